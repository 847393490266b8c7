/**
 * The server the browser tests run against: the real product on a fresh embedded database, plus
 * a loopback-only control port that lets a test put an account into a given state (paid,
 * refunded, admin), read the e-mails the product sent, script the transcription service (or turn
 * it off, as on a server with no transcription engine) and answer Google's consent screen. The product itself has no such door. Text AI is the embedded
 * default (the built-in composer), or with E2E_TEXT_AI=loopback the loopback peer as a language
 * model; transcription goes to a loopback OpenAI-compatible peer, through
 * the real OpenAI provider; Google sign-in exchanges its codes with a loopback Google.
 */
import { createServer, type IncomingMessage } from "node:http";

import { eq } from "drizzle-orm";

import { profiles, user } from "../db/schema/index.ts";
import { parseEnv } from "../env.ts";
import { settleDemoSubscriptions } from "../features/billing/settle-demo-subscriptions.ts";
import { createLogger } from "../logger.ts";
import { createTextAiProvider } from "../providers/ai/create-text-ai-provider.ts";
import { isDemoPaymentProvider } from "../providers/payments/demo-payment-provider.ts";
import { createTranscriptionProvider } from "../providers/transcription/create-transcription-provider.ts";
import { KEEP_ALIVE_TIMEOUT_MS, startServer } from "../start-server.ts";
import { startLoopbackGoogle, type GoogleProfile } from "./loopback-google.ts";
import { startLoopbackOpenAi, type ScriptedReply } from "./loopback-openai.ts";
import { createRecordingMailProvider } from "./recording-mail-provider.ts";

const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 3101);
const mail = createRecordingMailProvider();
const speechService = await startLoopbackOpenAi();
const transcription = createTranscriptionProvider(
  { choice: "openai", baseUrl: speechService.baseUrl, apiKey: "e2e", model: "whisper-1", timeoutMs: 10_000 },
  createLogger("warn"),
);
const env = parseEnv(process.env);
const google =
  env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? await startLoopbackGoogle({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET })
    : null;
// E2E_TEXT_AI=loopback: refined prompts come from the loopback peer too, as from a language
// model, with chat replies scripted through the control port (the Genie model-path spec).
const textAi =
  process.env.E2E_TEXT_AI === "loopback"
    ? createTextAiProvider(
        { baseUrl: speechService.baseUrl, apiKey: "e2e", model: "loopback-model", timeoutMs: 10_000 },
        createLogger("warn"),
      )
    : undefined;
const running = await startServer(env, { mail, transcription, ...(textAi ? { textAi } : {}) });

/** What the transcription service received, without the audio bytes. */
const receivedAudio = () =>
  speechService.requests
    .filter((request) => request.path === "/v1/audio/transcriptions")
    .map((request) => ({
      filename: request.form?.file?.filename ?? "",
      type: request.form?.file?.type ?? "",
      size: request.form?.file?.data.byteLength ?? 0,
      closedEarly: request.closedEarly,
    }));

const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
};

const control = createServer((request, response) => {
  void (async () => {
    const mailMatch = /^\/mails\/([^/]+)$/.exec(request.url ?? "");
    if (request.method === "GET" && mailMatch?.[1]) {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(mail.sentTo(decodeURIComponent(mailMatch[1]))));
      return;
    }
    if (request.url === "/chat") {
      if (request.method === "POST") speechService.script("chat", (await readJson(request)) as ScriptedReply);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(speechService.requests.filter((sent) => sent.path === "/v1/chat/completions").length),
      );
      return;
    }
    if (request.url === "/transcriptions") {
      if (request.method === "POST") speechService.script("transcriptions", (await readJson(request)) as ScriptedReply);
      if (request.method === "DELETE") speechService.reset();
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(receivedAudio()));
      return;
    }
    if (request.method === "POST" && request.url === "/google/consent" && google) {
      // The browser reached Google's consent screen: where does Google send it back?
      const { url, profile } = (await readJson(request)) as { url: string; profile: GoogleProfile };
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ location: google.consent(url, profile) }));
      return;
    }
    if (request.method === "POST" && request.url === "/billing/demo/advance") {
      // Moves the demo provider's clock forward, as the passing of a billing period would.
      const { days } = await readJson(request);
      const payments = running.providers.payments;
      if (!isDemoPaymentProvider(payments)) throw new Error("the e2e server runs the demo payment provider");
      const now = new Date(Date.now() + Number(days ?? 0) * 24 * 60 * 60 * 1000);
      const { db, baseUrl, logger } = running;
      const settled = await settleDemoSubscriptions(
        { db, payments, mail: running.providers.mail, baseUrl, logger },
        now,
      );
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ settled }));
      return;
    }
    const match = /^\/profiles\/([^/]+)$/.exec(request.url ?? "");
    if (request.method !== "POST" || !match?.[1]) {
      response.writeHead(404).end();
      return;
    }
    const email = decodeURIComponent(match[1]).toLowerCase();
    const body = await readJson(request);
    const [account] = await running.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) {
      response.writeHead(404).end("no such user");
      return;
    }
    await running.db
      .update(profiles)
      .set({
        ...(typeof body.isPaid === "boolean" ? { isPaid: body.isPaid } : {}),
        ...(typeof body.refunded === "boolean" ? { refunded: body.refunded } : {}),
        ...(typeof body.isAdmin === "boolean" ? { isAdmin: body.isAdmin } : {}),
      })
      .where(eq(profiles.id, account.id));
    response.writeHead(204).end();
  })().catch((error: unknown) => {
    response.writeHead(500).end(String(error));
  });
});
// As on the product's port: a test's request client reuses an idle connection after a pause, and a
// server closing it at Node's default 5 s would meet that request with ECONNRESET.
control.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
control.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
control.listen(controlPort, "127.0.0.1");

const shutdown = () => {
  control.close();
  void speechService.close();
  void google?.close();
  void running.close().then(() => process.exit(0));
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
