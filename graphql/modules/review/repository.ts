/**
 * The review port: who reviews, the queue, and the decisions (local: D1; hosted: database functions
 * that check the reviewer role themselves, 0001_baseline.sql).
 */
import type { ProviderType } from "../../shared/vocabulary";
import type { RegistrationRecord, RegistrationStatus } from "../businesses/repository";

export interface Approval {
  registrationId: string;
  reviewerId: string;
  providerType: ProviderType;
  /** The slug made from the name; the adapter takes the first of slug, slug-2, slug-3… still free. */
  baseSlug: string;
  /** The new listing's starting opening hours text and map position (its owner edits them). */
  openingHours: string;
  latitude: number;
  longitude: number;
}

/** What a decision did: made (approved: the new listing's id), or nothing because the registration was already decided, or is not there. */
export type ReviewOutcome =
  | { kind: "approved"; providerId: string }
  | { kind: "rejected" }
  | { kind: "decided"; status: Exclude<RegistrationStatus, "Pending"> }
  | { kind: "missing" };

export interface ReviewRepository {
  /** Whether the account holds the reviewer role (granted only server-side: docs/api.md "Reviewers"). */
  isReviewer(accountId: string): Promise<boolean>;
  /** Pending registrations, newest first. Only for reviewers (the caller checks; hosted, the database too). */
  pending(): Promise<RegistrationRecord[]>;
  /**
   * Approves a Pending registration: in ONE transaction, the registration becomes Approved and the
   * provider listing is created from it (owned by the registering account, its logo as the first
   * image). Under concurrent approvals exactly one creates the listing; the others get `decided`.
   */
  approve(approval: Approval): Promise<ReviewOutcome>;
  /** Rejects a Pending registration with the reason its owner will read; `decided` when it was not Pending. */
  reject(registrationId: string, reviewerId: string, reason: string): Promise<ReviewOutcome>;
  /**
   * A link to a trade licence that works for `seconds` (hosted: a Storage signed URL; local: a URL
   * signed by the Worker, served by workers/app.ts).
   */
  licenceLink(key: string, seconds: number): Promise<string | null>;
}
