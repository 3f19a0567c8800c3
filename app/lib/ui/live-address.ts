import { useHref, useLocation, useNavigate, type Location } from "@remix-run/react";
import { useCallback, useEffect } from "react";

/**
 * A page that fetches its own results as filters change (/search) writes the filters into the
 * address through the router, not `history.replaceState`: every link made from the location (the
 * language switch, `hreflang`) then follows. The page already shows what the new address holds, so
 * that navigation runs no loader (`isLiveAddressChange` in `shouldRevalidate`) and moves no focus.
 */
let pending: string | null = null;

const STATE_KEY = "liveAddress";

export function useLiveAddress() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router's URLs carry the basename (/ar); the hrefs given here do not.
  const base = useHref("/");
  // Only the navigation in flight is spared its loaders: a later link to the same address runs them.
  useEffect(() => {
    pending = null;
  }, [location]);
  return useCallback(
    (href: string) => {
      pending = base === "/" ? href : `${base}${href}`;
      navigate(href, { replace: true, preventScrollReset: true, state: { [STATE_KEY]: true } });
    },
    [navigate, base],
  );
}

/** For `shouldRevalidate`: the navigation to `nextUrl` only writes a page's live filters into the address. */
export function isLiveAddressChange(nextUrl: URL): boolean {
  return pending !== null && `${nextUrl.pathname}${nextUrl.search}` === pending;
}

/** Whether the current location came from `useLiveAddress` (the page stayed the same page). */
export function isLiveAddress(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[STATE_KEY] === true;
}
