/**
 * Where the enhanced registration form posts (with an upload progress bar, see
 * for-business.register.tsx): the same submission as the page's own action, answered as JSON.
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { retryAfterHeader, submitRegistration } from "~/lib/business-registration.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitRegistration(request, context);
  const status = outcome.kind === "refused" ? outcome.status : outcome.kind === "signed_out" ? 401 : 200;
  return json(outcome, { status, headers: { "Cache-Control": "no-store", ...retryAfterHeader(outcome) } });
}
