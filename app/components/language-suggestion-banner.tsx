import { useLocation } from "@remix-run/react";
import { languageSwitchHref } from "~/i18n/locale";

/**
 * On an English page, for a visitor whose browser prefers Arabic: the same page in Arabic, offered
 * in Arabic and never forced. 'Stay in English' remembers the choice (the cookie), so it goes away.
 * Through LanguageSuggestion (language-suggestion.tsx).
 */
export default function LanguageSuggestionBanner({ text, link, dismiss }: { text: string; link: string; dismiss: string }) {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  return (
    <aside lang="ar" dir="rtl" aria-label={text} className="border-b border-[var(--border)] bg-[var(--muted)] px-4 py-2 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
        <p>{text}</p>
        <a href={languageSwitchHref(path, "ar")} className="font-semibold text-brand-700 underline dark:text-brand-100">
          {link}
        </a>
        <a href={languageSwitchHref(path, "en")} className="underline">
          {dismiss}
        </a>
      </div>
    </aside>
  );
}
