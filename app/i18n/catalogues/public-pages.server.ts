/** The public pages' catalogues (issue 19: contact, legal, careers, shop, registration, bookings), for messages.server.ts. */
export { default as bookings } from "./bookings.server";
export { default as careers } from "./careers.server";
export { default as contact } from "./contact.server";
export { default as forms } from "./forms.server";
export { default as privacy } from "./privacy.server";
export { default as registration } from "./registration.server";
export { default as shop } from "./shop.server";
export { default as terms } from "./terms.server";
