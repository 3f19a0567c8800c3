import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { serverOnly$ } from "vite-env-only/macros";
import { useHydrated } from "~/lib/ui/use-hydrated";
import { MobileNavLinks } from "./mobile-nav-links";
import { ServerMarkup } from "./server-markup";
import { useT } from "~/i18n/use-t";
import { preload } from "~/lib/ui/preload";
import { isLiveAddress } from "~/lib/ui/live-address";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);
const preloadSheet = preload(loadSheet);

const TRIGGER_CLASS = "inline-flex h-10 w-10 items-center justify-center rounded-md border border-[var(--border)] xl:hidden";
const ICON = (
  <span aria-hidden="true" className="text-xl leading-none">
    ☰
  </span>
);

/**
 * The menu without JavaScript: a link to an in-page menu shown by CSS :target. Server markup (the
 * button below replaces it once JavaScript runs), so its links, which the sheet shows with
 * JavaScript, are not in the code every page loads.
 */
function NoScriptMenu() {
  const t = useT("common");
  return (
    <>
      <a href="#site-menu" aria-label={t("openMenu")} className={TRIGGER_CLASS}>
        {ICON}
      </a>
      <div
        id="site-menu"
        className="fixed inset-0 z-50 hidden overflow-y-auto bg-[var(--background)] p-6 text-[var(--foreground)] target:block xl:target:hidden"
      >
        <div className="flex items-center justify-between">
          <p className="text-lg font-semibold">{t("menu")}</p>
          {/* Without JavaScript the menu is the URL's :target: "#" is what closes it. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
          <a href="#" className="rounded-md px-2 py-1 text-sm hover:bg-[var(--muted)]" aria-label={t("closeMenu")}>
            <span aria-hidden="true">✕</span>
          </a>
        </div>
        <MobileNavLinks />
      </div>
    </>
  );
}

/**
 * The small-screen menu button. The sheet's code (Radix Dialog) is fetched when the user
 * reaches for the button, so it costs nothing on pages where nobody opens the menu. Until
 * JavaScript runs (or without it) the button is a link to an in-page menu shown by CSS :target.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const hydrated = useHydrated();
  const t = useT("common");

  // Any navigation (including back/forward) closes the sheet; a page writing its live filters into the
  // address is no navigation (the menu may have been opened while a filter settled).
  const liveAddress = isLiveAddress(location);
  useEffect(() => {
    if (!liveAddress) setOpen(false);
  }, [location.key, liveAddress]);

  if (!hydrated) {
    return (
      <ServerMarkup id="no-script-menu" className="contents">
        {serverOnly$(<NoScriptMenu />)}
      </ServerMarkup>
    );
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={TRIGGER_CLASS}
      >
        {ICON}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
