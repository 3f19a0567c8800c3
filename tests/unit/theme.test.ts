import { describe, expect, it } from "vitest";
import { parseTheme, resolveTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from "../../app/lib/ui/theme";

/** Runs the inline boot script against a minimal stand-in for the browser globals it reads. */
function boot(stored: string | null, prefersDark: boolean, storageThrows = false) {
  const classes = new Set<string>(["light"]);
  const attributes: Record<string, string> = {};
  const documentElement = {
    classList: {
      add: (...names: string[]) => names.forEach((n) => classes.add(n)),
      remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
    },
    setAttribute: (name: string, value: string) => (attributes[name] = value),
    style: { colorScheme: "" },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const window = { matchMedia: (query: string) => ({ matches: query.includes("dark") && prefersDark }) };
  new Function("document", "localStorage", "window", THEME_BOOT_SCRIPT)({ documentElement }, localStorage, window);
  return { classes: [...classes], theme: attributes["data-theme"], colorScheme: documentElement.style.colorScheme };
}

describe("theme rules", () => {
  it("parses stored values, defaulting to the device's choice (system)", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme(null)).toBe("system");
    expect(parseTheme("purple")).toBe("system");
  });

  it("resolves system from the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });
});

describe("boot script (runs before first paint)", () => {
  it("applies a stored dark theme", () => {
    expect(boot("dark", false)).toEqual({ classes: ["dark"], theme: "dark", colorScheme: "dark" });
  });
  it("follows the OS in system mode", () => {
    expect(boot("system", true).classes).toEqual(["dark"]);
    expect(boot("system", false).classes).toEqual(["light"]);
  });
  it("keeps following the OS while the choice is system, and stops when another is chosen", () => {
    let onChange: (event: { matches: boolean }) => void = () => {};
    const classes = new Set<string>();
    const attributes: Record<string, string> = {};
    const documentElement = {
      classList: { add: (name: string) => classes.add(name), remove: (...names: string[]) => names.forEach((n) => classes.delete(n)) },
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      getAttribute: (name: string) => attributes[name],
      style: { colorScheme: "" },
    };
    const query = { matches: false, addEventListener: (_type: string, listener: typeof onChange) => (onChange = listener) };
    const window = { matchMedia: () => query };
    new Function("document", "localStorage", "window", THEME_BOOT_SCRIPT)({ documentElement }, { getItem: () => "system" }, window);
    expect([...classes]).toEqual(["light"]);
    onChange({ matches: true });
    expect([...classes]).toEqual(["dark"]);
    attributes["data-theme"] = "dark"; // the toggle's choice
    onChange({ matches: false });
    expect([...classes]).toEqual(["dark"]);
  });
  it("follows the device for nothing stored, junk, or blocked storage", () => {
    expect(boot(null, true)).toEqual({ classes: ["dark"], theme: "system", colorScheme: "dark" });
    expect(boot(null, false).classes).toEqual(["light"]);
    expect(boot("neon", true).theme).toBe("system");
    expect(boot("dark", true, true).classes).toEqual(["dark"]);
    expect(boot("dark", false, true).classes).toEqual(["light"]);
  });
});
