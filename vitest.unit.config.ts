import { envOnlyMacros } from "vite-env-only";
import { defineConfig } from "vitest/config";
import { nodeSuite } from "./vitest.base";

export default defineConfig({
  ...nodeSuite("tests/unit"),
  // As vite.config.ts: `serverOnly$(…)` (tests run as the server does).
  plugins: [envOnlyMacros()],
});
