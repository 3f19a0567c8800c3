/** The signed-in account as the root loader hands it to every component. */
import { useRouteLoaderData } from "@remix-run/react";
import type { Viewer } from "./viewer.server";

/** The signed-in account, or null (also while an error page renders without root data). */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData("root") as { viewer?: Viewer | null } | undefined;
  return data?.viewer ?? null;
}
