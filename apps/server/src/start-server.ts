import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

import type { Providers } from "./app-deps.ts";
import { createApp } from "./app.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { serveBackupRequests } from "./db/backup/backup-control.ts";
import { openDatabase } from "./db/client.ts";
import type { Env } from "./env.ts";
import { trustedOriginsFor } from "./http/trusted-origins.ts";
import { createLogger } from "./logger.ts";
import { createMailOutbox } from "./providers/mail/mail-outbox.ts";
import { createPaymentProvider } from "./providers/payments/create-payment-provider.ts";
import { startDeletedPromptsPurge } from "./start/deleted-prompts-purge.ts";
import { startDemoSubscriptionClock } from "./start/demo-subscription-clock.ts";
import { paymentsConfigFromEnv, servicesFromEnv } from "./start/providers-from-env.ts";
import { seedFirstStart } from "./start/seed-first-start.ts";

/** How long an idle kept-alive connection stays open: longer than the usual 60 s of clients and proxies. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * Longest wait for a whole request to arrive (Node's default, pinned): an unanswered
 * `Idempotency-Key` is taken over only well after it (http/idempotency-claims.ts).
 */
export const REQUEST_TIMEOUT_MS = 300_000;

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** Opens and migrates the database, seeds first-start content, wires providers and listens. */
export const startServer = async (env: Env, overrides: Partial<Providers> = {}) => {
  const logger = createLogger(env.LOG_LEVEL);
  // Providers first: a misconfigured one stops the start before anything is opened. Payments
  // follow once the database is open (the demo provider keeps its records there).
  const services = servicesFromEnv(env, overrides, logger);
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
  // Mail that must get through (password links) waits in the database while SMTP is down.
  const outbox =
    services.mail.name === "smtp" ? createMailOutbox({ db: database.db, transport: services.mail, logger }) : null;
  const providers: Providers = {
    ...services,
    mail: outbox ?? services.mail,
    payments:
      overrides.payments ?? createPaymentProvider({ config: paymentsConfigFromEnv(env), db: database.db, baseUrl }),
  };

  const {
    listener,
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
      idempotencyClaimTimeoutMs: env.IDEMPOTENCY_CLAIM_TIMEOUT_MS,
      googleEnabled: google !== null,
      google,
      authSecret: await resolveAuthSecret(database.db, env.BETTER_AUTH_SECRET),
    },
  });

  await seedFirstStart({ env, db: database.db, auth, providers, baseUrl, logger });
  await releaseStartupLock();

  logger.info(
    `database: ${database.kind}; mail: ${providers.mail.name}; payments: ${providers.payments.name}; storage: ${providers.storage.name}; google sign-in: ${google ? "on" : "off"}; web app: ${existsSync(webDistDir) ? webDistDir : "not built"}`,
  );

  const stopDemoClock = startDemoSubscriptionClock({ db: database.db, providers, baseUrl, logger });
  const stopDeletedPromptsPurge = startDeletedPromptsPurge({ db: database.db, logger });

  const server = createServer(listener);
  // Clients and proxies keep idle connections for up to a minute and reuse them; a server that
  // closes first (Node's default is 5 s) races their next request, which then fails with
  // ECONNRESET. Idle connections are kept a little longer than a minute instead.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.listen(env.PORT, env.HOST);
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
      stopDemoClock();
      stopDeletedPromptsPurge();
      const closed = new Promise<void>((done) => server.close(() => done()));
      const deadline = setTimeout(() => {
        logger.warn("shutdown deadline reached: closing the connections still open");
        server.closeAllConnections();
      }, env.SHUTDOWN_TIMEOUT_MS).unref();
      await closed;
      clearTimeout(deadline);
      await database.close();
      stopServingBackups();
      logger.info("shut down cleanly");
    },
  };
};
