import { defineConfig } from "vitest/config";

/**
 * `expect.poll` waits for what happens on its own after an answer: a retried e-mail, a
 * notification reaching another instance, a page prerendered again. Vitest's default of 1 s is a
 * guess, not a product promise, and a busy two-core machine can need longer. Limits the product
 * does promise (a change seen on another instance within a second) are measured and asserted
 * on their own (apps/server/src/testing/time-until-seen.ts).
 */
const waitForBackgroundWork = { poll: { timeout: 10_000 } };

const removeTemporaryFolders = "apps/server/src/testing/remove-temporary-folders.ts";

/**
 * The suites: the shared contracts, the server (integration tests over real HTTP against a real
 * database), whole server processes, the lint rules, and the web app (pure modules and React
 * Testing Library component tests in jsdom), and the browser extension. Browser tests are Playwright's (apps/web/e2e).
 */
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core to itself (one worker on two cores),
    // and projects with one worker run after the others instead of beside them.
    maxWorkers: "100%",
    // An error thrown outside a test (a timer firing after its file ended, a promise nobody
    // awaited) can hide a false pass: it fails the run. This is Vitest's default, kept on purpose.
    dangerouslyIgnoreUnhandledErrors: false,
    projects: [
      {
        test: {
          name: "contracts",
          include: ["packages/contracts/src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "prompt-engine",
          include: ["packages/prompt-engine/{src,scripts}/**/*.test.ts"],
          // Pure functions with no global state: a worker keeps the engine (its model, its
          // lexicons, the NLP library's tagger) warm from one file to the next, a third of the time.
          isolate: false,
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/**/*.process.test.ts"],
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          setupFiles: [removeTemporaryFolders],
          // Each file gets its own app and database (testing/create-test-app.ts) and sets no
          // global state, so a worker keeps its loaded modules (the server, PGlite's compiled
          // engine) from one file to the next instead of loading them again: half the time.
          isolate: false,
          expect: waitForBackgroundWork,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Whole server processes (signals, a database stopped under them, backups, two instances):
        // each makes its own database, so the PostgreSQL rerun of the server suite leaves them out.
        test: {
          name: "processes",
          include: ["apps/server/src/**/*.process.test.ts"],
          setupFiles: [removeTemporaryFolders],
          expect: waitForBackgroundWork,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "tooling",
          include: ["eslint-rules/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        // The browser extension's pure parts: the site adapters against saved pages, its API calls.
        test: {
          name: "extension",
          include: ["apps/extension/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // As in the server suite: a worker keeps React, the testing library and the app's modules
          // from one file to the next instead of loading them again (four fifths of this suite's
          // time). Every test renders into a document cleaned up after it (testing/setup-tests.ts),
          // and a test that replaces a global puts it back (vi.stubGlobal, undone after each test).
          isolate: false,
          expect: waitForBackgroundWork,
          setupFiles: ["apps/web/src/testing/setup-tests.ts"],
        },
      },
    ],
  },
});
