import { OpenAPIHono } from "@hono/zod-openapi";

import type { AppEnv } from "../http/app-env.ts";
import { throwOnInvalid } from "../http/validate.ts";

/** A router of public API routes: their validators fail with the same readable 400 as the app's. */
export const createPublicApiRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: throwOnInvalid });
