/** Colour theme: light, dark or system, stored in localStorage under 'vite-ui-theme'. */
import { serverOnly$ } from "vite-env-only/macros";

export const THEME_STORAGE_KEY = "vite-ui-theme";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
/**
 * With nothing chosen the page follows the device (issue #33: a phone set to dark got a light page; the spec had
 * the app mount light over its provider's own default, system).
 */
export const DEFAULT_THEME: Theme = "system";

export function parseTheme(stored: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(stored ?? "") ? (stored as Theme) : DEFAULT_THEME;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): "light" | "dark" {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}

/** Puts the resolved theme on <html> as a class, and the choice as data-theme. */
export function applyTheme(root: HTMLElement, theme: Theme, prefersDark: boolean) {
  const resolved = resolveTheme(theme, prefersDark);
  root.classList.remove("light", "dark");
  root.classList.add(resolved);
  root.dataset.theme = theme;
  root.style.colorScheme = resolved;
}

/**
 * Runs in <head> before the first paint, so a stored dark theme never flashes light; while the choice
 * is system it keeps following the OS for the page's life (the toggle changes data-theme).
 * It repeats parseTheme/applyTheme in plain ES5 because it is inlined as a string. Server only: the
 * browser has run it by the time the page hydrates, and React leaves a script's content as it is.
 */
export const THEME_BOOT_SCRIPT =
  serverOnly$(
    `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
      THEME_STORAGE_KEY,
    )})}catch(e){}if(t!=="light"&&t!=="dark"&&t!=="system")t=${JSON.stringify(
      DEFAULT_THEME,
    )};var r=document.documentElement,m=window.matchMedia("(prefers-color-scheme: dark)");function a(d){r.classList.remove("light","dark");r.classList.add(d?"dark":"light");r.style.colorScheme=d?"dark":"light"}r.setAttribute("data-theme",t);a(t==="dark"||(t==="system"&&m.matches));if(m.addEventListener)m.addEventListener("change",function(e){if(r.getAttribute("data-theme")==="system")a(e.matches)})})();`,
  ) ?? "";
