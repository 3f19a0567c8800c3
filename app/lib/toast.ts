/**
 * Toasts through vanilla-sonner: one at a time, 5000 ms (see the container in components/toaster.tsx).
 * Everything shown is escaped: vanilla-sonner inserts template values as HTML.
 * The library is loaded with the first toast, not with the page (4 KB gzip most views never use;
 * docs/decisions/028-page-speed.md).
 */
import type { toast as SonnerToast } from "vanilla-sonner";

export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A button in the toast that goes to a page of the site (e.g. 'Subscribe Now'). */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  /** A path of the site. */
  href: string;
}

/** How a toast's action goes to its page: the router's navigation once the Toaster is mounted. */
let navigateTo = (href: string) => window.location.assign(href);
export function setToastNavigation(navigate: (href: string) => void) {
  navigateTo = navigate;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

let sonner: Promise<typeof SonnerToast> | undefined;

/**
 * vanilla-sonner, loaded once. It creates its toaster on DOMContentLoaded, which has passed by the
 * time a toast is shown: the event is sent again once its listener is in place.
 */
function loadToaster() {
  sonner ??= import("vanilla-sonner").then(({ toast }) => {
    if (document.readyState !== "loading") document.dispatchEvent(new Event("DOMContentLoaded"));
    return toast;
  });
  sonner.catch(() => (sonner = undefined)); // a failed load is tried again with the next toast
  return sonner;
}

/**
 * SPEC §9: a new toast replaces the older one. vanilla-sonner's "max-toasts" only hides older toasts
 * behind the newest, and shows them again when it goes (a 'Premium Feature' toast came back after
 * subscribing through the next toast's 'Subscribe Now'): the older ones are closed through their
 * close buttons, which is the library's own way to remove a toast.
 */
function closeShownToasts() {
  for (const close of document.querySelectorAll<HTMLButtonElement>("#sonner-toast-container .sonner-toast-close")) close.click();
}

export function showToast({ title, description = "", variant = "default", action }: ToastMessage) {
  loadToaster().then(
    (toast) => {
      closeShownToasts();
      toast.custom(
        `toast-template-${variant}`,
        { title: escapeHtml(title), description: escapeHtml(description) },
        // vanilla-sonner sets the label as text inside its own button.
        action ? { action: { label: escapeHtml(action.label), onClick: () => navigateTo(action.href) } } : {},
      );
    },
    (error: unknown) => console.error("Could not load the toaster:", error),
  );
}
