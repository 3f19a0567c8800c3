import { useEffect, useRef } from "react";

/**
 * For a <details> dropdown (which opens without JavaScript): with it, Escape closes the menu and
 * returns focus to its summary, and a click outside or focus moving out of it (Tab past the last
 * item) closes it. The ref goes on the <details>, or on an element around it (server markup).
 */
export function useDismissableDetails<T extends HTMLElement = HTMLDetailsElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const found = ref.current;
    const element = found instanceof HTMLDetailsElement ? found : found?.querySelector("details");
    if (!element) return;
    const close = (event: Event) => {
      if (!element.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        element.open = false;
        element.querySelector("summary")?.focus();
        return;
      }
      if (!element.contains(event.target as Node)) element.open = false;
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      // No next element: focus left the page (another window) or went nowhere; keep the menu.
      if (element.open && next && !element.contains(next)) element.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    element.addEventListener("focusout", closeWhenFocusLeaves);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
      element.removeEventListener("focusout", closeWhenFocusLeaves);
    };
  }, []);

  return ref;
}
