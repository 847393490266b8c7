import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

import { expect, request as playwrightRequest, test } from "@playwright/test";

import { waitUntilHealthy } from "../../server/src/testing/wait-until-healthy.ts";
import { newAccount, signInWithApi } from "./support/accounts.ts";

/**
 * Genie with a language model: a second e2e server whose text AI is the loopback
 * OpenAI-compatible peer, with the chat replies scripted through its control port. It runs on the
 * two ports after the suite's own.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 3101) + 2;
const origin = `http://localhost:${port}`;
const control = `http://127.0.0.1:${controlPort}`;
const dataDir = `.tmp/e2e-data-model-${port}`;

let server: ChildProcess | undefined;

/** The same bound as the suite's own server (playwright.config.ts), with a first start's migrations and seeding on a busy machine. */
const STARTUP_MS = 170_000;

test.describe.configure({ mode: "serial", timeout: 60_000 });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(STARTUP_MS + 10_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn("node", ["--import", "tsx", "apps/server/src/testing/e2e-server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      E2E_CONTROL_PORT: String(controlPort),
      E2E_TEXT_AI: "loopback",
      // Two refines and the two answers of a Compare use the day's quota up.
      AI_DAILY_QUOTA: "4",
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "admin-password",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
    },
    stdio: "inherit",
  });
  await waitUntilHealthy(server, origin, { withinMs: STARTUP_MS, everyMs: 500 });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

const scriptChat = async (reply: Record<string, unknown>) => {
  const response = await fetch(`${control}/chat`, { method: "POST", body: JSON.stringify(reply) });
  if (!response.ok) throw new Error(`could not script a chat reply: ${response.status}`);
};

test("with a model the prompt streams in, Stop ends it, Compare shows both answers, and the daily quota is explained when used up", async ({
  page,
}) => {
  const account = newAccount();
  // Signed up from its own context: the page's context then signs in through the API, once the account is paid.
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const signUp = await api.post("/api/auth/sign-up/email", {
    data: { email: account.email, password: account.password, name: account.fullName },
  });
  expect(signUp.ok()).toBe(true);
  await api.dispose();
  await fetch(`${control}/profiles/${encodeURIComponent(account.email)}`, {
    method: "POST",
    body: JSON.stringify({ isPaid: true }),
  });
  await signInWithApi(page, account, origin);

  await page.goto("/app/genie");
  await expect(page.getByText("Refined by loopback-model")).toBeVisible();
  const requestBox = page.getByRole("textbox", { name: "Your rough request" });
  const result = page.getByRole("region", { name: "Refined prompt" });

  // A slow answer: the first words arrive, then Stop ends it and keeps what was written.
  await scriptChat({
    kind: "text",
    text: "You are a poet. Write",
    chunks: ["You are a poet. ", "Write"],
    chunkDelayMs: 20_000,
  });
  await requestBox.fill("write a haiku about rain");
  await page.getByRole("button", { name: "Refine" }).click();
  await expect(result.getByTestId("streamed-prompt")).toHaveText("You are a poet.");
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(
    result.getByText("Stopped. The text so far is shown; refine again for a complete prompt."),
  ).toBeVisible();

  await scriptChat({
    kind: "text",
    text: "You are a poet. Write a haiku about rain on a tin roof.",
    chunks: ["You are a poet. ", "Write a haiku ", "about rain on a tin roof."],
  });
  await page.getByRole("button", { name: "Refine" }).click();
  await expect(result.getByText("Written by loopback-model")).toBeVisible();
  await expect(result.getByText("You are a poet. Write a haiku about rain on a tin roof.")).toBeVisible();

  await scriptChat({ kind: "text", text: "Rain, rain, rain." });
  await scriptChat({ kind: "text", text: "Tin roof drums softly / rain counts the hours for me / the gutter answers" });
  await result.getByRole("button", { name: "Compare answers" }).click();
  const comparison = page.getByRole("region", { name: "Compare answers" });
  await expect(comparison.getByText("Rain, rain, rain.")).toBeVisible();
  await expect(comparison.getByText(/Tin roof drums softly/)).toBeVisible();

  const modelCalls = Number(await (await fetch(`${control}/chat`)).text());
  await requestBox.fill("write a limerick about rain");
  await page.getByRole("button", { name: "Refine" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText:
        "You've used all 4 AI requests for today. Your quota resets at midnight UTC — the built-in composer stays available meanwhile.",
    }),
  ).toBeVisible();
  // Refused before the model was asked.
  expect(Number(await (await fetch(`${control}/chat`)).text())).toBe(modelCalls);
});
