import type { ApiKey } from "@promptloom/contracts/api-keys";

import type { ApiKeyRow } from "../../db/schema/index.ts";

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
