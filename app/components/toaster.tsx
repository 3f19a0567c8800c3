import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { setToastNavigation, TOAST_DURATION_MS } from "~/lib/toast";
import { useT } from "~/i18n/use-t";

const CONTAINER_ID = "sonner-toast-container";
/** SPEC §9: the toast area's hotkey. */
const TOAST_HOTKEY = "F8";

/**
 * The toast area on every page: vanilla-sonner's container (one toast at a time, 5000 ms)
 * and the templates for plain and destructive toasts. Values are escaped by showToast.
 * F8 moves focus to the area (then Tab reaches a toast's close button); vanilla-sonner's close
 * buttons are drawn as a bare icon, so each gets its name here.
 */
export function Toaster() {
  const navigate = useNavigate();
  useEffect(() => setToastNavigation((href) => navigate(href)), [navigate]);
  const t = useT("common");
  const closeLabel = t("closeNotification");
  useEffect(() => {
    const container = document.getElementById(CONTAINER_ID);
    if (!container) return;
    const nameCloseButtons = () => {
      for (const button of container.querySelectorAll(".sonner-toast-close:not([aria-label])")) {
        button.setAttribute("aria-label", closeLabel);
      }
    };
    nameCloseButtons();
    const observer = new MutationObserver(nameCloseButtons);
    observer.observe(container, { childList: true, subtree: true });
    const focusToasts = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      container.focus();
    };
    document.addEventListener("keydown", focusToasts);
    return () => {
      observer.disconnect();
      document.removeEventListener("keydown", focusToasts);
    };
  }, [closeLabel]);
  const containerProps = {
    id: CONTAINER_ID,
    position: "bottom-right",
    "max-toasts": "1",
    duration: String(TOAST_DURATION_MS),
    "close-button": "true",
  };
  return (
    <>
      <ol {...containerProps} tabIndex={-1} aria-live="polite" aria-label={t("notifications", { hotkey: TOAST_HOTKEY })} />
      {(["default", "destructive"] as const).map((variant) => (
        <template
          key={variant}
          id={`toast-template-${variant}`}
          dangerouslySetInnerHTML={{
            __html: `<div data-toast-variant="${variant}" role="${variant === "destructive" ? "alert" : "status"}"><div data-title>{{title}}</div><div data-description>{{description}}</div></div>`,
          }}
        />
      ))}
    </>
  );
}
