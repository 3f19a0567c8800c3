import { useLocation } from "@remix-run/react";
import { useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { useLiveAddress } from "~/lib/ui/live-address";
import { tabHref, type TabDefinition } from "~/lib/ui/tabs";

/**
 * ARIA tabs whose tabs are links (?tab=…), so they work without JavaScript and each tab can be
 * linked to; with JavaScript they switch in place, keep the URL in step, and follow the arrow
 * keys (Home and End too). Every panel is rendered; the inactive ones are hidden. The address is
 * written through the router (`useLiveAddress`), so the language switch and `hreflang` keep the tab;
 * a route using these tabs answers `isLiveAddressChange` in its `shouldRevalidate` (no loader runs).
 */
export function LinkedTabs<Id extends string>({
  tabs,
  initial,
  label,
  panels,
  className = "mt-8",
}: {
  tabs: readonly TabDefinition<Id>[];
  initial: Id;
  /** The tab list's accessible name. */
  label: string;
  panels: Record<Id, ReactNode>;
  className?: string;
}) {
  const [active, setActive] = useState<Id>(initial);
  const location = useLocation();
  const setAddress = useLiveAddress();
  // A navigation that names another tab (a link, a redirect) selects it.
  useEffect(() => setActive(initial), [initial]);

  function select(id: Id, focus = false) {
    setActive(id);
    const search = new URLSearchParams(location.search);
    if (id === tabs[0]?.id) search.delete("tab");
    else search.set("tab", id);
    const query = search.toString();
    setAddress(`${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
    if (focus) document.getElementById(`tab-${id}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!.id, true);
  }

  return (
    <div className={className}>
      {/* On a phone the tabs wrap rather than scroll: a row cut off at "Analytic…" gave no sign it scrolled (issue #33). */}
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-x-1 border-b border-[var(--border)] sm:flex-nowrap sm:overflow-x-auto"
      >
        {tabs.map((tab) => (
          <a
            key={tab.id}
            id={`tab-${tab.id}`}
            role="tab"
            href={tabHref(tabs, tab.id)}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={(event) => {
              event.preventDefault();
              select(tab.id);
            }}
            className="whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-medium text-[var(--muted-foreground)] aria-selected:border-brand-600 aria-selected:text-[var(--foreground)]"
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className="py-6"
        >
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
