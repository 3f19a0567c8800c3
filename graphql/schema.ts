/** Builds the schema from the domain modules. Add a module by importing it here. */
import { builder } from "./builder";
import "./modules/accounts/types";
import "./modules/accounts/account-email-types";
import "./modules/accounts/personal-data-types";
import "./modules/accounts/account-deletion-types";
import "./modules/providers/types";
import "./modules/bookings/types";
import "./modules/bookings/customer-types";
import "./modules/search/types";
import "./modules/reference/types";
import "./modules/offers/types";
import "./modules/plans/types";
import "./modules/uploads/types";
import "./modules/businesses/types";
import "./modules/products/types";
import "./modules/jobs/types";
import "./modules/dashboard/types";
import "./modules/dashboard/booking-change-types";
import "./modules/dashboard/owner-booking-change-types";
import "./modules/dashboard/owner-booking-types";
import "./modules/review/types";
import "./modules/outbox/types";
import "./modules/listings/types";
import "./modules/availability/types";
import "./modules/availability/schedule-mutations";
import "./modules/calendar/types";

export const schema = builder.toSchema({ sortSchema: true });
