import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { serve } from "@hono/node-server";

import type { Providers } from "./app-deps.ts";
import { createApp } from "./app.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { serveBackupRequests } from "./db/backup/backup-control.ts";
import { openDatabase } from "./db/client.ts";
import { paymentsProviderOf, type Env } from "./env.ts";
import { seedAutomationTemplates } from "./features/automations/seed-automation-templates.ts";
import { DEMO_SETTLE_INTERVAL_MS, settleDemoSubscriptions } from "./features/billing/settle-demo-subscriptions.ts";
import { seedLibrary } from "./features/library/seed-library.ts";
import { seedResources } from "./features/resources/seed-resources.ts";
import { seedStudio } from "./features/studio/seed-studio.ts";
import { trustedOriginsFor } from "./http/trusted-origins.ts";
import { createLogger } from "./logger.ts";
import { createTextAiProvider } from "./providers/ai/create-text-ai-provider.ts";
import { createMailProvider } from "./providers/mail/create-mail-provider.ts";
import { createMailOutbox } from "./providers/mail/mail-outbox.ts";
import { createPaymentProvider, type PaymentsConfig } from "./providers/payments/create-payment-provider.ts";
import { isDemoPaymentProvider } from "./providers/payments/demo-payment-provider.ts";
import { createStorageProvider } from "./providers/storage/create-storage-provider.ts";
import { createTranscriptionProvider } from "./providers/transcription/create-transcription-provider.ts";
import { createVisionProvider } from "./providers/vision/create-vision-provider.ts";
import { seedAccounts } from "./seed/seed-accounts.ts";

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** Opens and migrates the database, seeds first-start content, wires providers and listens. */
export const startServer = async (env: Env, overrides: Partial<Providers> = {}) => {
  const logger = createLogger(env.LOG_LEVEL);
  // Providers first: a misconfigured one stops the start before anything is opened. Payments
  // follow once the database is open (the demo provider keeps its records there).
  const services: Omit<Providers, "payments"> = {
    mail:
      overrides.mail ??
      createMailProvider({
        smtpUrl: env.SMTP_URL,
        choice: env.MAIL,
        from: env.MAIL_FROM,
        isProduction: env.NODE_ENV === "production",
        logger,
      }),
    textAi:
      overrides.textAi ??
      createTextAiProvider(
        { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS },
        logger,
      ),
    transcription:
      overrides.transcription ??
      createTranscriptionProvider(
        {
          choice: env.TRANSCRIPTION,
          baseUrl: env.AI_TRANSCRIPTION_BASE_URL ?? env.AI_BASE_URL,
          apiKey: env.AI_TRANSCRIPTION_API_KEY ?? env.AI_API_KEY,
          model: env.AI_TRANSCRIPTION_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
        },
        logger,
      ),
    vision:
      overrides.vision ??
      createVisionProvider(
        {
          model: env.AI_VISION_MODEL,
          baseUrl: env.AI_VISION_BASE_URL ?? env.AI_BASE_URL,
          apiKey: env.AI_VISION_API_KEY ?? env.AI_API_KEY,
          timeoutMs: env.AI_TIMEOUT_MS,
        },
        logger,
      ),
    storage:
      overrides.storage ??
      createStorageProvider({
        uploadsDirectory: resolve(env.DATA_DIR, "uploads"),
        s3: env.S3_BUCKET
          ? {
              bucket: env.S3_BUCKET,
              region: env.S3_REGION,
              endpoint: env.S3_ENDPOINT,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              forcePathStyle: env.S3_FORCE_PATH_STYLE,
              prefix: env.S3_PREFIX,
            }
          : null,
      }),
  };
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    onError: (error) => logger.warn({ err: error }, "database connection error"),
  });
  const releaseStartupLock = await database.holdStartupLock();
  await database.migrate();
  const backup = database.backup;
  const stopServingBackups = backup
    ? serveBackupRequests({ dataDir: resolve(env.DATA_DIR), backup, logger })
    : () => undefined;

  const baseUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const webDistDir = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDist;
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : null;
  const payments: PaymentsConfig =
    paymentsProviderOf(env) === "stripe"
      ? {
          provider: "stripe",
          secretKey: env.STRIPE_SECRET_KEY ?? "",
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
          prices: { monthly: env.STRIPE_PRICE_MONTHLY, yearly: env.STRIPE_PRICE_YEARLY },
          apiUrl: env.STRIPE_API_URL,
        }
      : { provider: "demo" };
  // Mail that must get through (password links) waits in the database while SMTP is down.
  const outbox =
    services.mail.name === "smtp" ? createMailOutbox({ db: database.db, transport: services.mail, logger }) : null;
  const providers: Providers = {
    ...services,
    mail: outbox ?? services.mail,
    payments: overrides.payments ?? createPaymentProvider({ config: payments, db: database.db, baseUrl }),
  };

  const {
    app,
    auth,
    close: closeApp,
  } = createApp({
    db: database.db,
    notifications: database.notifications,
    providers,
    logger,
    config: {
      baseUrl,
      trustedOrigins: trustedOriginsFor({ publicUrl: env.PUBLIC_URL, port: env.PORT }),
      isProduction: env.NODE_ENV === "production",
      trustedProxyHops: env.TRUST_PROXY,
      webDistDir: existsSync(webDistDir) ? webDistDir : null,
      supportEmail: env.SUPPORT_EMAIL ?? env.ADMIN_EMAIL ?? null,
      aiDailyQuota: env.AI_DAILY_QUOTA,
      googleEnabled: google !== null,
      google,
      authSecret: await resolveAuthSecret(database.db, env.BETTER_AUTH_SECRET),
    },
  });

  await seedAccounts({
    db: database.db,
    auth,
    logger,
    mail: providers.mail,
    baseUrl,
    isProduction: env.NODE_ENV === "production",
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    demo: env.SEED_DEMO ? { email: env.DEMO_EMAIL, password: env.DEMO_PASSWORD } : null,
  });
  await seedLibrary({ db: database.db, logger });
  await seedStudio({ db: database.db, logger });
  await seedAutomationTemplates({ db: database.db, logger });
  await seedResources({ db: database.db, storage: services.storage, logger });
  await releaseStartupLock();

  logger.info(
    `database: ${database.kind}; mail: ${providers.mail.name}; payments: ${providers.payments.name}; storage: ${providers.storage.name}; google sign-in: ${google ? "on" : "off"}; web app: ${existsSync(webDistDir) ? webDistDir : "not built"}`,
  );

  // The demo provider has no outside clock: renew or end its subscriptions as periods pass.
  const demoPayments = providers.payments;
  const demoClock = isDemoPaymentProvider(demoPayments)
    ? setInterval(() => {
        settleDemoSubscriptions({
          db: database.db,
          payments: demoPayments,
          mail: providers.mail,
          baseUrl,
          logger,
        }).catch((error: unknown) => logger.error({ err: error }, "demo subscriptions could not be settled"));
      }, DEMO_SETTLE_INTERVAL_MS).unref()
    : null;

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  await new Promise<void>((ready) => server.once("listening", ready));
  logger.info(`Promptloom is listening on ${baseUrl}`);

  return {
    server,
    db: database.db,
    providers,
    baseUrl,
    logger,
    /**
     * Graceful shutdown: stop accepting connections, end the event streams, let requests in
     * flight finish (idle kept-alive connections close at once), then close the database. After
     * `env.SHUTDOWN_TIMEOUT_MS` the connections still open are cut, so the database closes in time.
     */
    close: async () => {
      logger.info("shutting down: finishing the requests in flight");
      closeApp();
      outbox?.close();
      if (demoClock) clearInterval(demoClock);
      const closed = new Promise<void>((done) => server.close(() => done()));
      const deadline = setTimeout(() => {
        logger.warn("shutdown deadline reached: closing the connections still open");
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, env.SHUTDOWN_TIMEOUT_MS).unref();
      await closed;
      clearTimeout(deadline);
      await database.close();
      stopServingBackups();
      logger.info("shut down cleanly");
    },
  };
};
