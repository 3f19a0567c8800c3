import { useState, type KeyboardEvent, type ReactNode } from "react";
import { PROVIDER_TABS, type ProviderTab } from "~/lib/booking";

/**
 * ARIA tabs whose tabs are links (?tab=…), so they work without JavaScript; with it they
 * switch in place, keep the URL in step, and follow the arrow keys.
 */
export function ProviderTabs({ initial, panels }: { initial: ProviderTab; panels: Record<ProviderTab, ReactNode> }) {
  const [active, setActive] = useState<ProviderTab>(initial);

  function select(tab: ProviderTab, focus = false) {
    setActive(tab);
    const url = new URL(window.location.href);
    if (tab === "book") url.searchParams.delete("tab");
    else url.searchParams.set("tab", tab);
    window.history.replaceState(window.history.state, "", url);
    if (focus) document.getElementById(`tab-${tab}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = PROVIDER_TABS.findIndex((tab) => tab.id === active);
    const last = PROVIDER_TABS.length - 1;
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
    select(PROVIDER_TABS[next]!.id, true);
  }

  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label="Provider details"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-[var(--border)]"
      >
        {PROVIDER_TABS.map((tab) => (
          <a
            key={tab.id}
            id={`tab-${tab.id}`}
            role="tab"
            href={tab.id === "book" ? "?" : `?tab=${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
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
      {PROVIDER_TABS.map((tab) => (
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
