/** The header's main links (SPEC §2), shared by the desktop bar and the mobile menu. */
export const MAIN_NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/parlours", label: "Parlours" },
  { to: "/clinics", label: "Clinics" },
  { to: "/offers", label: "Offers" },
  { to: "/shop", label: "Shop" },
  { to: "/careers", label: "Careers" },
  { to: "/contact", label: "Contact" },
] as const;
