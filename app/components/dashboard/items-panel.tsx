import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Badge, type BADGE_TONES } from "./badge";
import { PanelHeader } from "./panel-header";
import { CARD, EMPTY } from "./styles";

export interface ListedItem {
  id: string;
  title: string;
  detail: string;
  badge: { tone: keyof typeof BADGE_TONES; label: string };
  /** Where the item's own page is (a job's applicants), if it has one. */
  href?: string;
}

/** The offers' and job postings' tabs: a header with its button, then the items (a title, one line, a status badge) or the empty state. */
export function ItemsPanel({
  title,
  action,
  empty,
  label,
  items,
}: {
  title: string;
  action: ReactNode;
  empty: string;
  label: string;
  items: ListedItem[];
}) {
  return (
    <>
      <PanelHeader title={title}>{action}</PanelHeader>
      {items.length === 0 ? (
        <p className={`mt-6 ${EMPTY}`}>{empty}</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className={`${CARD} flex items-start justify-between gap-3`}>
              <div className="min-w-0">
                <h3 className="break-words font-semibold">
                  {item.href ? (
                    <Link to={item.href} className="text-brand-600 underline">
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </h3>
                <p className="mt-1 break-words text-sm text-[var(--muted-foreground)]">{item.detail}</p>
              </div>
              <Badge tone={item.badge.tone}>{item.badge.label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
