/** Any path no other route claims: a real 404, rendered by the error page every route has. */
import { errorMeta, GeneralErrorBoundary } from "~/components/error-boundary";
import type { MetaFunction } from "@remix-run/react";

export const meta: MetaFunction = ({ error, matches }) => errorMeta(error, matches.find((match) => match.id === "root")?.data);

export function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
