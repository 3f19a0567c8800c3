/**
 * /dashboard/offers/new: a Premium owner places an offer for one of their businesses (the
 * dashboard's 'Create Offer'; Premium's Offer Placement). The form is Conform's over the API's own
 * schema (app/lib/forms/offer-form.ts): with JavaScript it hints before sending; without, it posts to this
 * route's action (decision 021), which runs createOffer in-process, and after a refusal everything
 * typed comes back with each field's message. The API decides: plan, ownership and input.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { graphql } from "gql.tada";
import { OFFER_DESCRIPTION_MAX, OFFER_TITLE_MAX } from "../../graphql/modules/dashboard/offer-schema";
import { FormAlert } from "~/components/form-alert";
import { UpgradeCard } from "~/components/dashboard/upgrade-card";
import { Field } from "~/components/labelled-field";
import { ConsentBox, FormPage, SubmitButton } from "~/components/upload-form";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { useTranslateMessage } from "~/i18n/translate-message";
import { useT } from "~/i18n/use-t";
import { CACHE } from "~/lib/http/cache";
import { DASHBOARD_TOASTS, dashboardTabPath, NEW_OFFER_PATH, premiumFeatureToastFor } from "~/lib/dashboard/dashboard";
import { readForm, UNREADABLE_FORM_MESSAGE } from "~/lib/forms/form-data.server";
import { translatedResult } from "~/lib/forms/form-result.server";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { OFFER_FORM_FIELDS, offerFormSchema } from "~/lib/forms/offer-form";
import { pageHeaders } from "~/lib/http/page-headers";
import { hasPremium } from "~/lib/auth/premium";
import { messageTranslator } from "~/lib/forms/public-forms.server";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";
import { flashToast } from "~/lib/auth/session.server";
import type { CodedToast } from "~/lib/ui/toast";
import { answeredFieldErrors, answerIn, formatToast, refusalIn } from "~/i18n/coded-messages.server";
import { useRefusal } from "~/lib/forms/use-refusal";
import { requireViewer } from "~/lib/auth/viewer.server";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.dashboard.newOfferMetaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

const OFFERS_TAB = dashboardTabPath("offers");
const OFFER_CREATED: CodedToast = { title: { code: "OFFER_CREATED_TITLE" }, description: { code: "OFFER_CREATED" } };
/** The API's messages and the toasts in the page's language (the Premium Feature toast's words are the job form's). */
const translator = (locale: Locale) => messageTranslator(locale, "dashboard", "job");

/** Back to the dashboard's offers with a toast that says why (and is shown once). */
async function backToOffers({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">, toast: CodedToast) {
  const cookie = await flashToast(request, context, formatToast(context.locale, toast));
  return safeRedirect(OFFERS_TAB, { headers: { "Set-Cookie": cookie } });
}

/**
 * An owner's page: an account without an approved listing yet goes back to the dashboard with the
 * spec's 'Create Offer page coming soon!' (its button's own answer). A Basic account is told before
 * it types that placing offers is Premium's; the API refuses its post (kept, as every refusal).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const [viewer, { ownerDashboard }] = await Promise.all([
    requireViewer(request, context),
    runQuery(context, request, OFFER_PROVIDERS_QUERY, {}),
  ]);
  if (!ownerDashboard) throw safeRedirect(loginPathFor(NEW_OFFER_PATH));
  if (ownerDashboard.providers.length === 0) throw await backToOffers(args, DASHBOARD_TOASTS.createOfferSoon);
  return json(
    { providers: ownerDashboard.providers, premium: hasPremium(viewer.plan), i18n: messagesFor(context.locale, "dashboard") },
    { headers: { "Cache-Control": CACHE.none } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const translate = translator(context.locale);
  const form = await readForm(request);
  if (!form) throw new Response(UNREADABLE_FORM_MESSAGE, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const submission = parseWithZod(form, { schema: offerFormSchema });
  const refused = (status: number, options: Parameters<typeof submission.reply>[0] = {}, toast: CodedToast | null = null) =>
    json(
      {
        result: translatedResult(submission.reply(options), translate.message),
        toast: toast ? { id: crypto.randomUUID(), ...formatToast(context.locale, toast) } : null,
      },
      { status, headers: { "Cache-Control": CACHE.none } },
    );
  // The page's check first (the API's schema): the API would refuse the same, with the same words.
  if (submission.status !== "success") return refused(400);

  const { createOffer } = await runMutation(context, request, CREATE_OFFER_MUTATION, { input: submission.value });
  switch (createOffer.__typename) {
    case "OfferCreated":
      return backToOffers({ request, context }, OFFER_CREATED);
    case "NotSignedIn":
      throw safeRedirect(loginPathFor(NEW_OFFER_PATH));
    case "PremiumRequired":
      return refused(403, { formErrors: [answerIn(context.locale, createOffer)] }, premiumFeatureToastFor("createOffer"));
    case "NotAllowed":
      return refused(403, { fieldErrors: { providerId: [refusalIn(context.locale, createOffer)] } });
    case "CreateOfferInvalid":
      return refused(400, {
        formErrors: [answerIn(context.locale, createOffer)],
        fieldErrors: answeredFieldErrors(context.locale, createOffer.fieldErrors),
      });
  }
}

export default function NewOfferPage() {
  const { providers, premium } = useLoaderData<typeof loader>();
  // With JavaScript, focus goes to the first field at fault after the server refused (autoFocus does it without).
  const answer = useRefusal<typeof action>();
  const t = useT("dashboard");
  const translate = useTranslateMessage();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "create-offer",
    lastResult: answer?.result,
    defaultValue: { providerId: providers.length === 1 ? providers[0]!.id : "", active: "on" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offerFormSchema }),
  });
  const errorOf = (name: (typeof OFFER_FORM_FIELDS)[number]) => {
    const message = fields[name].errors?.[0];
    return message ? translate.message(message) : undefined;
  };
  const first = OFFER_FORM_FIELDS.find((name) => errorOf(name));
  const fieldProps = (name: (typeof OFFER_FORM_FIELDS)[number]) => ({ id: name, error: errorOf(name), autoFocus: first === name });
  const formError = form.errors?.[0];

  return (
    <FormPage back={{ to: OFFERS_TAB, label: t("backToOffers") }} title={t("newOfferTitle")} lead={t("newOfferLead")} toast={answer?.toast}>
      {premium ? null : <UpgradeCard alert />}
      <FormAlert message={formError && !first ? translate.message(formError) : undefined} />
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-8 grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:grid-cols-2 sm:p-8"
      >
        {providers.length === 1 ? (
          <input type="hidden" name={fields.providerId.name} value={providers[0]!.id} />
        ) : (
          <Field {...fieldProps("providerId")} label={t("offerBusiness")} wide>
            <select name={fields.providerId.name} required defaultValue={String(fields.providerId.initialValue ?? "")}>
              <option value="">{t("chooseBusiness")}</option>
              {providers.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        {providers.length === 1 && errorOf("providerId") ? <FormAlert message={errorOf("providerId")} /> : null}
        <Field {...fieldProps("title")} label={t("offerTitle")} wide>
          <input
            name={fields.title.name}
            type="text"
            required
            maxLength={OFFER_TITLE_MAX}
            defaultValue={String(fields.title.initialValue ?? "")}
          />
        </Field>
        <Field
          {...fieldProps("description")}
          label={t("offerDescription")}
          hint={t("offerDescriptionHint", { max: OFFER_DESCRIPTION_MAX })}
          wide
        >
          <textarea
            name={fields.description.name}
            rows={4}
            required
            maxLength={OFFER_DESCRIPTION_MAX}
            defaultValue={String(fields.description.initialValue ?? "")}
          />
        </Field>
        <ConsentBox {...fieldProps("active")} label={t("offerActive")} defaultChecked={fields.active.initialValue === "on"} />
        <SubmitButton busy={busy} label={t("createOffer")} busyLabel={t("creatingOffer")} />
      </Form>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

const OFFER_PROVIDERS_QUERY = graphql(`
  query NewOfferProviders {
    ownerDashboard {
      providers {
        id
        name
      }
    }
  }
`);

const CREATE_OFFER_MUTATION = graphql(
  `
    mutation DashboardCreateOffer($input: CreateOfferInput!) {
      createOffer(input: $input) {
        __typename
        ... on CreateOfferInvalid {
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
        ... on PremiumRequired {
          message
          code
          params {
            name
            value
          }
        }
        ... on NotAllowed {
          message
          messageCode
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
