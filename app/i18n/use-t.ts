/**
 * The components' side of the catalogues: `const t = useT("search"); t("title", { count })`.
 * Texts come from loader data (`i18n`, see messages.server.ts): the browser gets only the current
 * language's texts for the routes on screen, never a catalogue module.
 */
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useRef } from "react";
import { interpolate, type Params } from "./define";
import { isLocale, type Locale } from "./locale";
import type { MessagesOf, Namespace, VocabularyTerm } from "./messages.server";

export type Translate<N extends Namespace> = (key: keyof MessagesOf<N> & string, params?: Params) => string;

type WithTexts = { i18n?: Partial<Record<Namespace, Record<string, string>>> } | undefined;

/** The page's language (English while an error page renders without the root's data). */
export function useLocale(): Locale {
  const data = useRouteLoaderData("root") as { locale?: unknown } | undefined;
  return isLocale(data?.locale) ? data.locale : "en";
}

/**
 * A namespace's texts from the routes on screen. A load that failed on the network leaves a route's
 * data without texts (the provider page keeps its last good data and says the times could not be
 * loaded): the component then keeps the texts it last had.
 */
function useTexts(namespace: Namespace): Record<string, string> | undefined {
  const matches = useMatches();
  const last = useRef<Record<string, string> | undefined>(undefined);
  for (let index = matches.length - 1; index >= 0; index--) {
    const texts = (matches[index]?.data as WithTexts)?.i18n?.[namespace];
    if (texts) {
      last.current = texts;
      return texts;
    }
  }
  return last.current;
}

/** The texts of one namespace, which the root or the page's loader handed over. A missing text shows its key. */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const texts = useTexts(namespace);
  return useCallback<Translate<N>>((key, params) => interpolate(texts?.[key] ?? key, params), [texts]);
}

/** The fixed vocabulary (emirates, categories, services, types) in the page's language. */
export function useVocabulary(): (term: VocabularyTerm | (string & {})) => string {
  const texts = useTexts("vocab");
  return useCallback((term) => texts?.[term] ?? term, [texts]);
}
