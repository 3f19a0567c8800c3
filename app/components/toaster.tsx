import { useEffect } from "react";
import { ensureToaster, TOAST_DURATION_MS } from "~/lib/toast";

/**
 * The toast area on every page: vanilla-sonner's container (one toast at a time, 5000 ms)
 * and the templates for plain and destructive toasts. Values are escaped by showToast.
 */
export function Toaster() {
  useEffect(() => ensureToaster(), []);
  const containerProps = {
    id: "sonner-toast-container",
    position: "bottom-right",
    "max-toasts": "1",
    duration: String(TOAST_DURATION_MS),
    "close-button": "true",
  };
  return (
    <>
      <ol {...containerProps} aria-live="polite" aria-label="Notifications" />
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
