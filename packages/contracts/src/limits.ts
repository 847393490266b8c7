/** Business constants from the specification, shared by server and web. */
export const limits = {
  passwordMinLength: 6,
  passwordMaxLength: 128,
  emailMaxLength: 254,
  sanitizedTextMaxLength: 1000,
  /** Names (sign-up, account, any account the server creates) everywhere they are stored. */
  fullNameMaxLength: 100,
  defaultTextMaxLength: 10_000,
  rateLimitAttempts: 5,
  rateLimitWindowMs: 300_000,
  voiceTextLimit: 400,
  audioMaxBytes: 25 * 1024 * 1024,
  minutesSavedPerAction: 15,
  /** The most one usage event may credit; the same prompt credits once per `usageRecreditMs`. */
  maxMinutesPerUsageEvent: 60,
  usageRecreditMs: 60 * 60_000,
  voicePromptsListLimit: 50,
} as const;
