import { defineConfig } from "vitest/config";

/**
 * Three suites: the shared contracts, the server (integration tests over real HTTP against a real
 * database) and the web app's pure modules. Browser tests are Playwright's (apps/web/e2e).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contracts",
          include: ["packages/contracts/src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          // Each file gets its own database; more parallel files than cores only adds memory.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "tooling",
          include: ["eslint-rules/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
        },
      },
    ],
  },
});
