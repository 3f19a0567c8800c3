/** The dashboard's data as its tabs read it (the query is the route's: dashboard.provider.server.ts), and its texts' type. */
import type { Translate } from "~/i18n/use-t";
export type { DashboardData, RefusedReason, UpcomingBooking } from "~/routes/dashboard.provider.server";

export type T = Translate<"dashboard">;
