/**
 * /developers/webhooks (signed-in accounts; issue 35, decision 072): add an endpoint (URL and events) and see its
 * signing secret once, list endpoints with their recent deliveries, send a test event, redeliver, delete (with a
 * confirmation), and a Node.js example that checks the signature. Every form works without JavaScript.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { FormAlert } from "~/components/form-alert";
import { useIntlLocale } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { EVENT_NAMES, EVENT_TYPES } from "~/lib/webhooks/event-types";
import { webhooksAction, webhooksLoader } from "./developers_.webhooks.server";
import type { WebhooksAnswer } from "./developers_.webhooks.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.webhooks.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const loader = (args: LoaderFunctionArgs) => webhooksLoader(args);
export const action = (args: ActionFunctionArgs) => webhooksAction(args);

const VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a string), before JSON.parse.
export function verifyGlowSignature(secret, rawBody, header, toleranceSeconds = 300) {
  const t = /(?:^|,)t=(\\d+)/.exec(header ?? "")?.[1];
  const signatures = [...(header ?? "").matchAll(/(?:^|,)v1=([0-9a-f]{64})/g)].map((m) => m[1]);
  if (!t || signatures.length === 0) return false;
  if (Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest();
  return signatures.some((v1) => timingSafeEqual(expected, Buffer.from(v1, "hex")));
}

// verifyGlowSignature(process.env.GLOW_WEBHOOK_SECRET, rawBody, request.headers["glow-signature"])`;

const button = "rounded-md px-3 py-1.5 text-sm font-semibold border border-[var(--border)] hover:bg-[var(--muted)]";

export default function WebhooksPage() {
  const { endpoints } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as WebhooksAnswer | undefined;
  const t = useT("webhooks");
  const when = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" });
  const refused = answer && "refused" in answer ? answer.refused : null;
  const typed = refused?.intent === "add" ? refused.values : { url: "", events: ["BOOKING_CREATED"] };
  const created = answer && "created" in answer ? answer.created : null;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("lead")}</p>

      {/* A refusal about something not listed here (a delivery, or an endpoint that is not the account's). */}
      <FormAlert
        message={
          refused && refused.intent !== "add" && !endpoints.some((endpoint) => endpoint.id === refused.id)
            ? (refused.error ?? undefined)
            : undefined
        }
      />
      {created ? (
        <div role="status" className="mt-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6">
          <h2 className="text-xl font-semibold">{t("secretTitle")}</h2>
          <p className="mt-1 text-sm">{t("secretLead")}</p>
          <p className="mt-2 text-sm break-all" dir="ltr">
            {created.url}
          </p>
          <code className="mt-2 block rounded bg-[var(--muted)] p-3 font-mono text-sm break-all" dir="ltr" data-testid="webhook-secret">
            {created.secret}
          </code>
        </div>
      ) : null}

      <Form method="post" className="mt-8 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6" aria-labelledby="add-webhook">
        <h2 id="add-webhook" className="text-xl font-semibold">
          {t("addTitle")}
        </h2>
        <input type="hidden" name="intent" value="add" />
        <FormAlert message={refused?.intent === "add" ? (refused.error ?? undefined) : undefined} />
        <label className="mt-4 block text-sm font-medium" htmlFor="webhook-url">
          {t("url")}
        </label>
        <input
          id="webhook-url"
          name="url"
          type="url"
          required
          maxLength={2000}
          dir="ltr"
          defaultValue={typed.url}
          aria-describedby="webhook-url-hint webhook-url-error"
          aria-invalid={refused?.fieldErrors.url ? true : undefined}
          className="mt-1 w-full rounded-md border border-[var(--border)] px-3 py-2"
        />
        <p id="webhook-url-hint" className="text-xs text-[var(--muted-foreground)]">
          {t("urlHint")}
        </p>
        {refused?.fieldErrors.url ? (
          <p id="webhook-url-error" className="text-sm text-red-700">
            {refused.fieldErrors.url}
          </p>
        ) : null}
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">{t("events")}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-3">
            {EVENT_TYPES.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm" dir="ltr">
                <input type="checkbox" name="events" value={event} defaultChecked={typed.events.includes(event)} />
                {EVENT_NAMES[event]}
              </label>
            ))}
          </div>
          {refused?.fieldErrors.events ? <p className="text-sm text-red-700">{refused.fieldErrors.events}</p> : null}
        </fieldset>
        <button type="submit" className="bg-brand-600 hover:bg-brand-700 mt-4 rounded-md px-4 py-2 text-sm font-semibold text-white">
          {t("add")}
        </button>
      </Form>

      <h2 className="mt-10 text-2xl font-semibold">{t("listTitle")}</h2>
      {endpoints.length === 0 ? <p className="mt-4">{t("none")}</p> : null}
      <ul className="mt-4 space-y-6">
        {endpoints.map((endpoint) => (
          <li key={endpoint.id} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6">
            <h3 className="font-mono text-lg break-all" dir="ltr">
              {endpoint.url}
            </h3>
            <p className="text-sm text-[var(--muted-foreground)]" dir="ltr">
              {endpoint.events.map((event) => EVENT_NAMES[event]).join(", ")}
            </p>
            <p className="text-sm text-[var(--muted-foreground)]">
              {t("when")}: {when.format(new Date(endpoint.createdAt))}
            </p>
            <FormAlert message={refused && refused.id === endpoint.id ? (refused.error ?? undefined) : undefined} />
            <div className="mt-3 flex flex-wrap items-start gap-3">
              <Form method="post">
                <input type="hidden" name="intent" value="test" />
                <input type="hidden" name="id" value={endpoint.id} />
                <button type="submit" className={button}>
                  {t("sendTest")}
                </button>
              </Form>
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={endpoint.id} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="confirm" value="yes" required />
                  {t("confirmDelete")}
                </label>
                <button type="submit" className={`${button} text-red-700`}>
                  {t("delete")}
                </button>
              </Form>
            </div>
            <h4 className="mt-4 font-semibold">{t("deliveries")}</h4>
            {endpoint.recentDeliveries.length === 0 ? (
              <p className="text-sm">{t("noDeliveries")}</p>
            ) : (
              <table className="mt-2 w-full text-sm">
                <thead>
                  <tr className="text-start">
                    <th className="text-start">{t("type")}</th>
                    <th className="text-start">{t("state")}</th>
                    <th className="text-start">{t("attempts")}</th>
                    <th className="text-start">{t("lastStatus")}</th>
                    <th className="text-start">{t("when")}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {endpoint.recentDeliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td dir="ltr">{delivery.type}</td>
                      <td>{t(delivery.state === "DELIVERED" ? "delivered" : delivery.state === "FAILED" ? "failed" : "pending")}</td>
                      <td>{delivery.attempts}</td>
                      <td>{delivery.lastStatus ?? "—"}</td>
                      <td>{when.format(new Date(delivery.createdAt))}</td>
                      <td>
                        <Form method="post">
                          <input type="hidden" name="intent" value="redeliver" />
                          <input type="hidden" name="id" value={delivery.id} />
                          <button type="submit" className={button}>
                            {t("redeliver")}
                          </button>
                        </Form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-semibold">{t("verifyTitle")}</h2>
      <p className="mt-2" dir="auto">
        {t("verifyLead")}
      </p>
      <pre className="mt-3 overflow-x-auto rounded-lg bg-[var(--muted)] p-4 text-sm" dir="ltr">
        <code>{VERIFY_EXAMPLE}</code>
      </pre>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
