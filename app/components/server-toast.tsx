import { useEffect } from "react";
import { showToast, type ToastMessage } from "~/lib/toast";

export interface ServerToastMessage extends ToastMessage {
  /** Each toast is shown once, however often the component re-renders. */
  id: string;
}

const shown = new Set<string>();

/**
 * A toast decided on the server (a flash after a redirect, or an action's answer). With
 * JavaScript it goes to the toaster once; without, the <noscript> copy sits where toasts appear.
 */
export function ServerToast({ toast }: { toast: ServerToastMessage | null | undefined }) {
  useEffect(() => {
    if (!toast || shown.has(toast.id)) return;
    shown.add(toast.id);
    showToast(toast);
  }, [toast]);

  if (!toast) return null;
  const destructive = toast.variant === "destructive";
  return (
    <noscript>
      <div
        role={destructive ? "alert" : "status"}
        data-toast-variant={toast.variant ?? "default"}
        className="fixed bottom-4 right-4 z-50 w-[calc(100vw-2rem)] max-w-sm rounded-lg border border-[var(--border)] bg-[var(--card)] p-4 text-sm shadow-lg"
      >
        <div data-title>{toast.title}</div>
        {toast.description ? <div data-description>{toast.description}</div> : null}
        {toast.action ? (
          <a href={toast.action.href} className="mt-2 inline-block font-medium underline">
            {toast.action.label}
          </a>
        ) : null}
      </div>
    </noscript>
  );
}
