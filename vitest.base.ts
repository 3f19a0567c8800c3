import { fileURLToPath } from "node:url";
import type { ViteUserConfig } from "vitest/config";

/** A path from the repository's root, as the vitest configs beside this file name them. */
export const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * What the suites run under Node (unit, contract) share: app/'s `~` alias and one copy of graphql for
 * Pothos and the tests ("from another module or realm"), and a folder of `*.test.ts` files.
 */
export function nodeSuite(folder: string, test: ViteUserConfig["test"] = {}): ViteUserConfig {
  return {
    resolve: {
      alias: [
        { find: "~", replacement: fromRoot("./app") },
        { find: /^graphql$/, replacement: fromRoot("./node_modules/graphql/index.js") },
      ],
    },
    test: { include: [`${folder}/**/*.test.ts`], environment: "node", ...test },
  };
}
