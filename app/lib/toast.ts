/**
 * Toasts through vanilla-sonner: one at a time, 5000 ms (see the container in components/toaster.tsx).
 * Everything shown is escaped: vanilla-sonner inserts template values as HTML.
 */
import { toast } from "vanilla-sonner";

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

let sawDomContentLoaded = false;
if (typeof document !== "undefined") {
  // Registered in the same tick as vanilla-sonner's own listener: if this one
  // never fires, neither did the library's, and its toaster was never created.
  document.addEventListener("DOMContentLoaded", () => {
    sawDomContentLoaded = true;
  });
}

/** Creates the toaster if DOMContentLoaded passed before the library was loaded. */
export function ensureToaster() {
  if (sawDomContentLoaded || document.readyState === "loading") return;
  sawDomContentLoaded = true;
  document.dispatchEvent(new Event("DOMContentLoaded"));
}

export function showToast({ title, description = "", variant = "default", action }: ToastMessage) {
  ensureToaster();
  toast.custom(
    `toast-template-${variant}`,
    { title: escapeHtml(title), description: escapeHtml(description) },
    // vanilla-sonner sets the label as text inside its own button.
    action ? { action: { label: escapeHtml(action.label), onClick: () => navigateTo(action.href) } } : {},
  );
}
