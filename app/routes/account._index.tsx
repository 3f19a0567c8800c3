/**
 * /account (signed-in accounts only): the person's rights over their data (UAE PDPL, decision 058):
 * download a copy of it, or delete the account (the action: account._index.server.ts).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { DeleteAccountForm } from "~/components/account/delete-account-form";
import { PRIMARY_BUTTON } from "~/components/account-emails/account-card";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { requireViewer } from "~/lib/auth/viewer.server";
import { CACHE } from "~/lib/http/cache";
import { pageHeaders } from "~/lib/http/page-headers";
import { useRefusal } from "~/lib/forms/use-refusal";
import { deleteAccountAction } from "./account._index.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n.dataRights.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  return json({ email: viewer.email, i18n: messagesFor(context.locale, "dataRights") }, { headers: { "Cache-Control": CACHE.none } });
}

export const action = (args: ActionFunctionArgs) => deleteAccountAction(args);

export default function AccountPage() {
  const { email } = useLoaderData<typeof loader>();
  const t = useT("dataRights");
  const refusal = useRefusal<typeof action>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="account-heading">
      <h1 id="account-heading" className="text-3xl font-bold">
        {t("heading")}
      </h1>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("lead")}</p>
      <p className="mt-2 break-all text-sm">{t("signedInAs", { email })}</p>
      <section aria-labelledby="download-heading" className="mt-8 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 sm:p-6">
        <h2 id="download-heading" className="text-xl font-semibold">
          {t("downloadHeading")}
        </h2>
        <p className="mt-2 text-[var(--muted-foreground)]">{t("downloadText")}</p>
        {/* A document request, not a client navigation: the answer is a file to save. */}
        <Link to="/account/data.json" reloadDocument download className={`${PRIMARY_BUTTON} sm:w-auto`}>
          {t("download")}
        </Link>
      </section>
      <DeleteAccountForm lastResult={refusal?.result} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
