import { serverOnly$ } from "vite-env-only/macros";
import ServerBookingConfirmation from "./booking-confirmation";
import ServerNoScriptResult from "./no-script-result";
import { onDemand } from "./on-demand";

// Most visits book nothing: the confirmation's code (and a plain post's answer, which only a page posted
// before its scripts ran shows in the browser) loads when there is one to show, not with the page.

/** The booking's confirmation (booking-confirmation.tsx). */
export const BookingConfirmation = onDemand(serverOnly$(ServerBookingConfirmation), () => import("./booking-confirmation"));

/** The answer to a plain (no-JavaScript) post (no-script-result.tsx). */
export const NoScriptResult = onDemand(serverOnly$(ServerNoScriptResult), () => import("./no-script-result"));
