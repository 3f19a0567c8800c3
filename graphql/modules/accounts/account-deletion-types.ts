/** `deleteAccount`: the signed-in person deletes their own account, confirmed with its password (decision 058). */
import { builder } from "../../builder";
import { askToRetryLater } from "../../context";
import { requireViewer, signedInOnly } from "../../shared/authorisation";
import { NotSignedIn, resultMembers, resultUnion } from "../../shared/result-types";
import type { NotSignedInResult } from "../../shared/results";
import { say } from "../../shared/say";
import { deleteAccount, type DeleteAccountResult } from "./account-deletion";
import { AuthError } from "./types";

const deletion = resultMembers<DeleteAccountResult>();

const AccountDeleted = deletion("AccountDeleted").implement({
  description:
    "The account is deleted and every session has ended; its bookings keep the salon's record without the person's name, phone and email.",
  fields: (t) => ({ deleted: t.exposeBoolean("deleted") }),
});

const AccountOwnsListing = deletion.withMessage("AccountOwnsListing", {
  description: "Refused: the account owns a live listing; it must be handed over or closed first.",
  fields: (t) => ({ listings: t.exposeStringList("listings", { description: "The names of the listings it owns." }) }),
});

const DeleteAccountInvalid = deletion.invalid("DeleteAccountInvalid", "Nothing was deleted: the password is missing or not right.");

const DeleteAccountResultRef = resultUnion<DeleteAccountResult | NotSignedInResult>("DeleteAccountResult", {
  types: [AccountDeleted, AccountOwnsListing, DeleteAccountInvalid, AuthError, NotSignedIn],
});

const DeleteAccountInput = builder.inputType("DeleteAccountInput", {
  fields: (t) => ({ password: t.string({ required: true, description: "The account's password, as a confirmation." }) }),
});

builder.mutationField("deleteAccount", (t) =>
  t.field({
    type: DeleteAccountResultRef,
    description:
      "Deletes the signed-in account after checking its password (with sign-in's limits: over_request_rate_limit and HTTP 429). " +
      "Refused while the account owns a live listing.",
    args: { input: t.arg({ type: DeleteAccountInput, required: true }) },
    ...signedInOnly(say("ACCOUNT_DELETE_SIGN_IN")),
    resolve: async (_root, { input }, ctx) => {
      const result = await deleteAccount(ctx.backend, await requireViewer(ctx), input, ctx.clientAddress);
      // A limited password check is also HTTP 429 with Retry-After, as signing in is.
      if (result.kind === "AuthError" && result.code === "over_request_rate_limit") askToRetryLater(ctx.response, result.retryAfterSeconds);
      return result;
    },
  }),
);
