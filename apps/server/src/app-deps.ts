import type { Logger } from "pino";

import type { Auth } from "./auth/create-auth.ts";
import type { Database } from "./db/client.ts";
import type { Notifications } from "./db/notifications.ts";
import type { PromptEngine } from "./lib/prompt-engine/prompt-engine.ts";
import type { EventHub } from "./lib/realtime/event-hub.ts";
import type { SiteSettingsCache } from "./lib/site-settings-cache.ts";
import type { TextAiProvider } from "./providers/ai/text-ai-provider.ts";
import type { MailProvider } from "./providers/mail/mail-provider.ts";
import type { PaymentProvider } from "./providers/payments/payment-provider.ts";
import type { StorageProvider } from "./providers/storage/storage-provider.ts";
import type { TranscriptionProvider } from "./providers/transcription/transcription-provider.ts";
import type { VisionProvider } from "./providers/vision/vision-provider.ts";

export type Providers = {
  mail: MailProvider;
  payments: PaymentProvider;
  textAi: TextAiProvider;
  transcription: TranscriptionProvider;
  storage: StorageProvider;
  vision: VisionProvider;
};

export type AppConfig = {
  baseUrl: string;
  /** Origins whose pages may send state-changing requests (see http/trusted-origins.ts). */
  trustedOrigins: string[];
  isProduction: boolean;
  /** How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY); 0 trusts none. */
  trustedProxyHops: number;
  /** Built web app (with prerendered pages); null when only the API is served. */
  webDistDir: string | null;
  /** Where staff notifications (contact form) go. */
  supportEmail: string | null;
  /** Language-model requests each member may make per day (UTC); 0 for no limit. */
  aiDailyQuota: number;
  /** After how long an unanswered `Idempotency-Key` counts as abandoned (http/idempotency-claims.ts). */
  idempotencyClaimTimeoutMs: number;
  googleEnabled: boolean;
};

/** Everything a router needs, built once in createApp. */
export type AppDeps = {
  db: Database;
  /** LISTEN on the database, for in-memory caches that forget on every instance at once. */
  notifications: Notifications;
  /** Site settings read on every page (theme, features hero), from memory until they change. */
  siteSettings: SiteSettingsCache;
  auth: Auth;
  providers: Providers;
  config: AppConfig;
  logger: Logger;
  /** This instance's open event streams, fed by the database's notifications. */
  events: EventHub;
  /** The current time; tests pass a fixed one for features that plan around the clock. */
  now: () => Date;
  /** Composes every refined prompt (voice, Genie, other tools). */
  engine: PromptEngine;
};
