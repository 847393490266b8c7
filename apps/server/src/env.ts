import { z } from "zod";

import { ABANDONED_AFTER_MS } from "./http/idempotency-claims.ts";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

/** Stripe when a secret key is set (or PAYMENTS=stripe), otherwise the embedded demo provider. */
const selectPayments = (env: { PAYMENTS?: "stripe" | "demo" | undefined; STRIPE_SECRET_KEY?: string | undefined }) =>
  env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? "stripe" : "demo");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(z.url().optional()),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
    /** How long a shutdown (SIGTERM) waits for requests in flight; below Docker's 10 s grace. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
    /** After how long a create's unanswered `Idempotency-Key` may be taken over by a retry. */
    IDEMPOTENCY_CLAIM_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(24 * 60 * 60_000)
      .default(ABANDONED_AFTER_MS),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SMTP_URL: optionalString.pipe(z.url().optional()),
    /** `console` prints e-mails, password links included, to the log; production must ask for it. */
    MAIL: optionalString.pipe(z.enum(["smtp", "console"]).optional()),
    MAIL_FROM: z.string().default("Promptloom <no-reply@promptloom.local>"),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(6).max(128).optional()),
    /** Default: on in development, off in production (see the transform below). */
    SEED_DEMO: booleanFlag.optional(),
    DEMO_EMAIL: z.email().default("demo@promptloom.app"),
    DEMO_PASSWORD: z.string().min(6).max(128).default("promptloom-demo"),
    SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
    WEB_DIST_DIR: optionalString,
    S3_BUCKET: optionalString,
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    S3_PREFIX: z.string().default("uploads/"),
    /** The number of proxies in front of the server; `true` is one, `false` none. */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value) => (value === "true" ? "1" : value === "false" ? "0" : value))
      .pipe(z.string().regex(/^\d+$/, "TRUST_PROXY must be true, false or a number of proxies"))
      .transform(Number)
      .pipe(z.number().int().max(10)),
    PAYMENTS: z.enum(["stripe", "demo"]).optional(),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_MONTHLY: optionalString,
    STRIPE_PRICE_YEARLY: optionalString,
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    AI_BASE_URL: optionalString.pipe(z.url().optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    AI_DAILY_QUOTA: z.coerce.number().int().min(0).max(1_000_000).default(100),
    AI_TRANSCRIPTION_MODEL: z.string().min(1).default("whisper-1"),
    AI_TRANSCRIPTION_BASE_URL: optionalString.pipe(z.url().optional()),
    AI_TRANSCRIPTION_API_KEY: optionalString,
    TRANSCRIPTION: optionalString.pipe(z.enum(["openai", "pocketsphinx", "none"]).optional()),
    POCKETSPHINX_PREFIX: optionalString,
    AI_VISION_MODEL: optionalString,
    AI_VISION_BASE_URL: optionalString.pipe(z.url().optional()),
    AI_VISION_API_KEY: optionalString,
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    path: ["GOOGLE_CLIENT_ID"],
    // Report this alongside problems in other variables, not only once they are fixed.
    when: () => true,
  })
  .refine((env) => selectPayments(env) !== "stripe" || (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET), {
    message: "Stripe payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    path: ["STRIPE_SECRET_KEY"],
    when: () => true,
  })
  .refine((env) => env.NODE_ENV !== "production" || env.PAYMENTS === "demo" || env.STRIPE_SECRET_KEY, {
    message:
      "In production set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET), or PAYMENTS=demo to take no real payments",
    path: ["PAYMENTS"],
    when: () => true,
  })
  .refine((env) => env.NODE_ENV !== "production" || env.PUBLIC_URL, {
    message:
      "In production set PUBLIC_URL to the address people open (https://prompts.example.com): links in e-mails and the allowed origin come from it",
    path: ["PUBLIC_URL"],
    when: () => true,
  })
  .refine((env) => env.NODE_ENV !== "production" || env.SMTP_URL || env.MAIL === "console", {
    message:
      "In production set SMTP_URL, or MAIL=console to print e-mails (password links included) to the log instead",
    path: ["SMTP_URL"],
    when: () => true,
  })
  .refine((env) => env.MAIL !== "smtp" || env.SMTP_URL, {
    message: "MAIL=smtp needs SMTP_URL",
    path: ["MAIL"],
    when: () => true,
  })
  .refine(
    (env) =>
      env.TRANSCRIPTION !== "openai" ||
      Boolean(env.AI_TRANSCRIPTION_API_KEY ?? env.AI_TRANSCRIPTION_BASE_URL ?? env.AI_API_KEY ?? env.AI_BASE_URL),
    {
      message: "TRANSCRIPTION=openai needs AI_API_KEY or AI_BASE_URL (or their AI_TRANSCRIPTION_ overrides)",
      path: ["TRANSCRIPTION"],
      when: () => true,
    },
  )
  .refine(
    (env) =>
      !env.AI_VISION_MODEL ||
      Boolean(env.AI_VISION_API_KEY ?? env.AI_VISION_BASE_URL ?? env.AI_API_KEY ?? env.AI_BASE_URL),
    {
      message: "AI_VISION_MODEL needs AI_API_KEY or AI_BASE_URL (or their AI_VISION_ overrides)",
      path: ["AI_VISION_MODEL"],
      when: () => true,
    },
  )
  // The demo member is a paid account; with the password the README publishes, anyone could use it.
  .refine((env) => env.NODE_ENV !== "production" || env.SEED_DEMO !== true || env.DEMO_PASSWORD !== "promptloom-demo", {
    message: "In production SEED_DEMO=true needs a DEMO_PASSWORD of your own (the default one is published)",
    path: ["DEMO_PASSWORD"],
    when: () => true,
  })
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== "production" }));

export type Env = z.infer<typeof envSchema>;

export const paymentsProviderOf = (env: Env): "stripe" | "demo" => selectPayments(env);

/** Thrown when the environment is invalid; its message lists every problem, one per line. */
export class EnvError extends Error {
  override name = "EnvError";
}

export const parseEnv = (source: Record<string, string | undefined>): Env => {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "env"}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}`);
};

/** The one place that reads process.env. */
export const readEnv = (): Env => parseEnv(process.env);
