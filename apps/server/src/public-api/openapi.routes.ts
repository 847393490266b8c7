import { Hono } from "hono";

import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { createOpenApiDocument } from "./openapi-document.ts";

/** The public API's description, open to anyone: it holds no member data. */
export const openApiRoutes = ({ config }: AppDeps) => {
  const document = createOpenApiDocument(config.baseUrl);
  return new Hono<AppEnv>().get("/openapi.json", (c) => c.json(document));
};
