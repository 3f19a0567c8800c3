/**
 * The review port on Supabase, as the caller: the role is asked of the database (is_reviewer()),
 * the queue is read through the reviewers' row level security policy, and decisions go through
 * approve_registration / reject_registration, which check the role again and lock the registration
 * (0001_baseline.sql). Trade licences get a Storage signed URL, which the reviewers'
 * storage policy allows.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { RegistrationRecord } from "../../../graphql/modules/businesses/repository";
import type { Approval, ReviewOutcome, ReviewRepository } from "../../../graphql/modules/review/repository";
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from "../registration-rows";
import { checked, rowsOf, SupabaseRequestError } from "./postgrest";

interface DecisionRow {
  outcome: "approved" | "rejected" | "decided" | "missing";
  provider_id?: string;
  status?: "Approved" | "Rejected";
}

function outcomeOf(row: DecisionRow): ReviewOutcome {
  switch (row.outcome) {
    case "approved":
      return { kind: "approved", providerId: row.provider_id! };
    case "rejected":
      return { kind: "rejected" };
    case "decided":
      return { kind: "decided", status: row.status! };
    default:
      return { kind: "missing" };
  }
}

export class SupabaseReviewRepository implements ReviewRepository {
  constructor(private readonly db: SupabaseClient) {}

  async isReviewer(): Promise<boolean> {
    // The database knows the caller from the access token; the account id is the same one.
    return checked("is_reviewer", await this.db.rpc("is_reviewer")).data === true;
  }

  async pending(): Promise<RegistrationRecord[]> {
    const answer = await this.db
      .from("provider_registrations")
      .select(REGISTRATION_COLUMNS)
      .eq("status", "Pending")
      .order("created_at", { ascending: false })
      .order("id");
    return (rowsOf("provider_registrations", answer) as unknown as RegistrationRow[]).map(toRegistration);
  }

  async approve(approval: Approval): Promise<ReviewOutcome> {
    const answer = await this.db.rpc("approve_registration", {
      p_registration_id: approval.registrationId,
      p_provider_type: approval.providerType,
      p_slug: approval.baseSlug,
      p_opening_hours: approval.openingHours,
      p_latitude: approval.latitude,
      p_longitude: approval.longitude,
    });
    return outcomeOf(checked("approve_registration", answer).data as DecisionRow);
  }

  async reject(registrationId: string, _reviewerId: string, reason: string): Promise<ReviewOutcome> {
    const answer = await this.db.rpc("reject_registration", { p_registration_id: registrationId, p_reason: reason });
    return outcomeOf(checked("reject_registration", answer).data as DecisionRow);
  }

  async licenceLink(key: string, seconds: number): Promise<string | null> {
    const slash = key.indexOf("/");
    const { data, error } = await this.db.storage.from(key.slice(0, slash)).createSignedUrl(key.slice(slash + 1), seconds);
    if (error) {
      const failure = error as { status?: number; statusCode?: string; message: string };
      if (failure.status === 404 || failure.statusCode === "404" || failure.status === 400) return null;
      throw new SupabaseRequestError("createSignedUrl", failure.status ?? 0, failure.statusCode ?? null, error.message);
    }
    return data.signedUrl;
  }
}
