import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);

/**
 * The small-screen menu button. The sheet's code (Radix Dialog) is fetched when the user
 * reaches for the button, so it costs nothing on pages where nobody opens the menu.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation (including back/forward) closes the sheet.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onTouchStart={loadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-[var(--border)] xl:hidden"
      >
        <span aria-hidden="true" className="text-xl leading-none">☰</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
