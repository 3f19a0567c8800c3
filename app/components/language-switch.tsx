import { useLocation } from "@remix-run/react";
import { languageSwitchHref } from "~/i18n/locale";
import { useLocale, useT } from "~/i18n/use-t";

/**
 * The same page in the other language, with its query (filters, date). A plain link: the other
 * language is another router basename, so it loads as a new document; on the way the Worker
 * remembers the choice in the `lang` cookie.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const location = useLocation();
  const locale = useLocale();
  const t = useT("common");
  const other = locale === "ar" ? "en" : "ar";
  return (
    <a
      href={languageSwitchHref(`${location.pathname}${location.search}`, other)}
      hrefLang={other}
      lang={other}
      aria-label={t("languageSwitchLabel")}
      className={className}
    >
      {t("languageSwitch")}
    </a>
  );
}
