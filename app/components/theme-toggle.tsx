import { useEffect, useState } from "react";
import { applyTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from "~/lib/ui/theme";
import { useT } from "~/i18n/use-t";

const OPTIONS = [
  { theme: "light", label: "themeLight", icon: "☀" },
  { theme: "dark", label: "themeDark", icon: "☾" },
  { theme: "system", label: "themeSystem", icon: "◐" },
] as const satisfies readonly { theme: Theme; label: string; icon: string }[];

const prefersDark = () => window.matchMedia("(prefers-color-scheme: dark)").matches;

/**
 * Light / dark / system switch. The choice was already applied before paint by THEME_BOOT_SCRIPT,
 * which also follows the OS while the choice is system.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);
  const t = useT("common");

  useEffect(() => {
    setTheme(parseTheme(document.documentElement.dataset.theme));
  }, []);

  function choose(next: Theme) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage may be unavailable (private mode); the choice still applies to this page
    }
    applyTheme(document.documentElement, next, prefersDark());
    setTheme(next);
  }

  return (
    <div role="group" aria-label={t("colourTheme")} className="inline-flex rounded-full border border-[var(--border)] p-0.5">
      {OPTIONS.map((option) => (
        <button
          key={option.theme}
          type="button"
          onClick={() => choose(option.theme)}
          aria-pressed={theme === null ? undefined : theme === option.theme}
          title={t(option.label)}
          className="h-8 w-8 rounded-full text-sm leading-none aria-pressed:bg-brand-500 aria-pressed:text-white hover:bg-[var(--muted)] aria-pressed:hover:bg-brand-600"
        >
          <span aria-hidden="true">{option.icon}</span>
          <span className="sr-only">{t(option.label)}</span>
        </button>
      ))}
    </div>
  );
}
