/** The `locale` argument of texts the API can give in Arabic (issue 19): EN or AR; Accept-Language without it. */
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { API_LOCALES, type ApiLocale } from "./vocabulary-ar";
import { vocabularyEnum } from "./enum-type";

export const LocaleEnum = vocabularyEnum("Locale", API_LOCALES, "A language of the API's texts: EN (English) or AR (Arabic).");

/** The `locale` argument, for fields that answer in a language. */
export const localeArg = () =>
  ({
    type: LocaleEnum,
    required: false,
    description:
      "The language of the texts; without it, the request's Accept-Language (Arabic when it ranks Arabic above English), else English.",
  }) as const;

/** The language asked for, else the request's. */
export function chosenLocale(asked: ApiLocale | null | undefined, ctx: GraphQLContext): ApiLocale {
  return asked ?? ctx.locale;
}

void builder;
