/**
 * Toasts through vanilla-sonner: one at a time, 5000 ms (see the container in components/toaster.tsx).
 * The library and everything that works with it (toast-runtime.ts) load with the first toast, not with
 * the page (4 KB gzip most views never use; docs/decisions/028-page-speed.md).
 */
import type { MessageCode } from "../../../graphql/shared/messages";
import type { showLoadedToast } from "./toast-runtime";

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

/**
 * A message as the API answers it: its English, and its code and values (a query asks for
 * `message code params { name value }`). The server says it in the page's language by its code.
 */
export interface AnsweredMessage {
  message: string;
  code: string;
  params: readonly { name: string; value: string }[];
}

/** A message the API gave: as it answered (by code), or (until every page asks for codes) its English text. */
export interface ApiText {
  api: AnsweredMessage | string;
}

/**
 * One of the registry's messages by its code, with its values: a word or number, a message the API
 * wrote, or a registry message in its turn (a Premium feature's name inside 'requires Premium').
 */
export interface SaidByCode {
  code: MessageCode;
  params?: Record<string, string | number | ApiText | SaidByCode>;
}

/**
 * A toast by code (docs/decisions/037-messages-by-code.md): the server formats it in the page's
 * language (coded-messages.server.ts `formatToast`), so no English is read back to find its words.
 */
export interface CodedToast {
  title: SaidByCode;
  description?: SaidByCode | ApiText;
  variant?: ToastMessage["variant"];
  action?: { label: SaidByCode; href: string };
}

/** `code` with `params` as a toast's part. */
export const said = (code: MessageCode, params?: SaidByCode["params"]): SaidByCode => (params ? { code, params } : { code });

let navigateTo = (href: string) => window.location.assign(href);
export function setToastNavigation(navigate: (href: string) => void) {
  navigateTo = navigate;
}

let runtime: Promise<typeof showLoadedToast> | undefined;

export function showToast(message: ToastMessage) {
  runtime ??= import("./toast-runtime").then(({ showLoadedToast }) => showLoadedToast);
  runtime.then(
    (show) => show(message, (href) => navigateTo(href)),
    (error: unknown) => {
      runtime = undefined; // a failed load is tried again with the next toast
      console.error("Could not load the toaster:", error);
    },
  );
}
