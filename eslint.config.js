// The linter `npm test` runs (`npm run lint`). The dependency direction is checked by
// scripts/check-dependencies.mjs, which follows imports transitively; the rules here catch the
// direct imports early, in the editor.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** What a layer may not import directly (app → GraphQL API only; graphql → ports; adapters → ports). */
const restricted = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".wrangler/",
      "test-results/",
      "playwright-report/",
      ".bench/",
      "app/graphql-env.d.ts",
      "workers/worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // TypeScript checks names (typescript-eslint's advice); global augmentations are declarations.
      "no-undef": "off",
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      // Unused names are TypeScript's job (noUnusedLocals); `_name` marks one kept on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // GraphQL responses are read loosely in tests; the assertions say what they must hold.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["scripts/**/*.mjs", "*.js"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "process",
          "console",
          "URL",
          "URLSearchParams",
          "fetch",
          "performance",
          "setTimeout",
          "clearTimeout",
          "AbortSignal",
          "AbortController",
          "Buffer",
          "TextEncoder",
          "TextDecoder",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: restricted(
      { regex: "(^|/)workers/", message: "app/ gets data through GraphQL only: workers/ is the composition root." },
      {
        regex:
          "(^|/)graphql/(?!shared/vocabulary$|shared/vocabulary-ar$|shared/text$|shared/email$|shared/results$|shared/messages$|shared/message-reader$|modules/[^/]+/[^/]+-schema$|modules/[^/]+/rules$)",
        message:
          "app/ talks to the API over GraphQL: of graphql/ it imports only the vocabulary, the message registry and pure rules or input schemas.",
      },
    ),
  },
  {
    files: ["graphql/**/*.ts"],
    rules: restricted(
      { regex: "(^|/)(workers|app)/|^~/", message: "graphql/ is runtime-agnostic: it knows ports, not adapters or pages." },
      { regex: "^(@supabase/|wrangler$|cloudflare:)", message: "graphql/ is runtime-agnostic: adapters live in workers/." },
    ),
  },
  {
    files: ["workers/adapters/**/*.ts"],
    rules: restricted(
      { regex: "^(graphql|graphql-yoga|@pothos/.*)$", message: "Adapters implement ports and import no GraphQL." },
      {
        regex: "(^|/)graphql/(builder|schema|yoga|context|modules/[^/]+/types|shared/connection|shared/enum-type)$",
        message: "Adapters implement ports and import no GraphQL: depend on the ports and pure rules only.",
      },
      { regex: "(^|/)app/|^~/", message: "Adapters know nothing of the site." },
    ),
  },
);
