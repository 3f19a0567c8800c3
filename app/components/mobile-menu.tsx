import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { MobileNavLinks } from "./mobile-nav-links";
import { useT } from "~/i18n/use-t";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);

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

  // Any navigation (including back/forward) closes the sheet.
  useEffect(() => setOpen(false), [location.key]);

  const triggerClass = "inline-flex h-10 w-10 items-center justify-center rounded-md border border-[var(--border)] xl:hidden";

  if (!hydrated) {
    return (
      <>
        <a href="#site-menu" aria-label={t("openMenu")} className={triggerClass}>
          <span aria-hidden="true" className="text-xl leading-none">
            ☰
          </span>
        </a>
        <div
          id="site-menu"
          className="fixed inset-0 z-50 hidden overflow-y-auto bg-[var(--background)] p-6 text-[var(--foreground)] target:block xl:target:hidden"
        >
          <div className="flex items-center justify-between">
            <p className="text-lg font-semibold">{t("menu")}</p>
            <a href="#" className="rounded-md px-2 py-1 text-sm hover:bg-[var(--muted)]" aria-label={t("closeMenu")}>
              <span aria-hidden="true">✕</span>
            </a>
          </div>
          <MobileNavLinks />
        </div>
      </>
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
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onTouchStart={loadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={triggerClass}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          ☰
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
