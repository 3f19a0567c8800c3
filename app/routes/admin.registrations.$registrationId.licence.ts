/**
 * /admin/registrations/{id}/licence: a registration's trade licence, for reviewers only. The role is
 * checked on every request (the API answers null for anyone else: 404 here), and the answer is a
 * redirect to a link that works for a few minutes: hosted, a Supabase Storage signed URL; locally, a
 * link the Worker signed (workers/licence-links.ts). The page never holds a lasting link.
 *
 * Not safeRedirect: the target is never the visitor's input but a URL the API made, and hosted it is
 * on the Supabase project's host. It is still checked to be a signed licence link before it is sent.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { CACHE } from "~/lib/cache";
import { runQuery } from "~/lib/graphql.server";

/** A signed link to a trade licence: this site's /uploads/ with a signature, or Storage's signed object URL. */
const SIGNED_LICENCE_LINK =
  /^https?:\/\/[^/?#]+\/(?:uploads\/provider_documents\/trade_licenses\/[^?#]+\?expires=\d+&signature=[\w-]+|storage\/v1\/object\/sign\/provider_documents\/trade_licenses\/[^?#]+\?token=[\w.-]+)$/;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { registrationLicenceLink: link } = await runQuery(context, request, LICENCE_LINK_QUERY, { id: params.registrationId ?? "" });
  if (!link || !SIGNED_LICENCE_LINK.test(link)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return redirect(link, { headers: { "Cache-Control": CACHE.none, "Referrer-Policy": "no-referrer" } });
}

const LICENCE_LINK_QUERY = graphql(`
  query AdminRegistrationLicence($id: ID!) {
    registrationLicenceLink(registrationId: $id)
  }
`);
