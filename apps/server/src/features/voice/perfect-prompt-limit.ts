import type { RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Refining prompts, per member, wherever the request comes from (the app or an API key):
 * generous for a person, tight for a script running up the AI bill.
 */
export const perfectPromptLimit: RateLimitRule = { scope: "perfect-prompt", limit: 30, windowMs: 60_000 };
