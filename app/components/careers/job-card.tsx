import { Link } from "@remix-run/react";
import { graphql, readFragment, type FragmentOf } from "gql.tada";
import { useT, useVocabulary } from "~/i18n/use-t";
import { useCalendarDate } from "~/i18n/use-dates";
import { companyInitials } from "~/lib/listings/careers-filters";
import { fixedImage } from "~/lib/listings/responsive-image";

/** What a job card shows: spread `...JobCard` in a query that lists jobs. */
export const JOB_CARD_FRAGMENT = graphql(`
  fragment JobCard on Job {
    id
    title
    companyName
    companyLogoUrl
    location
    type
    postedDate
    salaryRange
  }
`);

/** The company's logo (one file per screen density; lazily on the board), or its initials when it has none. */
export function CompanyLogo({ name, url, size = "md" }: { name: string; url: string | null; size?: "md" | "lg" }) {
  const t = useT("careers");
  const box = size === "lg" ? "h-20 w-20 text-2xl" : "h-14 w-14 text-lg";
  if (url) {
    const width = size === "lg" ? 80 : 56;
    return (
      <img
        {...fixedImage(url, width)}
        alt={t("logoOf", { name })}
        loading={size === "lg" ? undefined : "lazy"}
        width={width}
        height={width}
        className={`${box} shrink-0 rounded-lg border border-[var(--border)] bg-white object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-semibold text-brand-700`}
    >
      {companyInitials(name)}
    </span>
  );
}

/** A job on the board: title, company, logo, location, type, posted date and salary; the whole card links to its page. */
export function JobCard({ job: data }: { job: FragmentOf<typeof JOB_CARD_FRAGMENT> }) {
  const job = readFragment(JOB_CARD_FRAGMENT, data);
  const t = useT("careers");
  const term = useVocabulary();
  const formatCalendarDate = useCalendarDate();
  return (
    <article className="group relative flex w-full gap-4 rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm focus-within:ring-2 focus-within:ring-brand-600">
      <CompanyLogo name={job.companyName} url={job.companyLogoUrl} />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="text-lg font-semibold leading-snug">
          <Link
            to={`/careers/job/${encodeURIComponent(job.id)}`}
            className="outline-none after:absolute after:inset-0 group-hover:underline"
          >
            {job.title}
          </Link>
        </h3>
        <p className="text-sm font-medium text-[var(--muted-foreground)]">{job.companyName}</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li>
            <span className="sr-only">{t("locationPrefix")}</span>
            {term(job.location)}
          </li>
          <li>
            <span className="rounded-full bg-[var(--muted)] px-2 py-0.5 text-xs font-medium">{term(job.type)}</span>
          </li>
          {job.salaryRange ? (
            <li className="whitespace-nowrap font-medium text-brand-700 dark:text-brand-100">
              <span className="sr-only">{t("salaryPrefix")}</span>
              {job.salaryRange}
            </li>
          ) : null}
        </ul>
        <p className="text-xs text-[var(--muted-foreground)]">{t("postedOn", { date: formatCalendarDate(job.postedDate, "long") })}</p>
      </div>
    </article>
  );
}
