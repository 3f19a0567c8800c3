/** Where signing in or up leads: back to the page that sent the person (one of ours), else the dashboard. */
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { NOT_A_RETURN_PATH } from "./sign-in-purpose";

export const DEFAULT_DESTINATION = "/dashboard/provider";

/** The page to go back to, made safe; null when there is none to go back to (or it is an auth page). */
export function returnPath(redirectTo: string | null | undefined): string | null {
  const path = safeRedirectPath(redirectTo, "");
  if (path === "" || NOT_A_RETURN_PATH.includes(path.split(/[?#]/)[0]!)) return null;
  return path;
}
