/** The site's source files, for tests that check a rule holds in every one of them. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Paths under `dir` (e.g. "app") whose source matches `pattern`, except those `allowed` names. */
export function sourcesMatching(dir: string, pattern: RegExp, allowed: (path: string) => boolean): string[] {
  return files(dir).filter((path) => !allowed(path) && pattern.test(readFileSync(path, "utf8")));
}
