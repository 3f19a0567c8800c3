/** What the hours page's sections share: its texts, the action's answer and the loader's provider. */
import type { Translate } from "~/i18n/use-t";
import type { HoursAnswer, HoursProvider } from "~/routes/dashboard.listing.$providerId_.hours.server";
export type { HoursAnswer, HoursProvider, OutsideBooking } from "~/routes/dashboard.listing.$providerId_.hours.server";
export { PRIMARY, OUTLINE, SECTION } from "../listing/form-state";

export type T = Translate<"hours">;

/** A section listing items (each with its remove button) above the form that adds one. */
export type ListSectionProps = {
  provider: HoursProvider;
  answer?: HoursAnswer;
  removed?: HoursAnswer;
  busy: boolean;
  t: T;
};
