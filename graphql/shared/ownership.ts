/**
 * Ownership: who may read or change an owned thing (docs/decisions/020-authorisation.md). The
 * rule is pure and unit-tested; the port answers "who owns this" the same way on both adapters; a
 * service asks `refuseStranger` before an owner-only read or write and returns its NotAllowed.
 */
import type { AuthUser } from "../modules/accounts/auth-port";
import { notAllowed, type NotAllowedResult } from "./results";

/** The things that have an owner account, by the port's name for them. */
export const OWNED_KINDS = ["registration", "provider", "product"] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

export interface OwnershipPort {
  /**
   * The id of the account that owns this thing; null when it has no owner, does not exist, or the
   * caller may not see it (hosted, row level security hides other accounts' private rows). Each
   * answer means the same to the rule: only the owner's own id lets them through.
   */
  ownerOf(kind: OwnedKind, id: string): Promise<string | null>;
}

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
