import { useEffect } from "react";
import { serverOnly$ } from "vite-env-only/macros";
import { showToast, type ToastMessage } from "~/lib/ui/toast";
import { pathInLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-t";

export interface ServerToastMessage extends ToastMessage {
  /** Each toast is shown once, however often the component re-renders. */
  id: string;
}

const shown = new Set<string>();

/**
 * A toast decided on the server (a flash after a redirect, or an action's answer). With
 * JavaScript it goes to the toaster once; without, the <noscript> copy sits where toasts appear (the
 * bottom corner on the reading side's end), its action a link to the page in this page's language.
 */
export function ServerToast({ toast }: { toast: ServerToastMessage | null | undefined }) {
  useEffect(() => {
    if (!toast || shown.has(toast.id)) return;
    shown.add(toast.id);
    showToast(toast);
  }, [toast]);

  // React never renders a <noscript>'s content in the browser: it is the server's only.
  return toast ? <noscript>{serverOnly$(<NoScriptToast toast={toast} />)}</noscript> : null;
}

function NoScriptToast({ toast }: { toast: ToastMessage }) {
  const locale = useLocale();
  const destructive = toast.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      data-toast-variant={toast.variant ?? "default"}
      className="fixed bottom-4 end-4 z-50 w-[calc(100vw-2rem)] max-w-sm rounded-lg border border-[var(--border)] bg-[var(--card)] p-4 text-sm shadow-lg"
    >
      <div data-title>{toast.title}</div>
      {toast.description ? <div data-description>{toast.description}</div> : null}
      {toast.action ? (
        <a href={pathInLocale(toast.action.href, locale)} className="mt-2 inline-block font-medium underline">
          {toast.action.label}
        </a>
      ) : null}
    </div>
  );
}
