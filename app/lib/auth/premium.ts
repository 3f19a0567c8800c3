/** The signed-in account's plan, for the pages that gate premium features (not in viewer.ts, which every page loads). */
import { includesPremium } from "../../../graphql/modules/plans/rules";
import type { PlanTier } from "../../../graphql/shared/vocabulary";
import type { Viewer } from "./viewer.server";

/** Whether a plan (as GraphQL names it) includes the premium features: Premium and Featured do. */
export const hasPremium = (plan: Viewer["plan"] | null | undefined): boolean =>
  plan != null && includesPremium(plan.toLowerCase() as PlanTier);
