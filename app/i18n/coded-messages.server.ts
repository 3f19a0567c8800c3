/**
 * Messages by code in the page's language (docs/decisions/037-messages-by-code.md). The API and the
 * site's server still hand over English text; it is read back to its code and values
 * (graphql/shared/messages.ts) and formatted from the Arabic catalogue with FormatJS's ICU formatter,
 * here on the server only: the browser gets finished texts, or for its own checks the few plain
 * templates of its page (`browserMessages`).
 */
import { IntlMessageFormat } from "intl-messageformat";
import { isMessageCode, MESSAGES, readMessage, type MessageCode, type SaidMessage } from "../../graphql/shared/messages";
import { MESSAGE_VALUES_AR, MESSAGES_AR } from "./catalogues/messages-ar.server";
import { intlLocale } from "./define";
import type { Locale } from "./locale";
import { codedTranslator, translateErrors, translateToast, type BrowserMessages } from "./translate-message";
import type { AnsweredMessage, ApiText, CodedToast, SaidByCode, ToastMessage } from "~/lib/ui/toast";

export type { AnsweredMessage } from "~/lib/ui/toast";

const formats = new Map<string, IntlMessageFormat>();

/**
 * `code` with `params` in `locale`, through ICU (Arabic counts in Arabic's six plural forms). Routes
 * say their own messages this way, by code: `formatMessage(locale, "BOOKING_TIMES_STALE")`.
 */
export function formatMessage(locale: Locale, code: MessageCode, params: Record<string, string | number> = {}): string {
  let format = formats.get(`${locale}:${code}`);
  if (!format) {
    format = new IntlMessageFormat(locale === "ar" ? MESSAGES_AR[code] : MESSAGES[code], intlLocale(locale));
    formats.set(`${locale}:${code}`, format);
  }
  return String(format.format(params));
}

const arabic = codedTranslator(
  readMessage,
  (code, params) => formatMessage("ar", code as MessageCode, params),
  (value) => MESSAGE_VALUES_AR.get(value),
);

/**
 * A message in `locale`: one by code (the API's rules run on the site's server) formatted from the
 * catalogues, or one the API (or the site's server) wrote in English read back to its code, else as it is.
 */
export function apiMessage(locale: Locale, message: SaidMessage): string;
export function apiMessage(locale: Locale, message: SaidMessage | null): string | null;
export function apiMessage(locale: Locale, message: SaidMessage | null): string | null {
  if (message === null) return null;
  if (locale === "en") return typeof message === "string" ? message : formatMessage("en", message.code, message.params);
  return arabic(message);
}

const PLURAL_ARGUMENT = (name: string) => new RegExp(`\\{${name}, plural,`);

/**
 * The API's answer as a message by its code, no English read back: a count comes back as a number (ICU's
 * plural needs one), any other value as the API wrote it (as reading the English back gave them). A code
 * the registry does not have (UNLISTED_MESSAGE) keeps the API's English.
 */
export function byCode(answer: AnsweredMessage): SaidMessage {
  if (!isMessageCode(answer.code)) return answer.message;
  const text = MESSAGES[answer.code];
  return {
    code: answer.code,
    params: Object.fromEntries(answer.params.map(({ name, value }) => [name, PLURAL_ARGUMENT(name).test(text) ? Number(value) : value])),
  };
}

/**
 * The API's answer in `locale`: in English as the API wrote it, in another language by its code and
 * values (what reading its English back gave, without reading it).
 */
export const answerIn = (locale: Locale, answer: AnsweredMessage): string =>
  locale === "en" ? answer.message : apiMessage(locale, byCode(answer));

/**
 * answerIn for a refusal whose `code` is fixed (NotSignedIn, NotAllowed: a query asks for
 * `message messageCode params { name value }`): said by the message's own code.
 */
export const refusalIn = (locale: Locale, refusal: Omit<AnsweredMessage, "code"> & { messageCode: string }): string =>
  answerIn(locale, { message: refusal.message, code: refusal.messageCode, params: refusal.params });

/** answerIn for an answer that may have no message (`SlotList`): its message, code and params are null together. */
export const optionalAnswerIn = (
  locale: Locale,
  answer: { message: string | null; code: string | null; params: AnsweredMessage["params"] | null },
): string | null =>
  answer.message === null ? null : answerIn(locale, { message: answer.message, code: answer.code ?? "", params: answer.params ?? [] });

/** Every answered message of a `fieldErrors { field message code params { name value } }` list through answerIn. */
export const answeredFieldMessages = (locale: Locale, errors: readonly (AnsweredMessage & { field: string })[]): Record<string, string> =>
  Object.fromEntries(errors.map((error) => [error.field, answerIn(locale, error)]));

/** A `fieldErrors { field message code params { name value } }` list through answerIn, as Conform's reply takes it. */
export const answeredFieldErrors = (locale: Locale, errors: readonly (AnsweredMessage & { field: string })[]): Record<string, string[]> =>
  errors.reduce<Record<string, string[]>>(
    (byField, error) => ({ ...byField, [error.field]: [...(byField[error.field] ?? []), answerIn(locale, error)] }),
    {},
  );

/** Every message of a field-errors map through apiMessage. */
export function apiFieldMessages<Field extends string>(locale: Locale, errors: Partial<Record<Field, SaidMessage>>) {
  return translateErrors((message: SaidMessage) => apiMessage(locale, message), errors);
}

/** A toast the server made in English (a flash, an action's answer), in `locale`. */
export function localiseToast<Toast extends { title: string; description?: string }>(locale: Locale, toast: Toast): Toast {
  return translateToast((message: string) => apiMessage(locale, message), toast);
}

/**
 * A toast part by its code, in `locale`: its values are a word (said in `locale`), a number, a
 * message the API wrote, or a registry message formatted first; or the part is the API's message.
 */
export function sayPart(locale: Locale, part: SaidByCode | ApiText): string {
  if ("api" in part) return typeof part.api === "string" ? apiMessage(locale, part.api) : answerIn(locale, part.api);
  const params = Object.fromEntries(
    Object.entries(part.params ?? {}).map(([name, value]) => [
      name,
      typeof value === "object"
        ? sayPart(locale, value)
        : locale === "ar" && typeof value === "string"
          ? (MESSAGE_VALUES_AR.get(value) ?? value)
          : value,
    ]),
  );
  return formatMessage(locale, part.code, params);
}

/** A toast by code in `locale`, formatted here from the catalogues (no English read back). */
export function formatToast(locale: Locale, toast: CodedToast): ToastMessage {
  return {
    title: sayPart(locale, toast.title),
    ...(toast.description ? { description: sayPart(locale, toast.description) } : {}),
    ...(toast.variant ? { variant: toast.variant } : {}),
    ...(toast.action ? { action: { label: sayPart(locale, toast.action.label), href: toast.action.href } } : {}),
  };
}

/** A toast in `locale`: by code from the catalogues, or (one the server wrote in English) read back to its codes. */
export const sayToast = (locale: Locale, toast: ToastMessage | CodedToast): ToastMessage =>
  typeof toast.title === "string" ? localiseToast(locale, toast as ToastMessage) : formatToast(locale, toast as CodedToast);

/** Toasts the browser shows on its own (its checks, the upload's answer), formatted for the page in `locale`. */
export const formatToasts = <Name extends string>(locale: Locale, toasts: Record<Name, CodedToast>): Record<Name, ToastMessage> =>
  Object.fromEntries(Object.entries<CodedToast>(toasts).map(([name, toast]) => [name, formatToast(locale, toast)])) as Record<
    Name,
    ToastMessage
  >;

/**
 * The codes a page's own checks can show in the browser, by the form they belong to: the codes whose
 * area (their name's first part) is listed. Every form also gets the text rules' and the shared codes.
 */
export const MESSAGE_GROUPS = {
  text: ["TEXT", "INPUT", "FIELDS", "DESCRIPTION", "BUSINESS"],
  uploads: ["UPLOAD"],
  registration: ["REGISTRATION"],
  job: ["JOB", "PREMIUM"],
  product: ["PRODUCT"],
  contact: ["CONTACT"],
  booking: ["BOOKING"],
  listing: ["LISTING"],
  review: ["REVIEW"],
  dashboard: ["DASHBOARD", "SUBSCRIPTION", "OFFER"],
} as const satisfies Record<string, readonly string[]>;
export type MessageGroup = keyof typeof MESSAGE_GROUPS;

const PLAIN = /\{\w+,/;

/**
 * What the browser needs to say its own checks' messages in `locale` (null in English: the rules
 * speak it): the English templates of the groups' codes, their texts, and the values' words. Only
 * codes whose Arabic has plain `{name}` arguments: counts (ICU plural) are the server's refusals,
 * and the browser carries no ICU formatter (decision 037).
 */
export function browserMessages(locale: Locale, ...groups: MessageGroup[]): BrowserMessages | null {
  if (locale === "en") return null;
  const areas = new Set<string>(["text" as const, ...groups].flatMap((group) => MESSAGE_GROUPS[group]));
  const codes = (Object.keys(MESSAGES) as MessageCode[]).filter(
    (code) => areas.has(code.split("_")[0]!) && !PLAIN.test(MESSAGES[code]) && !PLAIN.test(MESSAGES_AR[code]),
  );
  return {
    templates: Object.fromEntries(codes.map((code) => [code, MESSAGES[code]])),
    texts: Object.fromEntries(codes.map((code) => [code, MESSAGES_AR[code]])),
    values: Object.fromEntries(MESSAGE_VALUES_AR),
  };
}
