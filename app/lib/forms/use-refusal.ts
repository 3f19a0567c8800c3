import { useActionData } from "@remix-run/react";
import { useEffect } from "react";

/**
 * The action's refused answer to a form post (useActionData). After one answered in place (with
 * JavaScript), focus moves to the first field at fault, else to the refusal's alert, as `autoFocus`
 * does on a full page load without JavaScript.
 */
export function useRefusal<Action>() {
  const refusal = useActionData<Action>();
  useEffect(() => {
    if (!refusal) return;
    const target =
      document.querySelector<HTMLElement>('#main [aria-invalid="true"]') ?? document.querySelector<HTMLElement>('#main [role="alert"]');
    if (!target) return;
    if (target.getAttribute("role") === "alert" && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  }, [refusal]);
  return refusal;
}
