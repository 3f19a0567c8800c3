/** What the hours page's sections share: its texts, the action's answer and the loader's provider. */
import type { Translate } from "~/i18n/use-t";
export type { HoursAnswer, HoursProvider, OutsideBooking } from "~/routes/dashboard.listing.$providerId_.hours.server";
export { PRIMARY, OUTLINE, SECTION } from "../listing/form-state";

export type T = Translate<"hours">;
