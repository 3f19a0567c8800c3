/**
 * /dashboard/listing/{providerId}: the owner edits their own listing (issue 17): about text, contact,
 * opening hours, address and map position; photos (add, move, remove; at most 10); services (add,
 * edit, remove). Every form posts to this route's action without JavaScript (decision 021), which runs
 * the API's mutation; the API checks the owner and the input. Anyone but the owner gets a 404.
 */ import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { LicenceForm } from "~/components/dashboard/listing/licence-form";
import { PhotosSection } from "~/components/dashboard/listing/photos-section";
import { ProfileForm } from "~/components/dashboard/listing/profile-form";
import { ServicesSection } from "~/components/dashboard/listing/services-section";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { useT } from "~/i18n/use-t";
import { pageHeaders } from "~/lib/http/page-headers";
import { useRefusal } from "~/lib/forms/use-refusal";
import { answerListingEdit, loadListingEditor } from "./dashboard.listing.$providerId.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data?.i18n?.listing.metaTitle },
  { name: "robots", content: "noindex" },
]);

export const headers = pageHeaders;

export const loader = loadListingEditor;

export const action = answerListingEdit;

export default function EditListingPage() {
  const { provider, areas, checks, licence } = useLoaderData<typeof loader>();
  const refused = useRefusal<typeof action>();
  const t = useT("listing");
  const busy = useNavigation().state === "submitting";
  const mine = (formName: string) => (refused?.form === formName ? refused : undefined);
  const [introBefore, introAfter] = [t("introBefore", { name: provider.name }), t("introAfter")];

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to="/dashboard/provider?tab=settings" className="text-brand-600 underline">
          {t("backToDashboard")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 break-words text-[var(--muted-foreground)]">
        {introBefore}
        <Link to={`/provider/${provider.id}`} className="text-brand-600 underline">
          {t("yourPage")}
        </Link>
        {introAfter}
      </p>

      <p className="mt-4">
        <Link to={`/dashboard/listing/${provider.id}/hours`} className="font-medium text-brand-600 underline">
          {t("hoursLink")}
        </Link>
      </p>
      <p className="mt-2">
        <Link to={`/dashboard/listing/${provider.id}/reviews`} className="font-medium text-brand-600 underline">
          {t("reviewsLink")}
        </Link>
      </p>

      <ProfileForm provider={provider} areas={areas} refused={mine("profile")} checks={checks.profile} busy={busy} t={t} />
      {licence ? <LicenceForm licence={licence} refused={mine("licence")} checks={checks.licence} busy={busy} t={t} /> : null}
      <PhotosSection
        provider={provider}
        refusedList={mine("photos")}
        refusedAdd={mine("add-photo")}
        checks={checks.photo}
        maxPhotos={checks.maxPhotos}
        busy={busy}
        t={t}
      />
      <ServicesSection provider={provider} mine={mine} checks={checks.service} busy={busy} t={t} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
