/** The header's main links (Home, About, Parlours, Clinics, Offers, Shop, Careers, Contact), shared by the desktop bar and the mobile menu; labels are keys of the common texts. */
import type { MessagesOf } from "~/i18n/messages.server";

export const MAIN_NAV_LINKS = [
  { to: "/", label: "navHome" },
  { to: "/about", label: "navAbout" },
  { to: "/parlours", label: "navParlours" },
  { to: "/clinics", label: "navClinics" },
  { to: "/offers", label: "navOffers" },
  { to: "/shop", label: "navShop" },
  { to: "/careers", label: "navCareers" },
  { to: "/contact", label: "navContact" },
] as const satisfies readonly { to: string; label: keyof MessagesOf<"common"> }[];

/** "For Business" (issue #33: the header had no way to the business side): registering a business, the owner's way in. */
export const FOR_BUSINESS_PATH = "/for-business/register";
