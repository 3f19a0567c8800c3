import { Link } from "@remix-run/react";
import { serverOnly$ } from "vite-env-only/macros";
import { EMIRATES, emirateSlug } from "../../graphql/shared/vocabulary";
import { useDismissableDetails } from "~/lib/ui/use-dismissable-details";
import { useT, useVocabulary } from "~/i18n/use-t";
import { DropdownMenu } from "./dropdown-menu";
import { ServerMarkup } from "./server-markup";

/**
 * 'Search by Emirate' dropdown. A <details> element, so it opens without JavaScript; with it, the
 * menu closes on a pick (ServerMarkup), on Escape and on a click elsewhere. It never changes after
 * the server rendered it: server markup.
 */
export function EmirateMenu() {
  return (
    <ServerMarkup id="emirate-menu" innerRef={useDismissableDetails<HTMLDivElement>()}>
      {serverOnly$(<EmirateDetails />)}
    </ServerMarkup>
  );
}

function EmirateDetails() {
  const t = useT("common");
  const term = useVocabulary();
  return (
    <DropdownMenu label={t("searchByEmirate")} width="w-56">
      <p id="emirate-menu-heading" className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-[var(--muted-foreground)]">
        {t("selectEmirate")}
      </p>
      <ul aria-labelledby="emirate-menu-heading">
        {EMIRATES.map((name) => (
          <li key={name}>
            <Link to={`/search/${emirateSlug(name)}`} className="block rounded px-2 py-1.5 text-sm hover:bg-[var(--muted)]">
              {term(name)}
            </Link>
          </li>
        ))}
      </ul>
    </DropdownMenu>
  );
}
