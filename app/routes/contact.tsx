import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { graphql } from "gql.tada";
import { PageHero } from "~/components/content/page-hero";
import { readForm, textField } from "~/lib/forms/form-data.server";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { CONTACT_FIELDS, CONTACT_MAX_LENGTHS, validateContact, type ContactValues } from "~/lib/listings/contact";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import { runMutation } from "~/lib/api/graphql.server";
import { answeredFieldMessages, answerIn, formatMessage } from "~/i18n/coded-messages.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { pageMeta } from "~/components/content/page-meta";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("contact"));

export function loader({ request, context }: LoaderFunctionArgs) {
  // /contact?subject=BusinessInquiry (from the business page) pre-fills the subject.
  const subject = new URL(request.url).searchParams.get("subject")?.slice(0, 200) ?? "";
  return json({ subject, i18n: messagesFor(context.locale, "contact") });
}

/**
 * The form posts here (with or without JavaScript): checked by the same schema, then sent through the API
 * (sendContactMessage: kept, and emailed to support through the outbox) and confirmed on the page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, textField(form, field).slice(0, CONTACT_MAX_LENGTHS.message)]),
  ) as ContactValues;
  const refused = (status: number, errors: Partial<Record<keyof ContactValues, string>>, notice: string | null = null) =>
    json({ submitted: false as const, errors, values, notice }, { status });
  const errors = validateContact(values);
  if (Object.keys(errors).length > 0) return refused(400, messageTranslator(locale, "contact").errors(errors));
  let result;
  try {
    result = (await runMutation(context, request, SEND_CONTACT_MESSAGE_MUTATION, { input: values })).sendContactMessage;
  } catch (error) {
    console.error("Sending a contact message failed unexpectedly:", error);
    return refused(503, {}, formatMessage(locale, "TRY_AGAIN"));
  }
  switch (result.__typename) {
    case "ContactMessageSent":
      return json({ submitted: true as const, errors: {}, values, notice: answerIn(locale, result) });
    case "SendContactMessageInvalid":
      return refused(400, answeredFieldMessages(locale, result.fieldErrors), answerIn(locale, result));
    case "TooManyAttempts":
      return refused(429, {}, answerIn(locale, result));
  }
}

const CONTACT_DETAILS = [
  { label: "phone", value: "+971 4 123 4567", href: "tel:+97141234567" },
  { label: "email", value: "support@glowuae.ae", href: "mailto:support@glowuae.ae" },
  { label: "address", value: null, href: null },
] as const;

const inputClass =
  "mt-1 w-full rounded-md border border-[var(--border)] bg-[var(--background)] px-3 py-2 text-sm text-[var(--foreground)] aria-[invalid=true]:border-red-600";

export default function ContactPage() {
  const { subject } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Partial<Record<keyof ContactValues, string>> = result?.errors ?? {};
  const values = result && !result.submitted ? result.values : null;
  const t = useT("contact");

  const field = (name: keyof ContactValues, label: string, control: (props: Record<string, unknown>) => JSX.Element) => {
    const id = `contact-${name}`;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {control({
          id,
          name,
          required: true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: inputClass,
        })}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <PageHero title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-xl font-semibold">
            {t("getInTouch")}
          </h2>
          <dl className="mt-4 grid gap-4">
            {CONTACT_DETAILS.map((detail) => (
              <div key={detail.label} className="rounded-xl border border-[var(--border)] p-4">
                <dt className="text-sm font-semibold">{t(detail.label)}</dt>
                <dd className="mt-1 text-sm">
                  {detail.href ? (
                    <a href={detail.href} className="text-brand-600 underline" dir="ltr">
                      {detail.value}
                    </a>
                  ) : (
                    <address className="not-italic">{t("officeAddress")}</address>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-[var(--muted-foreground)]">{t("supportHours")}</p>
        </section>

        <section aria-labelledby="form-heading" className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6">
          <h2 id="form-heading" className="text-xl font-semibold">
            {t("sendMessage")}
          </h2>
          {result?.submitted ? (
            <div
              role="status"
              className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
            >
              <p className="font-semibold">{t("sentTitle")}</p>
              <p>{result.notice}</p>
            </div>
          ) : result?.notice ? (
            <div
              role="alert"
              className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-semibold">{t("notSent")}</p>
              <p>{result.notice}</p>
            </div>
          ) : null}
          <Form method="post" className="mt-4 grid gap-4" aria-labelledby="form-heading">
            {field("name", t("name"), (props) => (
              <input type="text" autoComplete="name" defaultValue={values?.name ?? ""} maxLength={CONTACT_MAX_LENGTHS.name} {...props} />
            ))}
            {field("email", t("email"), (props) => (
              <input
                type="email"
                autoComplete="email"
                defaultValue={values?.email ?? ""}
                maxLength={CONTACT_MAX_LENGTHS.email}
                {...props}
              />
            ))}
            {field("subject", t("subject"), (props) => (
              <input type="text" defaultValue={values?.subject ?? subject} maxLength={CONTACT_MAX_LENGTHS.subject} {...props} />
            ))}
            {field("message", t("message"), (props) => (
              <textarea rows={6} defaultValue={values?.message ?? ""} maxLength={CONTACT_MAX_LENGTHS.message} {...props} />
            ))}
            <button type="submit" className="h-11 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
              {t("send")}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const SEND_CONTACT_MESSAGE_MUTATION = graphql(
  `
    mutation ContactPage($input: SendContactMessageInput!) {
      sendContactMessage(input: $input) {
        __typename
        ... on ContactMessageSent {
          message
          code
          params {
            name
            value
          }
        }
        ... on SendContactMessageInvalid {
          message
          code
          params {
            name
            value
          }
          fieldErrors {
            ...AnsweredFieldError
          }
        }
        ... on TooManyAttempts {
          message
          code
          params {
            name
            value
          }
        }
      }
    }
  `,
  [ANSWERED_FIELD_ERROR_FRAGMENT],
);
