/**
 * Every route's error page (the Epic Stack's GeneralErrorBoundary shape): one component that picks
 * what to show from the error, a handler per HTTP status a route expects (404 by default) and one for
 * anything unexpected, inside the site's header and footer. The root uses it too, so a page never
 * shows the framework's error screen, and an error page reads the same wherever it was thrown.
 */
import { isRouteErrorResponse, Link, useParams, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ErrorResponse, Params } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";

/** The error page's texts when the root's data is missing too (its loader failed): English. */
const ERROR_FALLBACK = {
  notFoundHeading: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  backToHome: "Back to Home",
  errorHeading: "Unexpected Application Error!",
  errorText: "Something went wrong on our side. Please try again.",
};
type ErrorText = keyof typeof ERROR_FALLBACK;

/** Only for an error page that renders without the root's data: the keys' own names would show otherwise. */
const TITLE_FALLBACK = { pageNotFoundTitle: "Page not found — GlowUAE", errorTitle: "Error — GlowUAE", siteDescription: "" };

type StatusHandler = (info: { error: ErrorResponse; params: Params }) => ReactNode;

/** The error page's texts in the page's language, or English when the root's data did not load. */
function useErrorTexts() {
  const translate = useT("common");
  const hasTexts = useRouteLoaderData("root") !== undefined;
  return (key: ErrorText) => (hasTexts ? translate(key) : ERROR_FALLBACK[key]);
}

function ErrorPage({ code, heading, text }: { code?: string; heading: string; text: string }) {
  const t = useErrorTexts();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      {code ? <p className="text-sm font-semibold text-brand-600">{code}</p> : null}
      <h1 className={`${code ? "mt-2 " : ""}text-3xl font-bold`}>{heading}</h1>
      <p className="mt-4 text-[var(--muted-foreground)]">{text}</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t("backToHome")}
      </Link>
    </section>
  );
}

function NotFoundPage() {
  const t = useErrorTexts();
  return <ErrorPage code="404" heading={t("notFoundHeading")} text={t("notFoundText")} />;
}

function StatusPage({ error }: { error: ErrorResponse }) {
  const t = useErrorTexts();
  return <ErrorPage heading={t("errorHeading")} text={`${error.status} ${error.statusText}`} />;
}

function UnexpectedErrorPage() {
  const t = useErrorTexts();
  return <ErrorPage heading={t("errorHeading")} text={t("errorText")} />;
}

export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => <StatusPage error={error} />,
  unexpectedErrorHandler = () => <UnexpectedErrorPage />,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  const params = useParams();
  if (!isRouteErrorResponse(error)) return unexpectedErrorHandler(error);
  const handlers: Partial<Record<number, StatusHandler>> = { 404: () => <NotFoundPage />, ...statusHandlers };
  return (handlers[error.status] ?? defaultStatusHandler)({ error, params });
}

/** The error page's title and description, from the root's texts: 'Page not found — GlowUAE' or 'Error — GlowUAE'. */
export function errorMeta(error: unknown, rootData: unknown) {
  const texts = (rootData as { i18n?: { common?: typeof TITLE_FALLBACK } } | undefined)?.i18n?.common ?? TITLE_FALLBACK;
  return [
    { title: isRouteErrorResponse(error) && error.status === 404 ? texts.pageNotFoundTitle : texts.errorTitle },
    { name: "description", content: texts.siteDescription },
  ];
}

/**
 * A route's meta, except on its error page: there the route's data is missing, so the page is titled
 * as an error page (without this the route's own meta would read `undefined`).
 */
export function withErrorMeta<Args extends object, Descriptors>(meta: (args: Args) => Descriptors) {
  return (args: Args): Descriptors | ReturnType<typeof errorMeta> => {
    const { error, matches } = args as { error?: unknown; matches?: readonly { id: string; data?: unknown }[] };
    return error ? errorMeta(error, matches?.find((match) => match.id === "root")?.data) : meta(args);
  };
}
