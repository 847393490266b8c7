import { resolve } from "node:path";

import type { Providers } from "../app-deps.ts";
import { paymentsProviderOf, type Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { createTextAiProvider } from "../providers/ai/create-text-ai-provider.ts";
import { createMailProvider } from "../providers/mail/create-mail-provider.ts";
import type { PaymentsConfig } from "../providers/payments/create-payment-provider.ts";
import { createStorageProvider } from "../providers/storage/create-storage-provider.ts";
import { createTranscriptionProvider } from "../providers/transcription/create-transcription-provider.ts";
import { createVisionProvider } from "../providers/vision/create-vision-provider.ts";

/** The providers that need no database, from the environment (an override wins, for tests). */
export const servicesFromEnv = (
  env: Env,
  overrides: Partial<Providers>,
  logger: Logger,
): Omit<Providers, "payments"> => ({
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
        pocketsphinxPrefix: env.POCKETSPHINX_PREFIX,
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
});

/** Stripe when its keys are set, otherwise the demo checkout. */
export const paymentsConfigFromEnv = (env: Env): PaymentsConfig =>
  paymentsProviderOf(env) === "stripe"
    ? {
        provider: "stripe",
        secretKey: env.STRIPE_SECRET_KEY ?? "",
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
        prices: { monthly: env.STRIPE_PRICE_MONTHLY, yearly: env.STRIPE_PRICE_YEARLY },
        apiUrl: env.STRIPE_API_URL,
      }
    : { provider: "demo" };
