/**
 * /developers (signed-in accounts; issue #35): the partner API's guide (quick start, authentication, quotas,
 * webhooks, changelog) and the account's key manager: create a key (shown once), list, revoke after a
 * confirm step. Plain forms: everything works without JavaScript (developers.server.ts).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PRIMARY_BUTTON } from "~/components/account-emails/account-card";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { useCalendarDate } from "~/i18n/use-dates";
import { useT } from "~/i18n/use-t";
import { useRefusal } from "~/lib/forms/use-refusal";
import { pageHeaders } from "~/lib/http/page-headers";
import { developersAction, developersLoader, type DevelopersActionData } from "./developers.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n.developers.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export const loader = (args: LoaderFunctionArgs) => developersLoader(args);
export const action = (args: ActionFunctionArgs) => developersAction(args);

const EXAMPLE = `curl https://glowuae.example/graphql \\
  -H "Authorization: Bearer glow_test_…" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ provider(id: \\"glamour-spot\\") { name } }"}'`;

const SECTION = "mt-8 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 sm:p-6";

export default function DevelopersPage() {
  const { email, apiKeys, confirming } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>() as DevelopersActionData | undefined;
  const t = useT("developers");
  const date = useCalendarDate();
  const created = answer?.intent === "create" ? answer.created : null;
  const createAnswer = answer?.intent === "create" ? answer : null;
  const values = createAnswer?.values ?? { name: "", mode: "TEST", scopes: ["READ"] };
  const errorsOf = (field: string) => createAnswer?.fieldErrors[field] ?? [];
  const day = (iso: string) => date(iso.slice(0, 10), "long");
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="developers-heading">
      <h1 id="developers-heading" className="text-3xl font-bold">
        {t("heading")}
      </h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("lead")}</p>

      <section aria-labelledby="quick-start" className={SECTION}>
        <h2 id="quick-start" className="text-xl font-semibold">
          {t("quickStartHeading")}
        </h2>
        <p className="mt-2">{t("quickStartText", { endpoint: "/graphql" })}</p>
        <pre dir="ltr" className="mt-3 overflow-x-auto rounded-lg bg-stone-900 p-3 text-sm text-stone-50">
          <code>{EXAMPLE}</code>
        </pre>
      </section>

      <section aria-labelledby="authentication" className={SECTION}>
        <h2 id="authentication" className="text-xl font-semibold">
          {t("authHeading")}
        </h2>
        <p className="mt-2">{t("authText")}</p>
        <p className="mt-2">{t("modesText")}</p>
      </section>

      <section aria-labelledby="quotas" className={SECTION}>
        <h2 id="quotas" className="text-xl font-semibold">
          {t("quotasHeading")}
        </h2>
        <p className="mt-2">{t("quotasText")}</p>
      </section>

      <section aria-labelledby="webhooks" className={SECTION}>
        <h2 id="webhooks" className="text-xl font-semibold">
          {t("webhooksHeading")}
        </h2>
        <p className="mt-2">
          {t("webhooksText")}{" "}
          <Link to="/developers/webhooks" className="underline">
            {t("webhooksLink")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="changelog" className={SECTION}>
        <h2 id="changelog" className="text-xl font-semibold">
          {t("changelogHeading")}
        </h2>
        <ul className="mt-2 list-disc ps-5">
          <li>{t("changelog1")}</li>
          <li>{t("changelog2")}</li>
        </ul>
      </section>

      <section aria-labelledby="api-keys" className={SECTION}>
        <h2 id="api-keys" className="text-xl font-semibold">
          {t("keysHeading")}
        </h2>
        <p className="mt-2 break-all text-sm">{t("keysLead", { email })}</p>

        {created ? (
          <div role="status" className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4 text-stone-900">
            <h3 className="font-semibold">
              {t("createdHeading")}: {created.name}
            </h3>
            <p className="mt-1 text-sm">{t("copyHint")}</p>
            <input
              readOnly
              dir="ltr"
              aria-label={t("createdHeading")}
              value={created.key}
              className="mt-2 w-full rounded border px-2 py-1 font-mono text-sm"
            />
          </div>
        ) : null}
        {answer?.intent === "revoke" && answer.revoked ? (
          <p role="status" className="mt-4">
            {answer.revoked}
          </p>
        ) : null}
        {answer?.formError ? (
          <p role="alert" className="mt-4 text-red-700">
            {answer.formError}
          </p>
        ) : null}

        {confirming ? (
          <Form method="post" action="/developers" className="mt-4 rounded-lg border border-red-300 p-4">
            <h3 className="font-semibold">{t("confirmHeading", { name: confirming.name })}</h3>
            <p className="mt-1 text-sm">{t("confirmText")}</p>
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="id" value={confirming.id} />
            <div className="mt-3 flex gap-3">
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-white">
                {t("confirmRevoke")}
              </button>
              <Link to="/developers" className="px-4 py-2 underline">
                {t("cancel")}
              </Link>
            </div>
          </Form>
        ) : null}

        {apiKeys.length === 0 ? (
          <p className="mt-4">{t("noKeys")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead>
                <tr>
                  <th className="p-2 text-start">{t("keyName")}</th>
                  <th className="p-2 text-start">{t("keyPrefix")}</th>
                  <th className="p-2 text-start">{t("keyMode")}</th>
                  <th className="p-2 text-start">{t("keyScopes")}</th>
                  <th className="p-2 text-start">{t("keyCreated")}</th>
                  <th className="p-2 text-start">{t("keyLastUsed")}</th>
                  <th className="p-2 text-start">{t("keyStatus")}</th>
                </tr>
              </thead>
              <tbody>
                {apiKeys.map((key) => (
                  <tr key={key.id} className="border-t border-[var(--border)]">
                    <td className="p-2">{key.name}</td>
                    <td className="p-2 font-mono" dir="ltr">{`${key.prefix}…`}</td>
                    <td className="p-2">{key.mode}</td>
                    <td className="p-2" dir="ltr">
                      {key.scopes.join(", ")}
                    </td>
                    <td className="p-2">{day(key.createdAt)}</td>
                    <td className="p-2">{key.lastUsedAt ? day(key.lastUsedAt) : t("never")}</td>
                    <td className="p-2">
                      {key.revokedAt ? (
                        t("revokedOn", { date: day(key.revokedAt) })
                      ) : (
                        <>
                          {t("active")}{" "}
                          <Link to={`/developers?revoke=${encodeURIComponent(key.id)}`} className="underline">
                            {t("revoke")}
                          </Link>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        <Form method="post" action="/developers" className="mt-6" aria-labelledby="new-key">
          <h3 id="new-key" className="text-lg font-semibold">
            {t("newKeyHeading")}
          </h3>
          <input type="hidden" name="intent" value="create" />
          <label className="mt-3 block">
            <span className="block font-medium">{t("nameLabel")}</span>
            <input
              name="name"
              defaultValue={values.name}
              maxLength={60}
              required
              aria-invalid={errorsOf("name").length > 0 || undefined}
              aria-describedby="name-hint"
              className="mt-1 w-full rounded border px-2 py-1"
            />
            <span id="name-hint" className="block text-sm text-[var(--muted-foreground)]">
              {t("nameHint")}
            </span>
            {errorsOf("name").map((error) => (
              <span key={error} className="block text-sm text-red-700">
                {error}
              </span>
            ))}
          </label>
          <fieldset className="mt-3">
            <legend className="font-medium">{t("modeLabel")}</legend>
            {(["TEST", "LIVE"] as const).map((mode) => (
              <label key={mode} className="me-4 inline-flex items-center gap-2">
                <input type="radio" name="mode" value={mode} defaultChecked={values.mode === mode} />
                {t(mode === "TEST" ? "modeTest" : "modeLive")}
              </label>
            ))}
          </fieldset>
          <fieldset className="mt-3" aria-invalid={errorsOf("scopes").length > 0 || undefined}>
            <legend className="font-medium">{t("scopesLabel")}</legend>
            {(["READ", "BOOK", "WEBHOOKS"] as const).map((scope) => (
              <label key={scope} className="block">
                <input type="checkbox" name="scopes" value={scope} defaultChecked={values.scopes.includes(scope)} className="me-2" />
                {t(scope === "READ" ? "scopeRead" : scope === "BOOK" ? "scopeBook" : "scopeWebhooks")}
              </label>
            ))}
            {errorsOf("scopes").map((error) => (
              <span key={error} className="block text-sm text-red-700">
                {error}
              </span>
            ))}
          </fieldset>
          <button type="submit" className={`${PRIMARY_BUTTON} mt-4 sm:w-auto`}>
            {t("create")}
          </button>
        </Form>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
