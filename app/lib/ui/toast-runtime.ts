/**
 * What showing a toast takes, loaded with the first toast (lib/toast.ts): vanilla-sonner, escaping,
 * replacing the older toast, and names for the close buttons. Everything shown is escaped:
 * vanilla-sonner inserts template values as HTML.
 */
import { toast } from "vanilla-sonner";
import { escapeHtml } from "../http/escape-html";
import type { ToastMessage } from "./toast";
import { TOAST_HOTKEY } from "./toast-hotkey";

const CONTAINER_SELECTOR = "#sonner-toast-container";

// vanilla-sonner creates its toaster on DOMContentLoaded, which has passed by the time a toast is
// shown: the event is sent again now that its listener is in place.
if (document.readyState !== "loading") document.dispatchEvent(new Event("DOMContentLoaded"));

/**
 * vanilla-sonner draws its close buttons as a bare icon: each gets the name the Toaster put on the
 * container (`data-close-label`, in the page's language).
 */
function nameCloseButtons(container: HTMLElement) {
  for (const button of container.querySelectorAll(".sonner-toast-close:not([aria-label])")) {
    button.setAttribute("aria-label", container.dataset.closeLabel ?? "");
  }
}
const container = document.querySelector<HTMLElement>(CONTAINER_SELECTOR);
if (container) {
  new MutationObserver(() => nameCloseButtons(container)).observe(container, { childList: true, subtree: true });
  // F8 moves focus to the toasts (there are none before the first, which loads this module).
  document.addEventListener("keydown", (event) => {
    if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    container.focus();
  });
}

/**
 * One toast at a time (the product's limit is 1): a new toast replaces the older one. vanilla-sonner's "max-toasts" only hides older toasts
 * behind the newest, and shows them again when it goes (a 'Premium Feature' toast came back after
 * subscribing through the next toast's 'Subscribe Now'): the older ones are closed through their
 * close buttons, which is the library's own way to remove a toast.
 */
function closeShownToasts() {
  for (const close of document.querySelectorAll<HTMLButtonElement>(`${CONTAINER_SELECTOR} .sonner-toast-close`)) close.click();
}

export function showLoadedToast({ title, description = "", variant = "default", action }: ToastMessage, navigate: (href: string) => void) {
  closeShownToasts();
  toast.custom(
    `toast-template-${variant}`,
    { title: escapeHtml(title), description: escapeHtml(description) },
    // vanilla-sonner sets the label as text inside its own button.
    action ? { action: { label: escapeHtml(action.label), onClick: () => navigate(action.href) } } : {},
  );
}
