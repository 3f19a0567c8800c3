/**
 * The GraphQL side of graphql/shared/results.ts: the shared members of result unions and the one
 * way to build a union over tagged results. See docs/decisions/019-results-and-errors.md.
 */
import type { ObjectFieldsShape, ObjectRef } from "@pothos/core";
import { builder, type BuilderTypes } from "../builder";
import { askToRetryLater, type GraphQLContext } from "../context";
import {
  fieldErrorList,
  type EmailNotVerifiedResult,
  type FieldErrors,
  type NotAllowedResult,
  type NotSignedInResult,
  type TooManyAttemptsResult,
} from "./results";
import { englishOf, MESSAGES, readMessage, type MessageCode, type SaidMessage } from "./messages";

/** A GraphQL object type whose values have the shape T. */
export type ResultRef<T> = ObjectRef<BuilderTypes, T>;

/**
 * A message's stable code and its values as the API lists them, in the order its code's text names
 * them. A rule that still writes English is read back to its code (UNLISTED_MESSAGE for a text the
 * registry lacks, a defect that tests/unit/i18n-api-messages.test.ts keeps from happening).
 */
export function messageCodeOf(message: SaidMessage): { code: MessageCode | "UNLISTED_MESSAGE"; params: [string, string | number][] } {
  if (typeof message === "string") {
    const read = readMessage(message);
    return read ? { code: read.code, params: Object.entries(read.params) } : { code: "UNLISTED_MESSAGE", params: [] };
  }
  const text = MESSAGES[message.code];
  const at = (name: string) => text.indexOf(`{${name}`);
  return { code: message.code, params: Object.entries(message.params).sort(([a], [b]) => at(a) - at(b)) };
}

/** One value of a message: `max` = "500" in 'Please keep this under 500 characters.' (TEXT_TOO_LONG). */
export const MessageParam = builder.objectRef<[name: string, value: string | number]>("MessageParam").implement({
  description: "A value a message carries, named as in its code's text, so a client can say the message in its own language.",
  fields: (t) => ({
    name: t.string({ resolve: ([name]) => name }),
    value: t.string({ description: "As the English message writes it (a count as digits).", resolve: ([, value]) => String(value) }),
  }),
});

const CODE_DESCRIPTION =
  "The message's stable code (a contract: never renamed or reused; the English text may be reworded), for callers that " +
  "show it in another language with `params`. UNLISTED_MESSAGE only for a message the registry lacks (a defect).";

/**
 * A message's English `message` (made here, where the API answers) and its `code` and `params`, for
 * an object whose message `messageOf` reads: `...messageFields(t, (result) => result.message)`.
 */
export function messageFields<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Parent>,
  messageOf: (parent: Parent) => SaidMessage,
  description?: string,
) {
  const { messageCode: code, ...fields } = refusalMessageFields(t, messageOf, { message: description });
  return { ...fields, code };
}

/**
 * messageFields for a type whose `code` is already taken by a fixed code (NotSignedIn's
 * 'NOT_SIGNED_IN', Supabase Auth's codes on AuthError): the message's own code is `messageCode`
 * ('REGISTRATION_SIGN_IN', 'CALENDAR_OWNER_ONLY'…), so a client says the refusal by it.
 */
export function refusalMessageFields<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Parent>,
  messageOf: (parent: Parent) => SaidMessage,
  descriptions: { message?: string; messageCode?: string } = {},
) {
  return {
    message: t.string({ description: descriptions.message, resolve: (parent) => englishOf(messageOf(parent)) }),
    messageCode: t.string({
      description: descriptions.messageCode ?? CODE_DESCRIPTION,
      resolve: (parent) => messageCodeOf(messageOf(parent)).code,
    }),
    params: t.field({
      type: [MessageParam],
      description: "The values the message carries, by the names its code's text uses.",
      resolve: (parent) => messageCodeOf(messageOf(parent)).params,
    }),
  };
}

/** messageFields for an object that may have no message: `message`, `code` and `params` are all null then. */
export function optionalMessageFields<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Parent>,
  messageOf: (parent: Parent) => SaidMessage | null,
  description?: string,
) {
  const coded = (parent: Parent) => {
    const message = messageOf(parent);
    return message === null ? null : messageCodeOf(message);
  };
  return {
    message: t.string({
      nullable: true,
      description,
      resolve: (parent) => {
        const message = messageOf(parent);
        return message === null ? null : englishOf(message);
      },
    }),
    code: t.string({ nullable: true, description: CODE_DESCRIPTION, resolve: (parent) => coded(parent)?.code ?? null }),
    params: t.field({
      type: [MessageParam],
      nullable: true,
      description: "The values the message carries, by the names its code's text uses.",
      resolve: (parent) => coded(parent)?.params ?? null,
    }),
  };
}

/** One field's problem, named by its input field; shared by every mutation's "invalid" result. */
export const FieldError = builder.objectRef<{ field: string; message: SaidMessage }>("FieldError").implement({
  fields: (t) => ({
    field: t.exposeString("field"),
    ...messageFields(t, (error) => error.message, "In English, as the spec writes it."),
  }),
});

/** The `fieldErrors` field of an "invalid" result: `t.field(fieldErrorsField(t))` reads `result.fieldErrors`. */
export function fieldErrorsField<Result extends { fieldErrors: FieldErrors }>() {
  return { type: [FieldError] as [typeof FieldError], resolve: (result: Result) => fieldErrorList(result.fieldErrors) };
}

/** An "invalid" result: the input was refused, with a message and the fields at fault. */
export function invalidResult<Result extends { message: SaidMessage; fieldErrors: FieldErrors }>(name: string, description?: string) {
  return builder.objectRef<Result>(name).implement({
    description,
    fields: (t) => ({
      ...messageFields(t, (result) => result.message),
      fieldErrors: t.field(fieldErrorsField<Result>()),
    }),
  });
}

export const NotSignedIn = builder.objectRef<NotSignedInResult>("NotSignedIn").implement({
  description: "The operation needs a signed-in account: send `Authorization: Bearer <accessToken>`.",
  fields: (t) => ({
    code: t.string({ description: "Always 'NOT_SIGNED_IN'.", resolve: () => "NOT_SIGNED_IN" }),
    ...refusalMessageFields(t, (result) => result.message),
  }),
});

export const EmailNotVerified = builder.objectRef<EmailNotVerifiedResult>("EmailNotVerified").implement({
  description:
    "The signed-in account has not verified its email address yet: open the emailed link, or ask for a new one " +
    "(resendVerificationEmail). Nothing was done.",
  fields: (t) => ({ ...messageFields(t, (result) => result.message) }),
});

export const TooManyAttempts = builder.objectRef<TooManyAttemptsResult>("TooManyAttempts").implement({
  description: "Too many attempts from this client address or account: nothing was done. Also HTTP 429 with Retry-After.",
  fields: (t) => ({
    ...messageFields(t, (result) => result.message),
    retryAfterSeconds: t.exposeInt("retryAfterSeconds", { description: "Seconds to wait before trying again." }),
  }),
});

const isTooManyAttempts = (result: { kind: string }): result is TooManyAttemptsResult => result.kind === "TooManyAttempts";

/** A resolver's answer as is; a TooManyAttempts one also asks for HTTP 429 with Retry-After. */
export function answerWithRetryAfter<Result extends { kind: string }>(ctx: Pick<GraphQLContext, "response">, result: Result): Result {
  if (isTooManyAttempts(result)) askToRetryLater(ctx.response, result.retryAfterSeconds);
  return result;
}

let notAllowed: ResultRef<NotAllowedResult> | undefined;
/**
 * The member for "signed in, but not yours" (also for ids that do not exist: the same answer).
 * Defined on first use, so the schema has it only once a union includes it.
 */
export function NotAllowed(): ResultRef<NotAllowedResult> {
  return (notAllowed ??= builder.objectRef<NotAllowedResult>("NotAllowed").implement({
    description: "The signed-in account may not do this: it is another account's, or it does not exist.",
    fields: (t) => ({
      code: t.string({ description: "Always 'NOT_ALLOWED'.", resolve: () => "NOT_ALLOWED" }),
      ...refusalMessageFields(t, (result) => result.message),
    }),
  }));
}

/**
 * A mutation's result union over tagged results: each result's `kind` is its GraphQL type's name,
 * so resolveType needs no mapping.
 */
export function resultUnion<Result extends { kind: string }>(name: string, options: { description?: string; types: ResultRef<Result>[] }) {
  return builder.unionType(name, { ...options, resolveType: (result: Result) => result.kind });
}

/** The member of a tagged result union whose `kind` is Kind. */
type Member<Result, Kind> = Extract<Result, { kind: Kind }>;

/** The kinds of a tagged result union whose members carry a `message`. */
type KindWithMessage<Result extends { kind: string }> = Extract<Result, { message: SaidMessage }>["kind"];

/**
 * Object types for the members of one tagged result union, each named by its kind (which is its
 * GraphQL type's name, written once): `const member = resultMembers<CreateBookingResult>();` then
 * `member("SlotTaken").implement({…})`, `member.withMessage("SlotTaken", { description, fields })`
 * for a member that tells what happened in its `message` (and carries `fields` besides), and
 * `member.invalid("BookingInputInvalid")` for invalidResult's.
 */
export function resultMembers<Result extends { kind: string }>() {
  const member = <Kind extends Result["kind"]>(kind: Kind) => builder.objectRef<Member<Result, Kind>>(kind);
  const withMessage = <Kind extends KindWithMessage<Result>>(
    kind: Kind,
    options: { description?: string; fields?: ObjectFieldsShape<BuilderTypes, Member<Result, Kind> & { message: SaidMessage }> } = {},
  ) =>
    builder.objectRef<Member<Result, Kind> & { message: SaidMessage }>(kind).implement({
      description: options.description,
      fields: (t) => ({
        ...messageFields(t, (result) => result.message),
        ...options.fields?.(t),
      }),
    });
  const invalid = <Kind extends Result["kind"]>(kind: Kind, description?: string) =>
    invalidResult<Member<Result, Kind> & { message: SaidMessage; fieldErrors: FieldErrors }>(kind, description);
  return Object.assign(member, { withMessage, invalid });
}

/**
 * The result union of a mutation that stores one thing: the stored member holds it under one field
 * (`JobPosted { job }`, with `fields` for anything else it carries), the invalid member is
 * invalidResult's, and the refusals are shared members (NotSignedIn, UploadFailed…). Called as
 * `storedOrInvalid<PostJobResult>()("PostJobResult", {…})`: the first call names the result type,
 * the second checks the members' kinds and field against it.
 */
export function storedOrInvalid<Result extends { kind: string }>() {
  const member = resultMembers<Result>();
  return <Stored extends Result["kind"], Field extends keyof Member<Result, Stored> & string, Invalid extends Result["kind"]>(
    name: string,
    options: {
      stored: {
        kind: Stored;
        field: Field;
        type: ResultRef<Member<Result, Stored>[Field]>;
        description?: string;
        fields?: ObjectFieldsShape<BuilderTypes, Member<Result, Stored>>;
      };
      invalid: { kind: Invalid; description?: string };
      refusals: ResultRef<Result>[];
    },
  ) => {
    const { stored, invalid } = options;
    const StoredRef = member(stored.kind).implement({
      description: stored.description,
      fields: (t) => ({
        // The options' types tie stored.type to the field's value; Pothos cannot follow that generically.
        [stored.field]: t.field({ type: stored.type, resolve: (result) => result[stored.field] as never }),
        ...stored.fields?.(t),
      }),
    });
    return resultUnion<Result>(name, { types: [StoredRef, member.invalid(invalid.kind, invalid.description), ...options.refusals] });
  };
}
