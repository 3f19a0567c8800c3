/** The signed-in account for loaders, and the guard for pages that need one. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { loginPathFor, safeRedirect } from "../http/safe-redirect";
import { stripLocale } from "~/i18n/locale";
import { getAuthState } from "./session.server";
import type { Viewer } from "./session-viewer.query";

export type { Viewer } from "./session-viewer.query";

/**
 * The account behind the session cookie, or null (signed out, or a session the API no longer knows:
 * getAuthState has cleared it). Never throws: a header must render even if the API could not answer.
 */
export async function loadViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  return (await getAuthState(request, context)).viewer;
}

/** The signed-in account; anyone else is sent to /login, and brought back here afterwards. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await loadViewer(request, context);
  if (viewer) return viewer;
  const url = new URL(request.url);
  // Paths inside the app leave out the /ar prefix: the router adds it to every redirect.
  throw safeRedirect(loginPathFor(stripLocale(`${url.pathname}${url.search}`)));
}
