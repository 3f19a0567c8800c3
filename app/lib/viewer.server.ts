/** The signed-in account for loaders, and the guard for pages that need one. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CombinedError } from "@urql/core";
import { graphql, type ResultOf } from "gql.tada";
import { executeOperation } from "./graphql.server";
import { loginPathFor, safeRedirect } from "./safe-redirect";
import { stripLocale } from "~/i18n/locale";
import { endUserSession, getAuthState } from "./session.server";

/** The signed-in account as every page gets it (the root loader hands it to useViewer). */
export type Viewer = NonNullable<ResultOf<typeof VIEWER_QUERY>["viewer"]>;

const viewers = new WeakMap<AppLoadContext, Promise<Viewer | null>>();

const isUnauthenticated = (error: CombinedError | undefined) =>
  error?.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === "UNAUTHENTICATED") ?? false;

/**
 * The account behind the session cookie, or null. A session the API no longer accepts (signed
 * out elsewhere, expired) is cleared. Never throws: a header must render even if this fails.
 * Looked up once per request.
 */
export function loadViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  let viewer = viewers.get(context);
  if (!viewer) {
    viewer = fetchViewer(request, context);
    viewers.set(context, viewer);
  }
  return viewer;
}

async function fetchViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  const { accessToken } = await getAuthState(request, context);
  if (!accessToken) return null;
  try {
    const result = await executeOperation(context, accessToken, VIEWER_QUERY, {});
    if (result.data?.viewer) return result.data.viewer;
    if (isUnauthenticated(result.error)) {
      context.responseHeaders.append("Set-Cookie", await endUserSession(request, context));
    } else if (result.error) {
      console.error("Could not load the signed-in account:", result.error);
    }
  } catch (error) {
    console.error("Could not load the signed-in account:", error);
  }
  return null;
}

/** The signed-in account; anyone else is sent to /login, and brought back here afterwards. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await loadViewer(request, context);
  if (viewer) return viewer;
  const url = new URL(request.url);
  // Paths inside the app leave out the /ar prefix: the router adds it to every redirect.
  throw safeRedirect(loginPathFor(stripLocale(`${url.pathname}${url.search}`)));
}

const VIEWER_QUERY = graphql(`
  query SessionViewer {
    viewer {
      email
      plan
      isReviewer
    }
  }
`);
