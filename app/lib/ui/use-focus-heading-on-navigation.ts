import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation to another page, focus moves to the new page's heading, so a
 * screen reader announces it and the keyboard continues from the top of the new content (a full
 * page load starts there anyway). Changes of query or hash on the same page (tabs, filters, a
 * form's answer) leave focus where it is.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
