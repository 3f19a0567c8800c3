/**
 * Messages written in English by the API or by rules shared with it (field errors, upload refusals,
 * toasts), shown in the page's language. A page's loader hands over the English templates of its
 * forms with their Arabic (catalogues/form-messages.server.ts, none on English pages); this matches
 * a message against the templates, on the server and in the browser alike (the browser checks a
 * form with the API's own rules before sending it, and those rules speak English).
 */
import { useMatches } from "@remix-run/react";
import { useCallback, useMemo } from "react";
import { interpolate } from "./define";
import type { ToastMessage } from "~/lib/ui/toast";

/** An English template ('The {label} file is empty: choose the file again.') and its translation. */
export type MessagePair = readonly [english: string, translated: string];

type Matcher = { pattern: RegExp; names: string[]; translated: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function matchers(pairs: readonly MessagePair[]): Matcher[] {
  return pairs.map(([english, translated]) => {
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return "(.+?)";
      })
      .join("");
    return { pattern: new RegExp(`^${source}$`, "s"), names, translated };
  });
}

/** `message` in the pairs' language: the first template it matches, its placeholders translated too; else as it is. */
export function translateWith(pairs: readonly MessagePair[]): (message: string) => string {
  if (pairs.length === 0) return (message) => message;
  const list = matchers(pairs);
  const translate = (message: string, depth: number): string => {
    for (const candidate of [message, message.charAt(0).toLowerCase() + message.slice(1)]) {
      for (const { pattern, names, translated } of list) {
        const match = pattern.exec(candidate);
        if (!match) continue;
        const params = Object.fromEntries(
          names.map((name, index) => [name, depth < 2 ? translate(match[index + 1]!, depth + 1) : match[index + 1]!]),
        );
        return interpolate(translated, params);
      }
    }
    return message;
  };
  return (message) => translate(message, 0);
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

/** Every message of a field-errors map through `translate`. */
export function translateErrors<Errors extends Partial<Record<string, string>>>(
  translate: (message: string) => string,
  errors: Errors,
): Errors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && translate(message)])) as Errors;
}

/** The browser's side: the pairs the routes on screen handed over as `messages`. */
export function useTranslateMessage() {
  const matches = useMatches();
  const pairs = useMemo(
    () => matches.flatMap((match) => (match.data as { messages?: MessagePair[] } | undefined)?.messages ?? []),
    [matches],
  );
  const translate = useMemo(() => translateWith(pairs), [pairs]);
  return {
    message: translate,
    toast: useCallback(<Toast extends ToastMessage>(toast: Toast) => translateToast(translate, toast), [translate]),
    errors: useCallback(
      <Errors extends Partial<Record<string, string>>>(errors: Errors) => translateErrors(translate, errors),
      [translate],
    ),
  };
}
