import { Hono } from "hono";

import type { AppDeps } from "../app-deps.ts";
import { apiKeyMembersOnly } from "../auth/api-key-members-only.ts";
import type { AppEnv } from "../http/app-env.ts";
import { accountRoutes } from "./account.routes.ts";
import { apiReferenceRoutes } from "./api-reference.routes.ts";
import { libraryRoutes } from "./library.routes.ts";
import { createOpenApiDocument } from "./openapi-document.ts";
import { promptRoutes } from "./prompts.routes.ts";
import { createPublicApiRouter } from "./public-api-router.ts";
import { usageRoutes } from "./usage.routes.ts";

/** Every endpoint of the public API, declared with its zod contracts, in the order the reference lists them. */
const createPublicApiV1 = (deps: AppDeps) =>
  createPublicApiRouter()
    .route("/", accountRoutes(deps))
    .route("/", promptRoutes(deps))
    .route("/", libraryRoutes(deps))
    .route("/", usageRoutes(deps));

/**
 * The public REST API under /api/v1, reached with a member's API key only, and its descriptions
 * open to anyone: the OpenAPI document generated from its routes, and the reference rendered from it.
 */
export const publicApiRoutes = (deps: AppDeps) => {
  const v1 = createPublicApiV1(deps);
  const document = createOpenApiDocument(v1, deps.config.baseUrl);
  return new Hono<AppEnv>()
    .use("/v1/*", apiKeyMembersOnly({ db: deps.db, trustedProxyHops: deps.config.trustedProxyHops }))
    .route("/v1", v1)
    .get("/openapi.json", (c) => c.json(document))
    .route("/", apiReferenceRoutes(deps));
};
