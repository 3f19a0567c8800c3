/** The signed-in account as the root loader hands it to every component. */
import { useRouteLoaderData } from "@remix-run/react";
import { includesPremium } from "../../graphql/modules/plans/rules";
import type { PlanTier } from "../../graphql/shared/vocabulary";
import type { Viewer } from "./viewer.server";

/** The signed-in account, or null (also while an error page renders without root data). */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData("root") as { viewer?: Viewer | null } | undefined;
  return data?.viewer ?? null;
}

/** Whether a plan (as GraphQL names it) includes the premium features: Premium and Featured do. */
export const hasPremium = (plan: Viewer["plan"] | null | undefined): boolean =>
  plan != null && includesPremium(plan.toLowerCase() as PlanTier);
