import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { serverOnly$ } from "vite-env-only/macros";
import { setToastNavigation, TOAST_DURATION_MS } from "~/lib/ui/toast";
import { TOAST_HOTKEY } from "~/lib/ui/toast-hotkey";
import { useLocale, useT } from "~/i18n/use-t";
import { ServerMarkup } from "./server-markup";

/**
 * The toast area on every page: vanilla-sonner's container (one toast at a time, 5000 ms) at the
 * bottom corner on the reading side's end (right in English, left in Arabic), and the templates for
 * plain and destructive toasts. Both are server markup: vanilla-sonner finds and fills them in the
 * page, React never renders them again. Values are escaped when shown (lib/toast-runtime.ts, which
 * also names the close buttons with `data-close-label`, and makes F8 move focus to the area, from
 * which Tab reaches a toast's close button).
 */
export function Toaster() {
  const navigate = useNavigate();
  useEffect(() => setToastNavigation((href) => navigate(href)), [navigate]);
  return <ServerMarkup id="toasts">{serverOnly$(<ToastArea />)}</ServerMarkup>;
}

function ToastArea() {
  const t = useT("common");
  const containerProps = {
    id: "sonner-toast-container",
    position: useLocale() === "ar" ? "bottom-left" : "bottom-right",
    "max-toasts": "1",
    duration: String(TOAST_DURATION_MS),
    "close-button": "true",
    "data-close-label": t("closeNotification"),
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
