/**
 * The signed-in account's pages, as the account menu and the mobile menu list them (before Sign Out);
 * labels are keys of the account texts. Registrations (the review queue) and undelivered messages are for reviewers only.
 */
const ACCOUNT_LINKS = [
  { to: "/dashboard/provider", label: "dashboard", reviewersOnly: false },
  { to: "/account/bookings", label: "myBookings", reviewersOnly: false },
  { to: "/account", label: "accountAndData", reviewersOnly: false },
  { to: "/admin/registrations", label: "registrations", reviewersOnly: true },
  { to: "/admin/dead-letters", label: "deadLetters", reviewersOnly: true },
] as const;

export const accountLinks = (isReviewer: boolean) => ACCOUNT_LINKS.filter((link) => isReviewer || !link.reviewersOnly);
