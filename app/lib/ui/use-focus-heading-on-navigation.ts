import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { isLiveAddress } from "./live-address";

/**
 * After a client-side navigation to another page, focus moves to the new page's heading, so a
 * screen reader announces it and the keyboard continues from the top of the new content (a full
 * page load starts there anyway). Changes of query or hash on the same page (tabs, filters, a
 * form's answer), and live filters moving to another path (/search/dubai), leave focus where it is.
 */
export function useFocusHeadingOnNavigation() {
  const location = useLocation();
  const { pathname } = location;
  const live = isLiveAddress(location);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (live) return;
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, live]);
}
