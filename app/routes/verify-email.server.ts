/** The verify-email route's server side: the toast after "Send the link again". */
import { said, type CodedToast } from "~/lib/ui/toast";

type ResendAnswer =
  | { __typename: "VerificationEmailSent"; alreadyVerified: boolean }
  | { __typename: "TooManyAttempts"; message: string }
  | { __typename: "NotSignedIn"; message: string };

export function resendToast(result: ResendAnswer, email: string): CodedToast {
  if (result.__typename !== "VerificationEmailSent") {
    return { title: said("AUTH_VERIFY_FAILED_TITLE"), description: { api: result.message }, variant: "destructive" };
  }
  return result.alreadyVerified
    ? { title: said("AUTH_EMAIL_VERIFIED_TITLE"), description: said("AUTH_ALREADY_VERIFIED") }
    : { title: said("AUTH_VERIFICATION_SENT_TITLE"), description: said("AUTH_VERIFICATION_SENT", { email }) };
}
