/** The verify-email route's server side: the toast after "Send the link again". */
import { said, type AnsweredMessage, type CodedToast } from "~/lib/ui/toast";

type ResendAnswer =
  | { __typename: "VerificationEmailSent"; alreadyVerified: boolean }
  | ({ __typename: "TooManyAttempts" } & AnsweredMessage)
  | ({ __typename: "NotSignedIn" } & Omit<AnsweredMessage, "code"> & { messageCode: string });

export function resendToast(result: ResendAnswer, email: string): CodedToast {
  if (result.__typename !== "VerificationEmailSent") {
    // NotSignedIn's `code` is always NOT_SIGNED_IN (a contract): its words by its `messageCode`.
    const why = result.__typename === "TooManyAttempts" ? { api: result } : { api: { ...result, code: result.messageCode } };
    return { title: said("AUTH_VERIFY_FAILED_TITLE"), description: why, variant: "destructive" };
  }
  return result.alreadyVerified
    ? { title: said("AUTH_EMAIL_VERIFIED_TITLE"), description: said("AUTH_ALREADY_VERIFIED") }
    : { title: said("AUTH_VERIFICATION_SENT_TITLE"), description: said("AUTH_VERIFICATION_SENT", { email }) };
}
