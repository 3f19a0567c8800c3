/**
 * /admin/registrations (reviewers only; anyone else, signed in or not, gets the site's 404): the
 * pending business registrations, newest first, each with every submitted field, the logo, a
 * short-lived link to the trade licence, 'Approve' and 'Reject' with the reason the owner reads.
 * Both are plain form posts to this route's action (no JavaScript needed); the API decides who may.
 */
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { Fragment, type ReactNode } from "react";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/labelled-field";
import { CACHE } from "~/lib/http/cache";
import { useRefusal } from "~/lib/forms/use-refusal";
import { requireForm, textField } from "~/lib/forms/form-data.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { flashToast } from "~/lib/auth/session.server";
import { REJECTION_REASON_MAX } from "../../graphql/modules/review/rules";
import { PROVIDER_TYPES } from "../../graphql/shared/vocabulary";
import { interpolate } from "~/i18n/define";
import { messagesFor } from "~/i18n/messages.server";
import { answerIn, formatMessage, type AnsweredMessage } from "~/i18n/coded-messages.server";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";
import { useT, useVocabulary, type Translate } from "~/i18n/use-t";
import { useIntlLocale } from "~/i18n/use-dates";
import { fixedImage } from "~/lib/listings/responsive-image";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { LicenceReview } from "~/components/admin/licence-review";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.admin.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { registrationReviewQueue, healthLicenceReviewQueue } = await runQuery(context, request, REVIEW_QUEUE_QUERY, {});
  // Not a reviewer (or signed out): the page does not exist for them.
  if (!registrationReviewQueue) throw notFound();
  return json(
    { registrations: registrationReviewQueue, licences: healthLicenceReviewQueue ?? [], i18n: messagesFor(context.locale, "admin") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

/** A refused decision: which registration, what was typed, and the message (beside the reason when it is the reason's). */
type ActionResult = { registrationId: string; reason: string; error: string; field?: "reason" };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await requireForm(request);
  const registrationId = textField(form, "registrationId");
  const intent = textField(form, "intent");
  const texts = messagesFor(context.locale, "admin").admin;
  /** Back to the queue with the decision's toast. */
  const decided = async (title: string, description: string) => {
    const cookie = await flashToast(request, context, { title, description });
    return safeRedirect("/admin/registrations", { headers: { "Set-Cookie": cookie } });
  };
  /** A refused decision, the API's message in the page's language by its code. */
  const refused = (status: number, answer: AnsweredMessage | string, reason = "", field?: "reason") =>
    json<ActionResult>(
      {
        registrationId,
        reason,
        error: typeof answer === "string" ? answer : answerIn(context.locale, answer),
        ...(field ? { field } : {}),
      },
      { status, headers: { "Cache-Control": CACHE.none } },
    );
  if (intent === "approve") {
    const providerType = textField(form, "providerType") === "CLINIC" ? "CLINIC" : "PARLOUR";
    const { approveRegistration: result } = await runMutation(context, request, APPROVE_MUTATION, {
      input: { registrationId, providerType },
    });
    switch (result.__typename) {
      case "RegistrationApproved": {
        const { name, id } = result.provider;
        return decided(texts.approvedTitle, interpolate(texts.approvedText, { name, path: `/provider/${id}` }));
      }
      case "RegistrationAlreadyReviewed":
        return refused(409, result);
      default:
        throw notFound();
    }
  }
  if (intent === "reject") {
    const reason = textField(form, "reason");
    const { rejectRegistration: result } = await runMutation(context, request, REJECT_MUTATION, { input: { registrationId, reason } });
    switch (result.__typename) {
      case "RegistrationRejected":
        return decided(texts.rejectedTitle, interpolate(texts.rejectedText, { name: result.registration.businessName }));
      case "RejectRegistrationInvalid":
        return refused(400, result.fieldErrors[0] ?? result, reason, "reason");
      case "RegistrationAlreadyReviewed":
        return refused(409, result, reason);
      default:
        throw notFound();
    }
  }
  if (intent === "verify-licence") {
    const { verifyHealthLicence: result } = await runMutation(context, request, VERIFY_LICENCE_MUTATION, {
      input: { providerId: textField(form, "providerId") },
    });
    switch (result.__typename) {
      case "HealthLicenceSaved":
        return decided(texts.licenceVerifiedTitle, answerIn(context.locale, result));
      case "HealthLicenceRefused":
        return refused(409, result);
      default:
        throw notFound();
    }
  }
  return refused(400, formatMessage(context.locale, "REVIEW_DECISION_REQUIRED"));
}

export default function RegistrationsPage() {
  const { registrations, licences } = useLoaderData<typeof loader>();
  const refused = useRefusal<typeof action>();
  const navigation = useNavigation();
  const t = useT("admin");
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("registrationId") : null;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("lead")}</p>
      {registrations.length === 0 ? (
        <p className="mt-8 rounded-lg border border-[var(--border)] p-6 text-center">{t("none")}</p>
      ) : (
        <ul className="mt-8 space-y-6" aria-label={t("pending")}>
          {registrations.map((registration) => (
            <RegistrationCard
              key={registration.id}
              registration={registration}
              refused={refused?.registrationId === registration.id ? refused : undefined}
              busy={busyWith === registration.id}
              t={t}
            />
          ))}
        </ul>
      )}
      {refused && !refused.registrationId ? <FormAlert message={refused.error} /> : null}
      <LicenceReview
        clinics={licences}
        busyWith={navigation.state === "submitting" ? String(navigation.formData?.get("providerId") ?? "") : null}
        t={t}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

type Registration = ResultOf<typeof REVIEW_QUEUE_QUERY>["registrationReviewQueue"] & {} extends (infer Item)[] ? Item : never;

function RegistrationCard({
  registration,
  refused,
  busy,
  t,
}: {
  registration: Registration;
  refused: ActionResult | undefined;
  busy: boolean;
  t: Translate<"admin">;
}) {
  const vocabulary = useVocabulary();
  const submittedAt = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" });
  const headingId = `registration-${registration.id}`;
  const name = registration.businessName;
  const details: [label: string, value: ReactNode, className?: string][] = [
    [t("businessType"), vocabulary(registration.businessType)],
    [t("address"), registration.fullAddress, "break-words"],
    [t("emirate"), vocabulary(registration.emirate)],
    [t("contactPerson"), registration.contactPersonName, "break-words"],
    [
      t("businessEmail"),
      <a key="email" className="underline" href={`mailto:${registration.businessEmail}`}>
        {registration.businessEmail}
      </a>,
      "break-all",
    ],
    [
      t("businessPhone"),
      <a key="phone" className="underline" href={`tel:${registration.businessPhone}`} dir="ltr">
        {registration.businessPhone}
      </a>,
    ],
    [t("description"), registration.shortDescription, "whitespace-pre-line break-words"],
    [
      t("tradeLicence"),
      <Link
        key="licence"
        className="text-brand-600 underline"
        to={`/admin/registrations/${registration.id}/licence`}
        reloadDocument
        target="_blank"
        rel="noreferrer"
      >
        {t("openLicence")}
        <span className="sr-only">{t("licenceOf", { name })}</span>
        {t("newTab")}
      </Link>,
    ],
  ];
  // A clinic's health licence, beside its trade licence: it becomes the listing's on approval, awaiting verification.
  if (registration.healthLicenceNumber) {
    const permit = registration.advertisingPermit ? ` · ${registration.advertisingPermit}` : "";
    details.push([
      t("healthLicence"),
      <span key="health" dir="ltr" data-health-licence>
        {`${registration.healthAuthority} · ${registration.healthLicenceNumber} · ${registration.healthLicenceExpiresOn}${permit}`}
      </span>,
    ]);
  }
  return (
    <li className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start gap-4">
        {registration.logoUrl ? (
          <img
            {...fixedImage(registration.logoUrl, 80)}
            alt={t("logoOf", { name })}
            width={80}
            height={80}
            className="h-20 w-20 rounded-lg border border-[var(--border)] object-contain"
          />
        ) : (
          <p className="flex h-20 w-20 items-center justify-center rounded-lg border border-dashed border-[var(--border)] text-xs text-[var(--muted-foreground)]">
            {t("noLogo")}
          </p>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="break-words text-xl font-semibold">
            {name}
          </h2>
          <p className="text-sm text-[var(--muted-foreground)]">
            {t("submitted", { date: submittedAt.format(new Date(registration.submittedAt)) })}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {details.map(([label, value, className]) => (
          <Fragment key={label}>
            <dt className="font-medium">{label}</dt>
            <dd className={className}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <FormAlert message={refused && !refused.field ? refused.error : undefined} />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <DecisionForm registration={registration} intent="approve" label={t("approve")} busy={busy}>
          {registration.businessType === "Other" ? (
            <Field id={`type-${registration.id}`} label={t("listAs")}>
              <select name="providerType" defaultValue="PARLOUR">
                {PROVIDER_TYPES.map((type) => (
                  <option key={type} value={type.toUpperCase()}>
                    {vocabulary(type)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
        </DecisionForm>
        <DecisionForm registration={registration} intent="reject" label={t("reject")} busy={busy}>
          <Field
            id={`reason-${registration.id}`}
            label={t("reason")}
            error={refused?.field === "reason" ? refused.error : undefined}
            autoFocus={refused?.field === "reason"}
          >
            <textarea name="reason" rows={3} maxLength={REJECTION_REASON_MAX} required defaultValue={refused?.reason ?? ""} />
          </Field>
        </DecisionForm>
      </div>
    </li>
  );
}

const DECISION_BUTTONS = {
  approve: "bg-brand-600 text-white hover:bg-brand-700",
  reject: "border border-red-600 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950",
} as const;

/** 'Approve' or 'Reject' with its fields: a plain form post to this route's action. */
function DecisionForm({
  registration,
  intent,
  label,
  busy,
  children,
}: {
  registration: Registration;
  intent: keyof typeof DECISION_BUTTONS;
  label: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="grid content-start gap-3">
      <input type="hidden" name="registrationId" value={registration.id} />
      {children}
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={`rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60 ${DECISION_BUTTONS[intent]}`}
      >
        {label}
        <span className="sr-only"> {registration.businessName}</span>
      </button>
    </Form>
  );
}

const REVIEW_QUEUE_QUERY = graphql(`
  query AdminRegistrationQueue {
    registrationReviewQueue {
      id
      businessName
      businessType
      fullAddress
      emirate
      contactPersonName
      businessEmail
      businessPhone
      shortDescription
      logoUrl
      submittedAt
      healthAuthority
      healthLicenceNumber
      healthLicenceExpiresOn
      advertisingPermit
    }
    healthLicenceReviewQueue {
      id
      name
      emirate
      healthLicence {
        authority
        number
        expiresOn
        advertisingPermit
        status
      }
    }
  }
`);

const VERIFY_LICENCE_MUTATION = graphql(`
  mutation AdminVerifyLicence($input: VerifyHealthLicenceInput!) {
    verifyHealthLicence(input: $input) {
      __typename
      ... on HealthLicenceSaved {
        message
        code
        params {
          name
          value
        }
      }
      ... on HealthLicenceRefused {
        message
        code
        params {
          name
          value
        }
      }
    }
  }
`);

const APPROVE_MUTATION = graphql(`
  mutation AdminApproveRegistration($input: ApproveRegistrationInput!) {
    approveRegistration(input: $input) {
      __typename
      ... on RegistrationApproved {
        provider {
          id
          name
        }
      }
      ... on RegistrationAlreadyReviewed {
        message
        code
        params {
          name
          value
        }
      }
    }
  }
`);

const REJECT_MUTATION = graphql(
  `
    mutation AdminRejectRegistration($input: RejectRegistrationInput!) {
      rejectRegistration(input: $input) {
        __typename
        ... on RegistrationRejected {
          registration {
            businessName
          }
        }
        ... on RejectRegistrationInvalid {
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
        ... on RegistrationAlreadyReviewed {
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
