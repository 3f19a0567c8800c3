/**
 * Deleting one's own account (UAE PDPL, decision 058): confirmed with the password, refused while the account
 * owns a live listing (a salon's page must not lose its owner silently), then the auth port deletes it: every
 * session ends and the bookings it made keep the salon's record without the person's name, phone and email.
 */
import { ownRows } from "../../shared/ownership";
import type { Backend } from "../../shared/ports";
import { parseInput, type FieldErrors } from "../../shared/results";
import { say, type CodedMessage } from "../../shared/say";
import type { AuthUser } from "./auth-port";
import { asError, type AuthErrorResult } from "./service";
import { deleteAccountSchema } from "./delete-account-schema";

export type DeleteAccountResult =
  | { kind: "AccountDeleted"; deleted: true }
  | { kind: "AccountOwnsListing"; message: CodedMessage; listings: string[] }
  | { kind: "DeleteAccountInvalid"; message: CodedMessage; fieldErrors: FieldErrors<"password"> }
  | AuthErrorResult;

export async function deleteAccount(
  backend: Backend,
  viewer: AuthUser,
  input: { password: string },
  clientAddress: string,
): Promise<DeleteAccountResult> {
  const parsed = parseInput(deleteAccountSchema, input);
  if (!parsed.ok) return { kind: "DeleteAccountInvalid", message: say("ACCOUNT_DELETE_INVALID"), fieldErrors: parsed.errors };
  const listings = ownRows(viewer, await backend.owners.providersOf(viewer.id), (listing) => listing.ownerId);
  if (listings.length > 0) {
    const names = listings.map((listing) => listing.name);
    return { kind: "AccountOwnsListing", message: say("ACCOUNT_DELETE_OWNS_LISTING", { listings: names.join(", ") }), listings: names };
  }
  const outcome = await backend.auth.deleteAccount(viewer, parsed.value.password, clientAddress);
  if (outcome.ok) return { kind: "AccountDeleted", deleted: true };
  if (outcome.error.code === "invalid_credentials") {
    return {
      kind: "DeleteAccountInvalid",
      message: say("ACCOUNT_DELETE_INVALID"),
      fieldErrors: { password: say("ACCOUNT_DELETE_WRONG_PASSWORD") },
    };
  }
  return asError(outcome.error);
}
