/**
 * Ownership: who may read or change an owned thing (docs/decisions/020-authorisation.md). This is
 * the one guard every owner-only read or write goes through: the rule is pure and unit-tested; the
 * port answers "who owns this" the same way on both adapters. A service asks `refuseStranger`
 * before an owner-only read or write of one thing, and applies `isOwner` to rows that name their owner
 * (`ownRows`); `ownedIds` gives the ids of such rows as the only ones an owner-only list read accepts.
 */
import type { AuthUser } from "../modules/accounts/auth-port";
import { notAllowed, type NotAllowedResult } from "./results";

/**
 * The things that have an owner account, by the port's name for them. A booking's owner is the
 * business that takes it (its provider's owner); its customer reads it as `customerBooking`. A visit review's
 * owner is its provider's (who replies to it), never its author.
 */
export const OWNED_KINDS = [
  "registration",
  "provider",
  "product",
  "booking",
  "customerBooking",
  "job",
  "review",
  "webhookEndpoint",
  "webhookDelivery",
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

export interface OwnershipPort {
  /**
   * The id of the account that owns this thing; null when it has no owner, does not exist, or the
   * caller may not see it (hosted, row level security hides other accounts' private rows). Each
   * answer means the same to the rule: only the owner's own id lets them through.
   */
  ownerOf(kind: OwnedKind, id: string): Promise<string | null>;
}

/** Ids the guard has found to be the viewer's own: what an owner-only list read takes. */
export type OwnedIds<K extends OwnedKind> = readonly string[] & { readonly ownedKind: K };

/** The rule: only the owning account, and a thing without an owner is nobody's. */
export function isOwner(viewer: Pick<AuthUser, "id">, ownerId: string | null | undefined): boolean {
  return typeof ownerId === "string" && ownerId !== "" && ownerId === viewer.id;
}

/** NotAllowed unless the viewer owns this thing; null when they may go ahead. */
export async function refuseStranger(
  ownership: OwnershipPort,
  viewer: Pick<AuthUser, "id">,
  kind: OwnedKind,
  id: string,
  message?: string,
): Promise<NotAllowedResult | null> {
  return isOwner(viewer, await ownership.ownerOf(kind, id)) ? null : notAllowed(message);
}

/** The rows that name the viewer as their owner (a list read whose rows carry the owner). */
export const ownRows = <T>(viewer: Pick<AuthUser, "id">, rows: readonly T[], ownerOfRow: (row: T) => string | null | undefined): T[] =>
  rows.filter((row) => isOwner(viewer, ownerOfRow(row)));

/**
 * The ids of the rows that name the viewer as their owner, as an owner-only list read takes them. The
 * rule is applied to the owner each row carries (a port's read by owner returns it), so the guard
 * needs no second read of who owns them.
 */
export const ownedIds = <K extends OwnedKind, T extends { id: string }>(
  viewer: Pick<AuthUser, "id">,
  _kind: K,
  rows: readonly T[],
  ownerOfRow: (row: T) => string | null | undefined,
): OwnedIds<K> => ownRows(viewer, rows, ownerOfRow).map((row) => row.id) as unknown as OwnedIds<K>;
