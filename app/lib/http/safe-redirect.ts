/**
 * Every redirect the site answers goes through here (`safeRedirect`), so none can send a browser to
 * another site. A target is accepted only if, AFTER the URL parser has normalised it the way a browser
 * will ('/./', '/../', '%2e', backslashes), it is still a path on this site: the check runs on the
 * normalised path, and that same normalised path is what the Location header carries.
 * See docs/decisions/009-safe-redirects.md.
 */
import { redirect } from "@remix-run/cloudflare";
import { localPath } from "../../../graphql/shared/local-path";

/** The normalised path (with query and hash) if `target` stays on this site; otherwise `fallback`. */
export function safeRedirectPath(target: unknown, fallback: string): string {
  return localPath(target) ?? fallback;
}

/** Remix's redirect, to a target that is made safe first (`fallback` when it is not). */
export function safeRedirect(target: string, init?: number | ResponseInit, fallback = "/"): ReturnType<typeof redirect> {
  return redirect(safeRedirectPath(target, fallback), init);
}

// In a module of its own, so pages can link to it without bringing the server runtime (redirect) to the browser.
export { loginPathFor } from "../auth/login-path";

/**
 * A short-lived link to a private trade licence, as the API makes it for a reviewer: this site's
 * /uploads/ with an expiry and signature (local backend), or a Supabase Storage signed object URL
 * (hosted, on the project's host). The one redirect that may leave the site: its target is made by
 * the API, never typed by a visitor, and it must have exactly this shape (docs/decisions/027-registration-review.md).
 */
const SIGNED_LICENCE_LINK =
  /^https?:\/\/[^/?#@\\]+\/(?:uploads\/provider_documents\/trade_licenses\/[^?#\\]+\?expires=\d+&signature=[\w-]+|storage\/v1\/object\/sign\/provider_documents\/trade_licenses\/[^?#\\]+\?token=[\w.-]+)$/;

export function isSignedLicenceLink(link: string): boolean {
  return SIGNED_LICENCE_LINK.test(link);
}

/** Redirects to a signed licence link (never cached, no referrer); null when `link` is not one. */
export function signedLicenceRedirect(link: string | null | undefined): ReturnType<typeof redirect> | null {
  if (!link || !isSignedLicenceLink(link)) return null;
  return redirect(link, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
