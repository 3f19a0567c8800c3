/**
 * /admin/registrations/{id}/licence: a registration's trade licence, for reviewers only. The role is
 * checked on every request (the API answers null for anyone else: 404 here), and the answer is a
 * redirect to a link that works for a few minutes: hosted, a Supabase Storage signed URL; locally, a
 * link the Worker signed (workers/licence-links.ts). The page never holds a lasting link.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { runQuery } from "~/lib/api/graphql.server";
import { signedLicenceRedirect } from "~/lib/http/safe-redirect";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { registrationLicenceLink } = await runQuery(context, request, LICENCE_LINK_QUERY, { id: params.registrationId ?? "" });
  const answer = signedLicenceRedirect(registrationLicenceLink);
  if (!answer) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return answer;
}

const LICENCE_LINK_QUERY = graphql(`
  query AdminRegistrationLicence($id: ID!) {
    registrationLicenceLink(registrationId: $id)
  }
`);
