// The linter `npm test` runs (`npm run lint`). The dependency direction is checked by
// dependency-cruiser (.dependency-cruiser.mjs), which follows imports transitively; the rules here
// catch the direct imports early, in the editor. Rules the site keeps everywhere (one form reader, one
// redirect helper) are lint rules here rather than tests that grep the source.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** What a layer may not import directly (app → GraphQL API only; graphql → ports; adapters → ports). */
const restricted = (patterns, paths = []) => ({ "no-restricted-imports": ["error", { patterns, paths }] });

const APP_LAYER = [
  { regex: "(^|/)workers/", message: "app/ gets data through GraphQL only: workers/ is the composition root." },
  {
    regex:
      "(^|/)graphql/(?!shared/vocabulary$|shared/vocabulary-ar$|shared/text$|shared/local-path$|shared/email$|shared/results$|shared/messages$|shared/message-reader$|modules/[^/]+/[^/]+-schema$|modules/[^/]+/rules$)",
    message:
      "app/ talks to the API over GraphQL: of graphql/ it imports only the vocabulary, the message registry and pure rules or input schemas.",
  },
];

/** Every redirect in the site goes through app/lib/http/safe-redirect.ts (decision 009). */
const REMIX_REDIRECTS = ["@remix-run/cloudflare", "@remix-run/node", "@remix-run/server-runtime", "@remix-run/react"].map((name) => ({
  name,
  importNames: ["redirect", "redirectDocument", "replace"],
  message: "Redirect through safeRedirect (app/lib/http/safe-redirect.ts): it keeps every target on this site.",
}));

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
    // Rules that need the types (typescript-eslint's project service reads tsconfig.json): a promise
    // nobody awaits or catches, a promise where a void callback belongs (an event handler), and a
    // switch over a union that forgets a member.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // autoFocus is how a refused form (posted without JavaScript too) puts focus on its first field at
      // fault, as the site's forms must; it is never set on a page's first load.
      "jsx-a11y/no-autofocus": "off",
      // A scrolling region takes focus so that the keyboard can scroll it (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
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
    rules: {
      ...restricted(APP_LAYER, REMIX_REDIRECTS),
      // Every action reads its form through the one safe reader (decision 011).
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
          message:
            "Read forms through readForm/requireForm (app/lib/forms/form-data.server.ts): a malformed body is answered, never a 500.",
        },
      ],
    },
  },
  { files: ["app/lib/forms/form-data.server.ts"], rules: { "no-restricted-syntax": "off" } },
  {
    files: ["app/lib/http/safe-redirect.ts"],
    rules: restricted(APP_LAYER),
  },
  {
    files: ["graphql/**/*.ts"],
    rules: restricted([
      { regex: "(^|/)(workers|app)/|^~/", message: "graphql/ is runtime-agnostic: it knows ports, not adapters or pages." },
      { regex: "^(@supabase/|wrangler$|cloudflare:)", message: "graphql/ is runtime-agnostic: adapters live in workers/." },
    ]),
  },
  {
    files: ["workers/adapters/**/*.ts"],
    rules: restricted([
      { regex: "^(graphql|graphql-yoga|@pothos/.*)$", message: "Adapters implement ports and import no GraphQL." },
      {
        regex: "(^|/)graphql/(builder|schema|yoga|context|modules/[^/]+/types|shared/connection|shared/enum-type)$",
        message: "Adapters implement ports and import no GraphQL: depend on the ports and pure rules only.",
      },
      { regex: "(^|/)app/|^~/", message: "Adapters know nothing of the site." },
    ]),
  },
);
