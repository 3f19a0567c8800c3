/**
 * Where the enhanced registration form posts (with an upload progress bar, see
 * for-business.register.tsx): the same submission as the page's own action, answered as JSON.
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { refusalAsJson, submitRegistration } from "~/lib/forms/business-registration.server";
import { retryAfterHeaders } from "~/lib/http/page-headers";

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await submitRegistration(request, context);
  const headers = { "Cache-Control": "no-store" };
  if (outcome.kind === "refused") {
    return json(refusalAsJson(outcome), {
      status: outcome.status,
      headers: { ...headers, ...retryAfterHeaders(outcome.retryAfterSeconds) },
    });
  }
  return json(outcome, { status: outcome.kind === "signed_out" ? 401 : 200, headers });
}
