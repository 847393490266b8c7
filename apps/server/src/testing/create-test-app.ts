import { randomBytes } from "node:crypto";
import { createServer, type RequestListener } from "node:http";

import { signedUpSchema } from "@promptloom/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";

import type { Providers } from "../app-deps.ts";
import { createApp } from "../app.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import { profiles } from "../db/schema/index.ts";
import { ABANDONED_AFTER_MS } from "../http/idempotency-claims.ts";
import { isOwnBodyLimit } from "../http/limit-body.ts";
import { createLogger } from "../logger.ts";
import { createOfflineTextAiProvider } from "../providers/ai/offline/offline-text-ai-provider.ts";
import type { MailProvider } from "../providers/mail/mail-provider.ts";
import { createDemoPaymentProvider } from "../providers/payments/demo-payment-provider.ts";
import type { PaymentProvider } from "../providers/payments/payment-provider.ts";
import { createLocalStorageProvider } from "../providers/storage/local-storage-provider.ts";
import { createNoneTranscriptionProvider } from "../providers/transcription/none-transcription-provider.ts";
import { createNoneVisionProvider } from "../providers/vision/none-vision-provider.ts";
import { quickPasswordHashing } from "./quick-password-hashing.ts";
import { createRecordingMailProvider } from "./recording-mail-provider.ts";
import { temporaryFolder } from "./temporary-folder.ts";
import { TestClient } from "./test-client.ts";
import { openTestDatabase, resetDatabase } from "./test-database.ts";

export type Role = "anonymous" | "unpaid" | "paid" | "refunded" | "admin";
export const roles: Role[] = ["anonymous", "unpaid", "paid", "refunded", "admin"];

export type TestAccount = { id: string; email: string; password: string; name: string };
export type SignedInClient = TestClient & { account: TestAccount };

const profileFor: Record<Exclude<Role, "anonymous">, { isPaid: boolean; refunded: boolean; isAdmin: boolean }> = {
  unpaid: { isPaid: false, refunded: false, isAdmin: false },
  paid: { isPaid: true, refunded: false, isAdmin: false },
  refunded: { isPaid: true, refunded: true, isAdmin: false },
  admin: { isPaid: true, refunded: false, isAdmin: true },
};

export type TestAppOptions = {
  providers?: Partial<Omit<Providers, "payments">>;
  /** A mail provider that needs the database (the outbox); e-mails are recorded unless given. */
  mail?: (deps: { db: Database }) => MailProvider;
  /** The payment provider; the embedded demo provider unless given. */
  payments?: (deps: { db: Database; baseUrl: string }) => PaymentProvider;
  config?: Partial<TestConfig>;
  /** A fixed or scripted clock for features that plan around the time of day. */
  now?: () => Date;
};

type TestConfig = Parameters<typeof createApp>[0]["config"];

/** The app on its own loopback port; the server listens first because the app needs its address. */
const startInstance = async (options: {
  database: DatabaseHandle;
  /** Some providers (payments) build links to the app, so they are made once its address is known. */
  providers: (baseUrl: string) => Providers;
  config?: Partial<TestConfig>;
  now?: () => Date;
}) => {
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response)).listen(0, "127.0.0.1");
  // Tests share one event loop with the server: a long synchronous step (seeding a thousand rows into
  // PGlite) lets the server's keep-alive timer and the client's fire together, and the client then
  // reuses a socket the server is closing (ECONNRESET). Here only the client closes idle sockets.
  server.keepAliveTimeout = 0;
  await new Promise<void>((ready) => server.once("listening", ready));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("test server has no port");
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const config: TestConfig = {
    baseUrl,
    trustedOrigins: [baseUrl],
    isProduction: false,
    trustedProxyHops: 0,
    webDistDir: null,
    supportEmail: null,
    aiDailyQuota: 100,
    idempotencyClaimTimeoutMs: ABANDONED_AFTER_MS,
    googleEnabled: false,
    google: null,
    authSecret: "test-secret-that-is-at-least-32-characters-long",
    passwordHashing: quickPasswordHashing,
    ...options.config,
  };
  const providers = options.providers(baseUrl);
  const instance = createApp({
    db: options.database.db,
    notifications: options.database.notifications,
    providers,
    logger: createLogger("silent"),
    config,
    now: options.now,
  });
  handle = instance.listener;
  return {
    baseUrl,
    providers,
    /** Every API endpoint the app answers, middleware left out; uploads set their own body limit. */
    routes: instance.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
      .map((route) => ({
        method: route.method,
        path: route.path,
        isUpload: instance.app.routes.some(
          (other) => other.method === route.method && other.path === route.path && isOwnBodyLimit(other.handler),
        ),
      })),
    auth: instance.auth,
    events: instance.events,
    client: () => new TestClient(baseUrl),
    close: async () => {
      instance.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
};

/**
 * The real app over real HTTP on a loopback port, backed by a migrated database of its own, with
 * e-mails recorded instead of sent.
 */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const database = await openTestDatabase();
  const mail = createRecordingMailProvider();
  const { baseUrl, providers, routes, auth, events, client, close } = await startInstance({
    database,
    providers: (address) => ({
      mail: options.mail?.({ db: database.db }) ?? mail,
      payments: (options.payments ?? createDemoPaymentProvider)({ db: database.db, baseUrl: address }),
      textAi: createOfflineTextAiProvider(),
      transcription: createNoneTranscriptionProvider(),
      vision: createNoneVisionProvider(),
      storage: createLocalStorageProvider(temporaryFolder("promptloom-uploads")),
      ...options.providers,
    }),
    config: options.config,
    now: options.now,
  });

  let accounts = 0;
  const others: { close: () => Promise<void> }[] = [];

  /**
   * A second server instance on the same database (its own connections on PostgreSQL), as
   * behind a load balancer. Sessions are shared: send a client's requests to its `baseUrl`.
   */
  const startAnotherInstance = async () => {
    const connection = database.connectAgain();
    const other = await startInstance({
      database: connection,
      providers: () => providers,
      config: options.config,
      now: options.now,
    });
    let isClosed = false;
    const close = async () => {
      if (isClosed) return;
      isClosed = true;
      await other.close();
      await connection.close();
    };
    others.push({ close });
    return { baseUrl: other.baseUrl, events: other.events, close };
  };

  /** Signs a new account up through the API, then puts its profile into the given state. */
  const signUp = async (state: Partial<(typeof profileFor)["paid"]> = {}): Promise<SignedInClient> => {
    accounts += 1;
    const account: TestAccount = {
      id: "",
      email: `member-${accounts}-${randomBytes(3).toString("hex")}@example.test`,
      password: "correct-horse-battery",
      name: `Member ${accounts}`,
    };
    const visitor = client();
    const response = await visitor.post("/api/auth/sign-up/email", {
      email: account.email,
      password: account.password,
      name: account.name,
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    account.id = signedUpSchema.parse(response.body).user.id;
    if (Object.keys(state).length > 0) await database.db.update(profiles).set(state).where(eq(profiles.id, account.id));
    return Object.assign(visitor, { account });
  };

  /** A visitor in the given role: anonymous has no session; the others are new accounts. */
  function as(role: "anonymous"): Promise<TestClient>;
  function as(role: Exclude<Role, "anonymous">): Promise<SignedInClient>;
  function as(role: Role): Promise<TestClient>;
  function as(role: Role): Promise<TestClient> {
    return role === "anonymous" ? Promise.resolve(client()) : signUp(profileFor[role]);
  }

  return {
    baseUrl,
    routes,
    auth,
    events,
    db: database.db,
    mail,
    payments: providers.payments,
    storage: providers.storage,
    client,
    signUp,
    as,
    startAnotherInstance,
    reset: async () => {
      mail.sent.length = 0;
      await resetDatabase(database.db);
    },
    close: async () => {
      for (const other of others) await other.close();
      await close();
      await database.close();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * One app per test file, emptied before each test: `const testApp = useTestApp();` then
 * `await testApp().as("paid")` inside tests. Options may be a function, read when the app
 * starts, for providers that need something an earlier `beforeAll` started (a loopback peer).
 */
export const useTestApp = (options?: TestAppOptions | (() => TestAppOptions)): (() => TestApp) => {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof options === "function" ? options() : options);
  });
  beforeEach(async () => {
    await current?.reset();
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error("The test app is available inside tests and hooks only");
    return current;
  };
};
