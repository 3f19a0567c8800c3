/**
 * /admin/registrations (reviewers only; anyone else, signed in or not, gets the site's 404): the
 * pending business registrations, newest first, each with every submitted field, the logo, a
 * short-lived link to the trade licence, 'Approve' and 'Reject' with the reason the owner reads.
 * Both are plain form posts to this route's action (no JavaScript needed); the API decides who may.
 */
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { graphql } from "gql.tada";
import { Field } from "~/components/labelled-field";
import { CACHE } from "~/lib/cache";
import { requireForm, textField } from "~/lib/form-data.server";
import { runMutation, runQuery } from "~/lib/graphql.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { flashToast } from "~/lib/session.server";
import { REJECTION_REASON_MAX } from "../../graphql/modules/review/rules";

export const meta: MetaFunction = () => [{ title: "Business registrations — GlowUAE" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { registrationReviewQueue } = await runQuery(context, request, REVIEW_QUEUE_QUERY, {});
  // Not a reviewer (or signed out): the page does not exist for them.
  if (!registrationReviewQueue) throw notFound();
  return json({ registrations: registrationReviewQueue }, { headers: { "Cache-Control": CACHE.none } });
}

/** A refused decision: which registration, what was typed, and the message (beside the reason when it is the reason's). */
type ActionResult = { registrationId: string; reason: string; error: string; field?: "reason" };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await requireForm(request);
  const registrationId = textField(form, "registrationId");
  const intent = textField(form, "intent");
  const noStore = { "Cache-Control": CACHE.none };
  if (intent === "approve") {
    const providerType = textField(form, "providerType") === "CLINIC" ? "CLINIC" : "PARLOUR";
    const { approveRegistration: result } = await runMutation(context, request, APPROVE_MUTATION, {
      input: { registrationId, providerType },
    });
    switch (result.__typename) {
      case "RegistrationApproved": {
        const cookie = await flashToast(request, context, {
          title: "Registration Approved",
          description: `${result.provider.name} is now listed at /provider/${result.provider.id}.`,
        });
        return safeRedirect("/admin/registrations", { headers: { "Set-Cookie": cookie } });
      }
      case "RegistrationAlreadyReviewed":
        return json<ActionResult>({ registrationId, reason: "", error: result.message }, { status: 409, headers: noStore });
      default:
        throw notFound();
    }
  }
  if (intent === "reject") {
    const reason = textField(form, "reason");
    const { rejectRegistration: result } = await runMutation(context, request, REJECT_MUTATION, { input: { registrationId, reason } });
    switch (result.__typename) {
      case "RegistrationRejected": {
        const cookie = await flashToast(request, context, {
          title: "Registration Rejected",
          description: `${result.registration.businessName}: the owner will see your reason on their dashboard.`,
        });
        return safeRedirect("/admin/registrations", { headers: { "Set-Cookie": cookie } });
      }
      case "RejectRegistrationInvalid":
        return json<ActionResult>(
          { registrationId, reason, error: result.fieldErrors[0]?.message ?? result.message, field: "reason" },
          { status: 400, headers: noStore },
        );
      case "RegistrationAlreadyReviewed":
        return json<ActionResult>({ registrationId, reason, error: result.message }, { status: 409, headers: noStore });
      default:
        throw notFound();
    }
  }
  return json<ActionResult>({ registrationId, reason: "", error: "Please choose Approve or Reject." }, { status: 400, headers: noStore });
}

const submittedAt = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" });

export default function RegistrationsPage() {
  const { registrations } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("registrationId") : null;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Business registrations</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">
        Pending registrations, newest first. Approving one lists the business at once; a rejection's reason is shown to its owner.
      </p>
      {registrations.length === 0 ? (
        <p className="mt-8 rounded-lg border border-[var(--border)] p-6 text-center">No registrations are waiting for review.</p>
      ) : (
        <ul className="mt-8 space-y-6" aria-label="Pending registrations">
          {registrations.map((registration) => {
            const mine = refused?.registrationId === registration.id ? refused : undefined;
            const error = mine && !mine.field ? mine.error : undefined;
            const busy = busyWith === registration.id;
            const headingId = `registration-${registration.id}`;
            return (
              <li
                key={registration.id}
                className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6"
                aria-labelledby={headingId}
              >
                <div className="flex flex-wrap items-start gap-4">
                  {registration.logoUrl ? (
                    <img
                      src={registration.logoUrl}
                      alt={`Logo of ${registration.businessName}`}
                      width={80}
                      height={80}
                      className="h-20 w-20 rounded-lg border border-[var(--border)] object-contain"
                    />
                  ) : (
                    <p className="flex h-20 w-20 items-center justify-center rounded-lg border border-dashed border-[var(--border)] text-xs text-[var(--muted-foreground)]">
                      No logo
                    </p>
                  )}
                  <div className="min-w-0 flex-1">
                    <h2 id={headingId} className="text-xl font-semibold">
                      {registration.businessName}
                    </h2>
                    <p className="text-sm text-[var(--muted-foreground)]">
                      Submitted {submittedAt.format(new Date(registration.submittedAt))} (UAE time)
                    </p>
                  </div>
                </div>
                <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="font-medium">Type of business</dt>
                  <dd>{registration.businessType}</dd>
                  <dt className="font-medium">Address</dt>
                  <dd className="break-words">{registration.fullAddress}</dd>
                  <dt className="font-medium">Emirate</dt>
                  <dd>{registration.emirate}</dd>
                  <dt className="font-medium">Contact person</dt>
                  <dd className="break-words">{registration.contactPersonName}</dd>
                  <dt className="font-medium">Business email</dt>
                  <dd className="break-all">
                    <a className="underline" href={`mailto:${registration.businessEmail}`}>
                      {registration.businessEmail}
                    </a>
                  </dd>
                  <dt className="font-medium">Business phone</dt>
                  <dd>
                    <a className="underline" href={`tel:${registration.businessPhone}`}>
                      {registration.businessPhone}
                    </a>
                  </dd>
                  <dt className="font-medium">Description</dt>
                  <dd className="whitespace-pre-line break-words">{registration.shortDescription}</dd>
                  <dt className="font-medium">Trade licence</dt>
                  <dd>
                    <Link
                      className="text-brand-600 underline"
                      to={`/admin/registrations/${registration.id}/licence`}
                      reloadDocument
                      target="_blank"
                      rel="noreferrer"
                    >
                      Open the trade licence<span className="sr-only"> of {registration.businessName}</span> (opens in a new tab)
                    </Link>
                  </dd>
                </dl>
                {error ? (
                  <p role="alert" className="mt-4 rounded-md border border-red-600 p-3 text-sm font-medium text-red-700 dark:text-red-400">
                    {error}
                  </p>
                ) : null}
                <div className="mt-6 grid gap-4 md:grid-cols-2">
                  <Form method="post" className="grid content-start gap-3">
                    <input type="hidden" name="registrationId" value={registration.id} />
                    {registration.businessType === "Other" ? (
                      <Field id={`type-${registration.id}`} label="List as">
                        <select name="providerType" defaultValue="PARLOUR">
                          <option value="PARLOUR">Parlour</option>
                          <option value="CLINIC">Clinic</option>
                        </select>
                      </Field>
                    ) : null}
                    <button
                      type="submit"
                      name="intent"
                      value="approve"
                      disabled={busy}
                      className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                    >
                      Approve<span className="sr-only"> {registration.businessName}</span>
                    </button>
                  </Form>
                  <Form method="post" className="grid content-start gap-3">
                    <input type="hidden" name="registrationId" value={registration.id} />
                    <Field
                      id={`reason-${registration.id}`}
                      label="Reason for rejecting (the owner will read it)"
                      error={mine?.field === "reason" ? mine.error : undefined}
                      autoFocus={mine?.field === "reason"}
                    >
                      <textarea name="reason" rows={3} maxLength={REJECTION_REASON_MAX} required defaultValue={mine?.reason ?? ""} />
                    </Field>
                    <button
                      type="submit"
                      name="intent"
                      value="reject"
                      disabled={busy}
                      className="rounded-md border border-red-600 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 dark:text-red-400 dark:hover:bg-red-950"
                    >
                      Reject<span className="sr-only"> {registration.businessName}</span>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
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
      }
    }
  }
`);

const REJECT_MUTATION = graphql(`
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
        fieldErrors {
          field
          message
        }
      }
      ... on RegistrationAlreadyReviewed {
        message
      }
    }
  }
`);
