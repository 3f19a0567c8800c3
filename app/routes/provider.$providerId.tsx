import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  useActionData,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useRef } from "react";
import { BookingPanel, type BookingActionResult } from "~/components/provider/booking/booking-panel";
import { ImageCarousel } from "~/components/provider/image-carousel";
import { OpeningHours } from "~/components/provider/opening-hours";
import { LinkedTabs } from "~/components/linked-tabs";
import { Rating } from "~/components/rating";
import { ReviewList } from "~/components/provider/review-list";
import { NotFoundNotice } from "~/components/not-found-notice";
import { mapEmbedUrl, PROVIDER_TABS } from "~/lib/booking/booking";
import { isNetworkFailure, NETWORK_FAILURE } from "~/lib/api/network-failure";
import { detailMeta } from "~/lib/listings/detail-page";
import { pageHeaders } from "~/lib/http/page-headers";
import { isLiveAddressChange } from "~/lib/ui/live-address";
import { interpolate } from "~/i18n/define";
import { useT, useVocabulary } from "~/i18n/use-t";
import { fixedImage } from "~/lib/listings/responsive-image";
import { NameAndNote } from "~/components/name-and-note";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { answerBookingPost, loadProviderPage } from "./provider.$providerId.server";

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => {
  // After a load that failed on the network (see clientLoader) the page keeps its title.
  if (data && "loadFailed" in data && typeof document !== "undefined") return [{ title: document.title }];
  const provider = data?.provider;
  const texts = data?.i18n?.provider;
  const head = detailMeta(
    texts?.notFoundTitle,
    provider && {
      title: interpolate(texts?.title ?? "", { name: provider.name, type: provider.type, location: provider.location }),
      text: provider.about,
    },
  );
  // schema.org for search engines and partners: the place and its opening hours (issue #30).
  return data && "jsonLd" in data ? [...head, { "script:ld+json": data.jsonLd }] : head;
});

export const headers = pageHeaders;

export const loader = (args: LoaderFunctionArgs) => loadProviderPage(args);

export const action = (args: ActionFunctionArgs) => answerBookingPost(args);

const TAB_LABELS = { book: "tabBook", services: "tabServices", about: "tabAbout", location: "tabLocation" } as const;

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

/**
 * In the browser: a load that fails on the network (a date change on a bad connection) keeps the page
 * and says so, instead of replacing it with the error page. Errors the server answered still throw.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (error instanceof Response || (error instanceof Error && error.name === "AbortError")) throw error;
    return { loadFailed: true as const };
  }
}

/** In the browser: a booking request that never got an answer becomes a result the page offers Retry for. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return NETWORK_FAILURE;
  }
}

// Nothing changed on the server when the request never arrived: keep the times (and the page's key).
// Choosing a tab only writes it into the address (LinkedTabs): no loader either.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, nextUrl, defaultShouldRevalidate }) =>
  isNetworkFailure(actionResult) || isLiveAddressChange(nextUrl) ? false : defaultShouldRevalidate;

/** The page's data; after a failed load, the last data that arrived, marked as such. */
function usePageData(): PageData & { loadFailed: boolean } {
  const fresh = useLoaderData<typeof clientLoader>() as PageData | { loadFailed: true };
  const lastGood = useRef<PageData | null>(null);
  if (!("loadFailed" in fresh)) {
    lastGood.current = fresh;
    return { ...fresh, loadFailed: false };
  }
  return { ...(lastGood.current as PageData), loadFailed: true };
}

export default function ProviderPage() {
  const data = usePageData();
  const actionResult = useActionData<typeof action>() as BookingActionResult | undefined;
  const t = useT("provider");
  const common = useT("common");
  const term = useVocabulary();

  if (!data.provider) return <NotFoundNotice title={t("notFound")} backTo="/search" backLabel={t("browseAll")} />;
  const { provider, today, lastBookableDate, serviceId, staffId, date, times, slotsMessage, tab, idempotencyKey, loadFailed } = data;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <header className="grid gap-6 md:grid-cols-[3fr_2fr] md:items-start">
        <ImageCarousel images={provider.images} name={provider.name} />
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-brand-600">
            {term(provider.type)} · {term(provider.emirate)}
          </p>
          <h1 className="mt-1 text-3xl font-bold md:text-4xl">{provider.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {provider.rating === null ? null : <Rating value={provider.rating} />}
            <span className="text-sm text-[var(--muted-foreground)]">
              {data.reviews.total === 0
                ? common("noReviewsYet")
                : t(data.reviews.total === 1 ? "reviewOne" : "reviewMany", { count: data.reviews.total })}
            </span>
          </div>
          <p className="mt-3 text-[var(--muted-foreground)]">{provider.location}</p>
          {data.licence ? (
            <p
              data-licence={data.licence.status.toLowerCase()}
              className={`mt-2 text-sm font-medium ${data.licence.status === "VERIFIED" ? "text-green-700 dark:text-green-300" : "text-[var(--muted-foreground)]"}`}
            >
              {data.licence.text}
            </p>
          ) : null}
          <dl className="mt-4 grid gap-1 text-sm">
            <div className="flex flex-wrap gap-2">
              <dt className="font-medium">{t("openingHours")}</dt>
              <dd>
                <OpeningHours rows={data.hours.rows} nextClosure={data.hours.nextClosure} />
              </dd>
            </div>
            {provider.contact.phone ? (
              <div className="flex gap-2">
                <dt className="font-medium">{t("phone")}</dt>
                <dd>
                  <a href={`tel:${provider.contact.phone.replace(/\s+/g, "")}`} dir="ltr" className="underline">
                    {provider.contact.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {provider.contact.email ? (
              <div className="flex gap-2">
                <dt className="font-medium">{t("email")}</dt>
                <dd>
                  <a href={`mailto:${provider.contact.email}`} className="underline">
                    {provider.contact.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>

      <LinkedTabs
        key={provider.id}
        tabs={PROVIDER_TABS.map((tab) => ({ ...tab, label: t(TAB_LABELS[tab.id]) }))}
        label={t("providerDetails")}
        initial={tab}
        panels={{
          // No service yet, or a new listing still setting up (issue #33): not bookable.
          book:
            !provider.takingBookings || provider.services.length === 0 ? (
              <p className="rounded-lg border border-[var(--border)] p-6 text-center">
                {`${provider.name} is not taking online bookings yet. Please contact them directly to book.`}
              </p>
            ) : (
              <BookingPanel
                providerId={provider.id}
                providerName={provider.name}
                services={provider.services}
                staff={provider.staff}
                serviceId={serviceId}
                staffId={staffId}
                date={date}
                today={today}
                lastDate={lastBookableDate}
                times={times}
                slotsMessage={slotsMessage}
                loadFailed={loadFailed}
                idempotencyKey={idempotencyKey}
                noScriptResult={actionResult}
              />
            ),
          services:
            provider.services.length === 0 ? (
              <p className="text-[var(--muted-foreground)]">No services listed yet.</p>
            ) : (
              <ul className="divide-y divide-[var(--border)] rounded-lg border border-[var(--border)]">
                {provider.services.map((service) => (
                  <li key={service.id} className="flex items-center justify-between gap-4 p-4">
                    <div>
                      <p className="font-medium">{service.name}</p>
                      <p className="text-sm text-[var(--muted-foreground)]">{service.duration}</p>
                    </div>
                    <p className="whitespace-nowrap font-semibold">{service.price}</p>
                  </li>
                ))}
              </ul>
            ),
          about: (
            <div className="grid gap-8 md:grid-cols-2">
              <div>
                <h2 className="text-xl font-semibold">{t("aboutName", { name: provider.name })}</h2>
                <p className="mt-2">{provider.about}</p>
                <h3 className="mt-6 text-lg font-semibold">{t("ourTeam")}</h3>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {provider.staff.map((member) => (
                    <li key={member.id} className="flex items-center gap-3">
                      <img
                        {...fixedImage(member.image, 56)}
                        alt={t("portraitOf", { name: member.name })}
                        width={56}
                        height={56}
                        loading="lazy"
                        className="h-14 w-14 rounded-full bg-[var(--muted)] object-cover"
                      />
                      <NameAndNote name={member.name} note={member.title} />
                    </li>
                  ))}
                </ul>
              </div>
              <ReviewList reviews={data.reviews} />
            </div>
          ),
          location: (
            <div>
              <h2 className="text-xl font-semibold">{t("location")}</h2>
              <p className="mt-2">{provider.address}</p>
              {/* Never a map at a guessed point: a new listing shows one once its owner places it (issue #33). */}
              {provider.mapPlaced ? (
                <iframe
                  title={t("mapOf", { address: provider.address })}
                  src={mapEmbedUrl(provider.latitude, provider.longitude)}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  className="mt-4 h-80 w-full rounded-xl border border-[var(--border)]"
                />
              ) : null}
            </div>
          ),
        }}
      />
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
