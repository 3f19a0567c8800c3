/**
 * What the site's multipart forms (business registration, job posting, adding a product) share on
 * the server: reading the typed fields and files back, refusing with everything typed and a toast,
 * and saying the API's English messages in the page's language (issue 19).
 */
import { json, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parse } from "@conform-to/react";
import { graphql } from "gql.tada";
import { apiMessage, browserMessages, formatMessage, sayToast, type MessageGroup } from "~/i18n/coded-messages.server";
import type { MessageCode } from "../../../graphql/shared/messages";
import { messagesFor, type Namespace } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locale";
import { translateErrors } from "~/i18n/translate-message";
import { CACHE } from "../http/cache";
import { fileField, readForm, textField, textFields } from "./form-data.server";
import { translatedResult } from "./form-result.server";
import { retryAfterHeaders } from "../http/page-headers";
import type { CodedToast, ToastMessage } from "../ui/toast";
import { requireViewer, type Viewer } from "../auth/viewer.server";

/** The API's and our rules' English messages in `locale`, by their codes; `groups` are the forms the browser checks. */
export function messageTranslator(locale: Locale, ...groups: MessageGroup[]) {
  const message = (text: string) => apiMessage(locale, text);
  return {
    /** For the page, so the browser says its own checks' messages in the same words (useTranslateMessage). */
    messages: browserMessages(locale, ...groups),
    message,
    /** The site's own message by its code, in `locale` (a toast's title, a route's refusal). */
    say: (code: MessageCode, params?: Record<string, string | number>) => formatMessage(locale, code, params),
    /** A toast by code (formatted), or one written in English (read back to its codes). */
    toast: (toast: ToastMessage | CodedToast) => sayToast(locale, toast),
    errors: <Errors extends Partial<Record<string, string>>>(errors: Errors) => translateErrors(message, errors),
  };
}

/** The loader's part for a page with forms: what its browser checks may say, in the page's language. */
export const formMessages = (context: AppLoadContext, ...groups: MessageGroup[]) => browserMessages(context.locale, ...groups);

/**
 * The loader of a page with one of these forms. It needs an account: anyone else goes to /login and comes
 * back afterwards. Its texts (its own namespace's and the forms'), its messages' pairs, and what `more`
 * adds for the signed-in viewer; never cached.
 */
export async function formPageLoader<N extends Namespace, More extends object = Record<never, never>>(
  { request, context }: LoaderFunctionArgs,
  namespace: N,
  groups: readonly MessageGroup[],
  more?: (viewer: Viewer) => More | Promise<More>,
) {
  const viewer = await requireViewer(request, context);
  return json(
    {
      ...((await more?.(viewer)) as More),
      i18n: messagesFor<N | "forms">(context.locale, namespace, "forms"),
      messages: formMessages(context, ...groups),
    },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

/** A posted multipart form: the typed fields as they came (to put back after a refusal), the ticked boxes and the chosen files. */
export async function readSubmission<Text extends string, Box extends string, FileName extends string>(
  request: Request,
  fields: { text: readonly Text[]; boxes: readonly Box[]; files: readonly FileName[] },
) {
  const form = await readForm(request);
  const values = {
    ...textFields(form, fields.text),
    ...(Object.fromEntries(fields.boxes.map((box) => [box, textField(form, box) === "on"])) as Record<Box, boolean>),
  };
  const files = Object.fromEntries(fields.files.map((name) => [name, fileField(form, name)])) as Record<FileName, File | null>;
  const chosenFiles = fields.files.filter((name) => files[name] !== null);
  return { form, values, files, chosenFiles };
}

/** What the forms' mutations read of a file the API could not store: the bucket the toast names, and why. */
export const UPLOAD_REFUSAL_FRAGMENT = graphql(`
  fragment UploadRefusal on UploadFailed @_unmask {
    bucket
    message
  }
`);

/** What the forms' mutations read of a refusal for too many attempts: the answer's Retry-After comes from it. */
export const TOO_MANY_ATTEMPTS_FRAGMENT = graphql(`
  fragment TooManyAttemptsRefusal on TooManyAttempts @_unmask {
    message
    retryAfterSeconds
  }
`);

/**
 * A multipart form's post, read for Conform: the form (its text fields go to the mutation as they
 * came), the chosen files, the message translator for the page's language, and
 * `refused(status, toast, more?)` as the answer: Conform's reply (everything typed, to refill the form,
 * and each field's messages: the API's, or the page's own check's) with a toast, the file inputs that
 * had a file (the browser cannot give a file back), whether the plan lacked the feature, and a
 * Retry-After for too many attempts.
 */
export async function startUploadPost<FileName extends string>(
  request: Request,
  context: AppLoadContext,
  files: readonly FileName[],
  ...groups: MessageGroup[]
) {
  const translate = messageTranslator(context.locale, ...groups);
  const form = await readForm(request);
  // Only what was typed: the faults are the API's (or the page's check's) to say, in `refused`.
  const typed = form ? parse<Record<string, unknown>, string[]>(form, { resolve: () => ({ value: {} }) }) : null;
  const chosen = Object.fromEntries(files.map((name) => [name, fileField(form, name)])) as Record<FileName, File | null>;
  const chosenFiles = files.filter((name) => chosen[name] !== null);
  const refused = (
    status: number,
    toast: ToastMessage | CodedToast | null,
    more: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number; premiumRequired?: boolean } = {},
  ) =>
    json(
      {
        result: typed ? translatedResult(typed.reply({ fieldErrors: more.fieldErrors ?? {} }), translate.message) : null,
        toast: toast ? { id: crypto.randomUUID(), ...translate.toast(toast) } : null,
        chosenFiles,
        premiumRequired: more.premiumRequired ?? false,
      },
      { status, headers: retryAfterHeaders(more.retryAfterSeconds ?? null) },
    );
  return { form, files: chosen, translate, refused };
}

/** The API's field errors ([{ field, message }]) as a map by field. */
export function fieldErrorMap<Field extends string>(list: readonly { field: string; message: string }[]): Partial<Record<Field, string>> {
  return Object.fromEntries(list.map((error) => [error.field, error.message])) as Partial<Record<Field, string>>;
}

/** What a refused submission answers: what was typed, each field's message and a toast (shown once, by its id), in the page's language. */
export interface Refusal<Values, Field extends string, FileName extends string> {
  kind: "refused";
  status: number;
  values: Values;
  fieldErrors: Partial<Record<Field, string>>;
  toast: (ToastMessage & { id: string }) | null;
  /** Which file inputs had a file: the browser cannot give it back, the person must choose it again. */
  chosenFiles: FileName[];
  /** Refused because the account's plan lacks the feature. */
  premiumRequired: boolean;
  /** Refused for too many attempts: the answer's Retry-After. */
  retryAfterSeconds: number | null;
}

/** The refusals of one submission: `refuse(400, toast, fieldErrors)`. */
export function refusals<Values, Field extends string, FileName extends string>(
  translate: ReturnType<typeof messageTranslator>,
  values: Values,
  chosenFiles: FileName[],
) {
  return (
    status: number,
    toast: ToastMessage | CodedToast | null,
    fieldErrors: Partial<Record<Field, string>> = {},
    more: { retryAfterSeconds?: number; premiumRequired?: boolean } = {},
  ): Refusal<Values, Field, FileName> => ({
    kind: "refused",
    status,
    values,
    fieldErrors: translate.errors(fieldErrors),
    toast: toast ? { id: crypto.randomUUID(), ...translate.toast(toast) } : null,
    chosenFiles,
    premiumRequired: more.premiumRequired ?? false,
    retryAfterSeconds: more.retryAfterSeconds ?? null,
  });
}

/** A refusal as the action's answer, with its status and Retry-After. */
export const refusedResponse = <Answer extends { status: number; retryAfterSeconds: number | null }>(refusal: Answer) =>
  json(refusal, { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfterSeconds) });

/**
 * A multipart form's submission, read and ready to refuse: what was typed, the files, the message
 * translator for the page's language, and `refused(status, toast, fieldErrors?, more?)` as the answer.
 */
export async function startSubmission<Text extends string, Box extends string, FileName extends string, Field extends string>(
  request: Request,
  context: AppLoadContext,
  fields: { text: readonly Text[]; boxes: readonly Box[]; files: readonly FileName[]; all: readonly Field[] },
  ...groups: MessageGroup[]
) {
  const translate = messageTranslator(context.locale, ...groups);
  const submission = await readSubmission(request, fields);
  const refuse = refusals<typeof submission.values, Field, FileName>(translate, submission.values, submission.chosenFiles);
  const refused = (...args: Parameters<typeof refuse>) => refusedResponse(refuse(...args));
  return { ...submission, translate, refuse, refused };
}
