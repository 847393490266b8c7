import { exampleImageLimits } from "@promptloom/contracts/library-search";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import type { Logger } from "pino";

import type { AppConfig, Providers } from "./app-deps.ts";
import { createAuth } from "./auth/create-auth.ts";
import { loadSession } from "./auth/session.ts";
import type { Database } from "./db/client.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { communityAdminRoutes } from "./features/community/community-admin.routes.ts";
import { communityRoutes } from "./features/community/community.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { libraryAdminRoutes } from "./features/library/library-admin.routes.ts";
import { libraryRoutes } from "./features/library/library.routes.ts";
import { foldersRoutes } from "./features/saved-prompts/folders.routes.ts";
import { savedPromptsRoutes } from "./features/saved-prompts/saved-prompts.routes.ts";
import { supportRoutes } from "./features/support/support.routes.ts";
import { uploadsRoutes } from "./features/uploads/uploads.routes.ts";
import { usageRoutes } from "./features/usage/usage.routes.ts";
import type { AppEnv } from "./http/app-env.ts";
import { bodyLimits } from "./http/body-limits.ts";
import { handleApiNotFound, handleError } from "./http/error-handler.ts";
import { webAppRoutes } from "./http/web-app.ts";

/** JSON bodies are small; uploads (audio) set their own, larger limit on their route. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** A library file travels as JSON text; the public prompt list alone is over 4 MB. */
const LIBRARY_IMPORT_LIMIT = 16 * 1024 * 1024;

export type CreateAppOptions = {
  db: Database;
  providers: Providers;
  config: AppConfig & { authSecret: string; google: { clientId: string; clientSecret: string } | null };
  logger: Logger;
};

export const createApp = ({ db, providers, config, logger }: CreateAppOptions) => {
  const auth = createAuth({
    db,
    mail: providers.mail,
    logger,
    config: {
      baseUrl: config.baseUrl,
      secret: config.authSecret,
      isProduction: config.isProduction,
      google: config.google,
    },
  });
  const deps = { db, auth, providers, config, logger };

  const api = new Hono<AppEnv>()
    .use(
      bodyLimits({
        defaultMaxSize: JSON_BODY_LIMIT,
        routes: [
          { pattern: /^\/api\/admin\/library\/import$/, maxSize: LIBRARY_IMPORT_LIMIT },
          { pattern: /^\/api\/admin\/library\/[^/]+\/example-image$/, maxSize: exampleImageLimits.maxBytes + 1024 },
        ],
      }),
    )
    .use(loadSession(auth))
    .route("/", healthRoutes(deps))
    .route("/", authRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", supportRoutes(deps))
    .route("/", savedPromptsRoutes(deps))
    .route("/", foldersRoutes(deps))
    .route("/", libraryRoutes(deps))
    .route("/", libraryAdminRoutes(deps))
    .route("/", communityRoutes(deps))
    .route("/", communityAdminRoutes(deps))
    .route("/", uploadsRoutes(deps))
    .route("/", usageRoutes(deps));

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(async (c, next) => {
      c.set("logger", logger.child({ requestId: c.var.requestId }));
      c.set("user", null);
      const started = performance.now();
      await next();
      c.var.logger.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    })
    .use(compress())
    .route("/api", api)
    .all("/api/*", handleApiNotFound);

  app.onError(handleError);
  app.notFound(handleApiNotFound);
  if (config.webDistDir)
    app.route("/", webAppRoutes({ distDir: config.webDistDir, isProduction: config.isProduction }));

  return { app, auth };
};

export type AppType = ReturnType<typeof createApp>["app"];
