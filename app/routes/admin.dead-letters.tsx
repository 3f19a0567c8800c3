/**
 * /admin/dead-letters (reviewers only; anyone else gets the site's 404): the messages the outbox gave up on after
 * every retry, newest first, each with what it was, to whom, the error and when, and "Send again" (decision 060).
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { FormAlert } from "~/components/form-alert";
import { useIntlLocale } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { useRefusal } from "~/lib/forms/use-refusal";
import { deadLettersLoader, sendAgainAction } from "./admin.dead-letters.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.deadLetters.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const loader = (args: LoaderFunctionArgs) => deadLettersLoader(args);
export const action = (args: ActionFunctionArgs) => sendAgainAction(args);

/** The event kinds the page names (the catalogue's keys); an unknown kind is shown as it is. */
const KINDS = [
  "booking_created",
  "booking_cancelled",
  "booking_changed",
  "registration_approved",
  "registration_rejected",
  "account_created",
  "password_reset_asked",
  "reminder_due",
  "account_deleted",
] as const;
const isKnownKind = (kind: string): kind is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(kind);

export default function DeadLettersPage() {
  const { deadLetters } = useLoaderData<typeof loader>();
  const refused = useRefusal<typeof action>();
  const navigation = useNavigation();
  const t = useT("deadLetters");
  const when = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" });
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("eventId") : null;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("lead")}</p>
      {deadLetters.length === 0 ? (
        <p className="mt-8 rounded-lg border border-[var(--border)] p-6 text-center">{t("none")}</p>
      ) : (
        <ul className="mt-8 space-y-4" aria-label={t("list")}>
          {deadLetters.map((letter) => {
            const name = isKnownKind(letter.kind) ? t(letter.kind) : letter.kind;
            const headingId = `dead-${letter.id}`;
            return (
              <li key={letter.id} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6" aria-labelledby={headingId}>
                <h2 id={headingId} className="text-xl font-semibold">
                  {name}
                </h2>
                <p className="text-sm text-[var(--muted-foreground)]">{t("givenUp", { date: when.format(new Date(letter.deadAt)) })}</p>
                <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="font-medium">{t("recipient")}</dt>
                  <dd className="break-all" dir="ltr">
                    {letter.recipient ?? t("noRecipient")}
                  </dd>
                  <dt className="font-medium">{t("error")}</dt>
                  <dd className="break-words font-mono" dir="ltr">
                    {letter.error}
                  </dd>
                  <dt className="font-medium">{t("attempts")}</dt>
                  <dd>{letter.attempts}</dd>
                </dl>
                <FormAlert message={refused?.eventId === letter.id ? refused.error : undefined} />
                <Form method="post" className="mt-4">
                  <input type="hidden" name="eventId" value={letter.id} />
                  <button
                    type="submit"
                    disabled={busyWith === letter.id}
                    className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                  >
                    {t("sendAgain")}
                    <span className="sr-only">
                      {" "}
                      {name} {letter.recipient ?? ""}
                    </span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
