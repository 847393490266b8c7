import { Hono, type Context } from "hono";

import type { AppDeps } from "../app-deps.ts";
import { apiKeyMembersOnly } from "../auth/api-key-members-only.ts";
import { requireUser } from "../auth/guards.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import { parseInput } from "../http/validate.ts";
import type { PublicApiOperation } from "./public-api-operation.ts";
import { publicApiOperations } from "./public-api-operations.ts";

/** `/prompts/{id}` → `/v1/prompts/:id` */
export const toRouterPath = (path: string) => `/v1${path.replace(/\{(\w+)\}/g, ":$1")}`;

/** A repeated query parameter arrives as a list, a single one as its value, as hono's validator reads them. */
const readQuery = (c: Context) =>
  Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );

const readJsonBody = async (c: Context): Promise<unknown> => {
  const text = await c.req.text();
  if (!text.trim()) throw AppError.validation("Send a JSON object as the request body.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw AppError.badRequest("The request body is not valid JSON.");
  }
};

const readInput = async (c: Context<AppEnv>, operation: PublicApiOperation, userId: string) => ({
  params: operation.params ? await parseInput(operation.params, c.req.param()) : {},
  query: operation.query ? await parseInput(operation.query, readQuery(c)) : {},
  body: operation.body ? await parseInput(operation.body, await readJsonBody(c)) : {},
  userId,
  signal: c.req.raw.signal,
});

/**
 * The public REST API under /api/v1, built from the operation list that also writes the OpenAPI
 * document. Reached with a member's API key only.
 */
export const publicApiRoutes = (deps: AppDeps) => {
  const router = new Hono<AppEnv>().use(
    "/v1/*",
    apiKeyMembersOnly({ db: deps.db, trustedProxyHops: deps.config.trustedProxyHops }),
  );
  for (const operation of publicApiOperations) {
    router.on(operation.method.toUpperCase(), toRouterPath(operation.path), async (c) => {
      const { user } = requireUser(c);
      const input = await readInput(c, operation, user.id);
      return c.json(
        await operation.handle(input as Parameters<typeof operation.handle>[0], deps),
        operation.response.status,
      );
    });
  }
  return router;
};
