import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CACHE } from "~/lib/cache";
import { loginPathFor } from "~/lib/safe-redirect";
import { requireViewer, type Viewer } from "~/lib/viewer.server";
import { pageHeaders } from "~/lib/page-headers";

export const meta: MetaFunction = () => [{ title: "Provider Dashboard — GlowUAE" }, { name: "robots", content: "noindex" }];

export const headers = pageHeaders;

/** Signed-in users only: anyone else is redirected to /login and brought back after signing in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  return json({ viewer }, { headers: { "Cache-Control": CACHE.none } });
}

export default function ProviderDashboard() {
  const { viewer } = useLoaderData<typeof loader>();
  return viewer ? <Dashboard viewer={viewer} /> : <AccessDenied />;
}

function Dashboard({ viewer }: { viewer: Viewer }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Provider Dashboard</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">Manage your business, bookings, and more.</p>
      {viewer.plan === "BASIC" ? (
        <div className="mt-8 rounded-xl border border-brand-500 bg-brand-50 p-6 text-stone-900">
          <h2 className="text-xl font-semibold">Upgrade to Premium!</h2>
          <p className="mt-1">Unlock all features for just AED 100/month.</p>
          <Link
            to="/dashboard/subscription"
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Subscribe Now
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** What the page shows to someone who is not signed in (the loader normally redirects first). */
export function AccessDenied() {
  return (
    <section className="mx-auto max-w-md px-4 py-24">
      <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 text-center shadow-sm">
        <h1 className="text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-[var(--muted-foreground)]">You must be logged in to view this page.</p>
        <Link
          to={loginPathFor("/dashboard/provider")}
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Go to Login
        </Link>
      </div>
    </section>
  );
}
