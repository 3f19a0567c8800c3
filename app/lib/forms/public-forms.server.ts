/**
 * What the site's multipart forms (business registration, job posting, adding a product) share on
 * the server: reading the typed fields and files back, refusing with everything typed and a toast,
 * and saying the API's English messages in the page's language (issue 19).
 */
import { json, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parse, type SubmissionResult } from "@conform-to/react";
import { graphql } from "gql.tada";
import { apiMessage, browserMessages, formatMessage, sayToast, type MessageGroup } from "~/i18n/coded-messages.server";
import type { MessageCode, SaidMessage } from "../../../graphql/shared/messages";
import { messagesFor, type Namespace } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locale";
import { translateErrors } from "~/i18n/translate-message";
import { CACHE } from "../http/cache";
import { fileField, readForm } from "./form-data.server";
import { translatedResult } from "./form-result.server";
import { retryAfterHeaders } from "../http/page-headers";
import type { CodedToast, ToastMessage } from "../ui/toast";
import { requireViewer, type Viewer } from "../auth/viewer.server";

/** The API's and our rules' English messages in `locale`, by their codes; `groups` are the forms the browser checks. */
export function messageTranslator(locale: Locale, ...groups: MessageGroup[]) {
  const message = (said: SaidMessage) => apiMessage(locale, said);
  return {
    /** For the page, so the browser says its own checks' messages in the same words (useTranslateMessage). */
    messages: browserMessages(locale, ...groups),
    message,
    /** The site's own message by its code, in `locale` (a toast's title, a route's refusal). */
    say: (code: MessageCode, params?: Record<string, string | number>) => formatMessage(locale, code, params),
    /** A toast by code (formatted), or one written in English (read back to its codes). */
    toast: (toast: ToastMessage | CodedToast) => sayToast(locale, toast),
    errors: <Field extends string>(errors: Partial<Record<Field, SaidMessage>>) => translateErrors(message, errors),
  };
}

/** The loader's part for a page with forms: what its browser checks may say, in the page's language. */
export const formMessages = (context: AppLoadContext, ...groups: MessageGroup[]) => browserMessages(context.locale, ...groups);

/**
 * The loader of a page with one of these forms. It needs an account: anyone else goes to /login and comes
 * back afterwards. Its texts (its own namespace's and the forms'), its messages' pairs, and what `more`
 * adds for the signed-in viewer; `unverifiedEmail` (with the account emails' texts) for an account that
 * has not verified its address, whose page shows VerifyEmailNotice instead of the form; never cached.
 */
export async function formPageLoader<N extends Namespace, More extends object = Record<never, never>>(
  { request, context }: LoaderFunctionArgs,
  namespace: N,
  groups: readonly MessageGroup[],
  more?: (viewer: Viewer) => More | Promise<More>,
) {
  const viewer = await requireViewer(request, context);
  // The API refuses these forms until the address is verified: such an account gets the notice, not the form.
  const unverifiedEmail = viewer.emailConfirmed ? null : viewer.email;
  const namespaces: (N | "forms" | "accountEmails")[] = [namespace, "forms", ...(unverifiedEmail ? (["accountEmails"] as const) : [])];
  return json(
    {
      ...((await more?.(viewer)) as More),
      unverifiedEmail,
      i18n: messagesFor<N | "forms" | "accountEmails">(context.locale, ...namespaces),
      messages: formMessages(context, ...groups),
    },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

/** What the forms' mutations read of a file the API could not store: the bucket the toast names, and why. */
export const UPLOAD_REFUSAL_FRAGMENT = graphql(`
  fragment UploadRefusal on UploadFailed @_unmask {
    bucket
    message
    code
    params {
      name
      value
    }
  }
`);

/** What the forms' mutations read of a refusal for too many attempts: the answer's Retry-After comes from it. */
export const TOO_MANY_ATTEMPTS_FRAGMENT = graphql(`
  fragment TooManyAttemptsRefusal on TooManyAttempts @_unmask {
    message
    code
    params {
      name
      value
    }
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
  // Only what was typed: the faults are the API's (or the page's check's) to say, in `refuse`.
  const typed = form ? parse<Record<string, unknown>, string[]>(form, { resolve: () => ({ value: {} }) }) : null;
  const chosen = Object.fromEntries(files.map((name) => [name, fileField(form, name)])) as Record<FileName, File | null>;
  const chosenFiles = files.filter((name) => chosen[name] !== null);
  const refuse = (
    status: number,
    toast: ToastMessage | CodedToast | null,
    more: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number; premiumRequired?: boolean } = {},
  ): UploadRefusal => ({
    kind: "refused",
    status,
    result: typed ? translatedResult(typed.reply({ fieldErrors: more.fieldErrors ?? {} }), translate.message) : null,
    toast: toast ? { id: crypto.randomUUID(), ...translate.toast(toast) } : null,
    chosenFiles,
    premiumRequired: more.premiumRequired ?? false,
    retryAfterSeconds: more.retryAfterSeconds ?? null,
  });
  const refused = (...args: Parameters<typeof refuse>) => refusedResponse(refuse(...args));
  return { form, files: chosen, translate, refuse, refused };
}

/** A refused upload post (startUploadPost's `refuse`), as the page reads it back. */
export interface UploadRefusal {
  kind: "refused";
  status: number;
  /** Conform's reply: everything typed, and each field's messages in the page's language. */
  result: SubmissionResult<string[]> | null;
  toast: (ToastMessage & { id: string }) | null;
  /** Which file inputs had a file: the browser cannot give it back, the person must choose it again. */
  chosenFiles: string[];
  /** Refused because the account's plan lacks the feature. */
  premiumRequired: boolean;
  /** Refused for too many attempts: the answer's Retry-After. */
  retryAfterSeconds: number | null;
}

/** A refusal as the action's answer, with its status and Retry-After. */
export const refusedResponse = <Answer extends { status: number; retryAfterSeconds: number | null }>(refusal: Answer) =>
  json(refusal, { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfterSeconds) });
