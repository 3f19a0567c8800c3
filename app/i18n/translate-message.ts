/**
 * Messages written in English by the API or by rules shared with it (field errors, upload refusals,
 * toasts), shown in the page's language by their code (docs/decisions/037-messages-by-code.md). The
 * server formats them itself (coded-messages.server.ts); this is the browser's side, for the checks
 * it runs with the API's own rules before sending a form, and the helpers both sides share.
 */
import { useMatches } from "@remix-run/react";
import { useCallback, useMemo } from "react";
import { messageReader, type ReadMessage } from "../../graphql/shared/message-reader";
import { interpolate } from "./define";
import type { ToastMessage } from "~/lib/ui/toast";

/**
 * What a page hands the browser for its own checks (app/i18n/coded-messages.server.ts,
 * `browserMessages`): the English template of each code it may show, the code's text in the page's
 * language (plain `{name}` arguments only), and the words for the values messages carry.
 */
export interface BrowserMessages {
  templates: Record<string, string>;
  texts: Record<string, string>;
  values: Record<string, string>;
}

/**
 * `message` in another language by its code: `read` finds the code and values, `format` says the
 * code in that language (null when it has no text there: the message stays as it came), and a value
 * is a listed word ('trade licence', 'Logo'), a message in its turn (an upload refusal inside a
 * toast), or kept as it is. The one path for the server (ICU) and the browser (plain templates).
 */
export function codedTranslator(
  read: (text: string) => ReadMessage | null,
  format: (code: string, params: Record<string, string | number>) => string | null,
  word: (value: string) => string | undefined,
): (message: string | ReadMessage) => string {
  const value = (param: string | number, depth: number): string | number => {
    if (typeof param === "number") return param;
    return word(param) ?? word(param.charAt(0).toLowerCase() + param.slice(1)) ?? (depth < 2 ? translate(param, depth + 1) : param);
  };
  // A message by code is said as it is; one written in English is read back to its code first.
  const translate = (message: string | ReadMessage, depth: number): string => {
    const found = typeof message === "string" ? read(message) : message;
    if (!found) return message as string;
    const params = Object.fromEntries(Object.entries(found.params).map(([name, param]) => [name, value(param, depth)]));
    return format(found.code, params) ?? (typeof message === "string" ? message : found.code);
  };
  return (message) => translate(message, 0);
}

/** The browser's translator over what its page handed over (none on English pages). */
export function browserTranslator(messages: BrowserMessages | null): (message: string) => string {
  if (!messages) return (message) => message;
  return codedTranslator(
    messageReader(messages.templates),
    (code, params) => {
      const text = messages.texts[code];
      return text === undefined ? null : interpolate(text, params);
    },
    (value) => messages.values[value],
  );
}

/** A toast's title and description through `translate`. */
export function translateToast<Toast extends ToastMessage>(translate: (message: string) => string, toast: Toast): Toast {
  return {
    ...toast,
    title: translate(toast.title),
    ...(toast.description ? { description: translate(toast.description) } : {}),
    ...(toast.action ? { action: { ...toast.action, label: translate(toast.action.label) } } : {}),
  };
}

/** Every message of a field-errors map through `translate` (English texts, or messages by code on the server). */
export function translateErrors<Message, Field extends string>(
  translate: (message: Message) => string,
  errors: Partial<Record<Field, Message>>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries<Message | undefined>(errors).map(([field, message]) => [field, message && translate(message)]),
  ) as Partial<Record<Field, string>>;
}

/** The browser's side: the messages the routes on screen handed over as `messages`. */
export function useTranslateMessage() {
  const matches = useMatches();
  const messages = useMemo(() => {
    const handed = matches.flatMap((match) => (match.data as { messages?: BrowserMessages | null } | undefined)?.messages ?? []);
    if (handed.length === 0) return null;
    return {
      templates: Object.assign({}, ...handed.map((one) => one.templates)) as Record<string, string>,
      texts: Object.assign({}, ...handed.map((one) => one.texts)) as Record<string, string>,
      values: Object.assign({}, ...handed.map((one) => one.values)) as Record<string, string>,
    };
  }, [matches]);
  const translate = useMemo(() => browserTranslator(messages), [messages]);
  return {
    message: translate,
    toast: useCallback(<Toast extends ToastMessage>(toast: Toast) => translateToast(translate, toast), [translate]),
    errors: useCallback(
      <Errors extends Partial<Record<string, string>>>(errors: Errors) => translateErrors(translate, errors),
      [translate],
    ),
  };
}
