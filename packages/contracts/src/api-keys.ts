import { z } from "zod";

import { displayText } from "./display-text.ts";
import { requiredText } from "./required-text.ts";

/**
 * A member's API key: `pl_live_` and 43 base64url characters (32 random bytes). The first
 * `apiKeyFormat.prefixLength` characters identify it in lists and in the database; the rest is
 * never stored, only its hash.
 */
export const apiKeyFormat = {
  marker: "pl_live_",
  secretLength: 43,
  prefixLength: 16,
  pattern: /^pl_live_[A-Za-z0-9_-]{43}$/,
} as const;

/** Requests with a key send `Authorization: Bearer <key>`; only the public API under /api/v1 and the MCP server accept it. */
export const API_KEY_SCHEME = "Bearer";

export const apiKeyLimits = { nameMaxLength: 60, keysPerMember: 20 } as const;

export const apiKeyMessages = {
  missing: "Send your API key as 'Authorization: Bearer <key>'.",
  invalid: "This API key is not valid. It may have been revoked.",
  tooManyInvalid: "Too many requests with an API key that is not valid. Please wait before trying again.",
  notAccepted:
    "API keys work only with the public API under /api/v1 and the MCP server at /api/mcp. Sign in to use this page.",
  tooMany: `You can have at most ${apiKeyLimits.keysPerMember} API keys. Revoke one you no longer use first.`,
  created: "API key created. Copy it now: it will not be shown again.",
  revoked: "API key revoked. Requests that use it are refused from now on.",
} as const;

export const createApiKeySchema = z.object({
  name: displayText(requiredText("Name", apiKeyLimits.nameMaxLength)),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, enough to recognise it: `pl_live_AbCdEfGh`. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Null until the key is first used. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
