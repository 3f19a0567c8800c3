/**
 * /dashboard/jobs/{jobId}/cv/{applicationId}: opens an applicant's CV for the job's poster, by a fresh link
 * that works for a few minutes (the API signs one only for the poster). Anyone else: 404.
 */
// The target is a link the API signed for this poster in the site's own storage (local: this site; hosted: the
// Supabase project's Storage), never one a request chose, so safeRedirect's same-site rule does not fit it.
// eslint-disable-next-line no-restricted-imports
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { graphql } from "gql.tada";
import { runQuery } from "~/lib/api/graphql.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { notFound } from "~/lib/dashboard/owned-listing.server";
import { CACHE } from "~/lib/http/cache";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const { job } = await runQuery(context, request, APPLICANT_CV_QUERY, { id: params.jobId ?? "" });
  const link = job?.applications?.find((application) => application.id === params.applicationId)?.cvUrl;
  if (!link || !/^https?:\/\//.test(link)) throw notFound();
  return redirect(link, { headers: { "Cache-Control": CACHE.none, "Referrer-Policy": "no-referrer" } });
}

const APPLICANT_CV_QUERY = graphql(`
  query ApplicantCv($id: ID!) {
    job(id: $id) {
      applications {
        id
        cvUrl
      }
    }
  }
`);
