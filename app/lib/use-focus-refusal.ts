import { useEffect } from "react";

/**
 * After a refused form post answered in place (with JavaScript), focus moves to the first field at
 * fault, else to the refusal's alert, as `autoFocus` does on a full page load without JavaScript.
 */
export function useFocusRefusal(refusal: unknown) {
  useEffect(() => {
    if (!refusal) return;
    const target =
      document.querySelector<HTMLElement>('#main [aria-invalid="true"]') ?? document.querySelector<HTMLElement>('#main [role="alert"]');
    if (!target) return;
    if (target.getAttribute("role") === "alert" && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  }, [refusal]);
}
