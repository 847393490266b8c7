import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions } from "./apps/web/e2e/support/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 3101);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "apps/web/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "rm -rf .tmp/e2e-data && node --import tsx apps/server/src/testing/e2e-server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      E2E_CONTROL_PORT: String(controlPort),
      DATA_DIR: ".tmp/e2e-data",
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "admin-password",
      SEED_DEMO: "true",
      DEMO_EMAIL: "demo@e2e.test",
      DEMO_PASSWORD: "demo-password",
      // Google sign-in is on; the e2e server exchanges its codes with a loopback Google.
      // Its limit counts per address, so tests that use it each send their own (X-Forwarded-For).
      TRUST_PROXY: "true",
      GOOGLE_CLIENT_ID: "promptloom-e2e.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "google-e2e-secret",
    },
  },
});
