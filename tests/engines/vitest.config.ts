import { defineConfig } from "vitest/config";

/**
 * The engine smoke suite (docs/decisions/0126-engine-smoke-suite.md), apart from the unit tests: it needs
 * the build, and `npm test` runs it after the build. One engine at a time, so the timings are not two
 * browsers competing for two cores.
 */
export default defineConfig({
  test: {
    include: ["tests/engines/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
