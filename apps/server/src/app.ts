import { Hono } from "hono";
import type { Logger } from "pino";

import type { AppConfig, Providers } from "./app-deps.ts";
import { createAuthCache } from "./auth/auth-cache.ts";
import { createAuth, type PasswordHashing } from "./auth/create-auth.ts";
import { adminsOnly } from "./auth/guards.ts";
import { loadSession } from "./auth/session.ts";
import type { Database } from "./db/client.ts";
import type { Notifications } from "./db/notifications.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { createMeFromMemory } from "./features/account/me-from-memory.ts";
import { analyticsRoutes } from "./features/analytics/analytics.routes.ts";
import { apiKeysRoutes } from "./features/api-keys/api-keys.routes.ts";
import { auditRoutes } from "./features/audit/audit.routes.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { automationsAdminRoutes } from "./features/automations/automations-admin.routes.ts";
import { automationsRoutes } from "./features/automations/automations.routes.ts";
import { billingRoutes } from "./features/billing/billing.routes.ts";
import { demoBillingRoutes } from "./features/billing/demo-billing.routes.ts";
import { webhookRoutes } from "./features/billing/webhook.routes.ts";
import { coachAdminRoutes } from "./features/coach/coach-admin.routes.ts";
import { coachRoutes } from "./features/coach/coach.routes.ts";
import { plannerRoutes } from "./features/coach/planner.routes.ts";
import { communityAdminRoutes } from "./features/community/community-admin.routes.ts";
import { communityRoutes } from "./features/community/community.routes.ts";
import { featuresHeroRoutes } from "./features/content/features-hero.routes.ts";
import { createContentPageRenderer } from "./features/content/site-page-renderer.ts";
import { discordRoutes } from "./features/discord/discord.routes.ts";
import { docsRoutes } from "./features/docs/docs.routes.ts";
import { eventsRoutes } from "./features/events/events.routes.ts";
import { genieRoutes } from "./features/genie/genie.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { libraryAdminRoutes } from "./features/library/library-admin.routes.ts";
import { libraryPromptsAdminRoutes } from "./features/library/library-prompts-admin.routes.ts";
import { libraryTaxonomyAdminRoutes } from "./features/library/library-taxonomy-admin.routes.ts";
import { libraryRoutes } from "./features/library/library.routes.ts";
import { resourcesAdminRoutes } from "./features/resources/resources-admin.routes.ts";
import { resourcesRoutes } from "./features/resources/resources.routes.ts";
import { foldersRoutes } from "./features/saved-prompts/folders.routes.ts";
import { savedPromptsRoutes } from "./features/saved-prompts/saved-prompts.routes.ts";
import { photoStudioAdminRoutes } from "./features/studio/photo-studio-admin.routes.ts";
import { photoStudioRoutes } from "./features/studio/photo-studio.routes.ts";
import { studioAdminRoutes } from "./features/studio/studio-admin.routes.ts";
import { studioRoutes } from "./features/studio/studio.routes.ts";
import { supportAdminRoutes } from "./features/support/support-admin.routes.ts";
import { supportRoutes } from "./features/support/support.routes.ts";
import { createThemeCssReader } from "./features/theme/theme-stylesheet.ts";
import { themeRoutes } from "./features/theme/theme.routes.ts";
import { uploadsRoutes } from "./features/uploads/uploads.routes.ts";
import { usageRoutes } from "./features/usage/usage.routes.ts";
import { usersRoutes } from "./features/users/users.routes.ts";
import { voiceRoutes } from "./features/voice/voice.routes.ts";
import { apiResponseHeaders } from "./http/api-headers.ts";
import type { AppEnv } from "./http/app-env.ts";
import { compressAnswers } from "./http/compress-answers.ts";
import { handleApiNotFound, handleError } from "./http/error-handler.ts";
import { idempotentCreates } from "./http/idempotency.ts";
import { hasOwnBodyLimit, limitApiBody } from "./http/limit-body.ts";
import { publicApiCors } from "./http/public-api-cors.ts";
import { requestIdFor } from "./http/request-id.ts";
import { createRequestListener } from "./http/request-listener.ts";
import { requireSameOrigin } from "./http/require-same-origin.ts";
import { createWebApp } from "./http/web-app.ts";
import { createPromptEngine } from "./lib/prompt-engine/prompt-engine.ts";
import { createEventHub } from "./lib/realtime/event-hub.ts";
import { createSiteSettingsCache } from "./lib/site-settings-cache.ts";
import { mcpRoutes } from "./mcp/mcp.routes.ts";
import { publicApiRoutes } from "./public-api/public-api.routes.ts";

const JSON_BODY_LIMIT = 1024 * 1024;
const jsonBodyLimit = limitApiBody(JSON_BODY_LIMIT, "Request body too large");

export type CreateAppOptions = {
  db: Database;
  notifications: Notifications;
  providers: Providers;
  config: AppConfig & {
    authSecret: string;
    google: { clientId: string; clientSecret: string } | null;
    passwordHashing?: PasswordHashing;
  };
  logger: Logger;
  now?: () => Date;
};

export const createApp = ({
  db,
  notifications,
  providers,
  config,
  logger,
  now = () => new Date(),
}: CreateAppOptions) => {
  const auth = createAuth({
    db,
    mail: providers.mail,
    logger,
    config: {
      baseUrl: config.baseUrl,
      trustedOrigins: config.trustedOrigins,
      secret: config.authSecret,
      isProduction: config.isProduction,
      google: config.google,
      passwordHashing: config.passwordHashing,
    },
  });
  const events = createEventHub({ notifications, logger });
  const authCache = createAuthCache({ db, notifications, logger });
  const engine = createPromptEngine({ db, textAi: providers.textAi, logger, dailyQuota: config.aiDailyQuota });
  const siteSettings = createSiteSettingsCache({ db, notifications, logger });
  const deps = { db, notifications, siteSettings, auth, providers, config, logger, events, now, engine };
  const abandonedAfterMs = config.idempotencyClaimTimeoutMs;
  const idempotent = idempotentCreates(db, { abandonedAfterMs });
  const idempotentUploads = idempotentCreates(db, { uploads: true, abandonedAfterMs });

  const api = new Hono<AppEnv>()
    .use(apiResponseHeaders)
    .use("/v1/*", publicApiCors)
    .use(requireSameOrigin({ trustedOrigins: config.trustedOrigins, publicUrl: config.baseUrl }))
    // Routes that take files (a recording, a library file, an image) set their own, larger limit.
    .use((c, next) => (hasOwnBodyLimit(c) ? next() : jsonBodyLimit(c, next)))
    .use(loadSession({ auth, cache: authCache, db }))
    // Uploads read their bodies under their own, larger limits: their keys never read the body.
    .use((c, next) => (hasOwnBodyLimit(c) ? idempotentUploads(c, next) : idempotent(c, next)))
    // Every admin route, whoever adds it, answers 401/403 here before its own code runs.
    .use("/admin/*", adminsOnly)
    .route("/", healthRoutes(deps))
    .route("/", authRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", supportRoutes(deps))
    .route("/", supportAdminRoutes(deps))
    .route("/", resourcesRoutes(deps))
    .route("/", resourcesAdminRoutes(deps))
    .route("/", docsRoutes())
    .route("/", discordRoutes(deps))
    .route("/", savedPromptsRoutes(deps))
    .route("/", foldersRoutes(deps))
    .route("/", libraryRoutes(deps))
    .route("/", libraryAdminRoutes(deps))
    .route("/", libraryPromptsAdminRoutes(deps))
    .route("/", libraryTaxonomyAdminRoutes(deps))
    .route("/", communityRoutes(deps))
    .route("/", communityAdminRoutes(deps))
    .route("/", studioRoutes(deps))
    .route("/", studioAdminRoutes(deps))
    .route("/", photoStudioRoutes(deps))
    .route("/", photoStudioAdminRoutes(deps))
    .route("/", auditRoutes(deps))
    .route("/", themeRoutes(deps))
    .route("/", usersRoutes(deps))
    .route("/", analyticsRoutes(deps))
    .route("/", featuresHeroRoutes(deps))
    .route("/", uploadsRoutes(deps))
    .route("/", usageRoutes(deps))
    .route("/", eventsRoutes(deps))
    .route("/", voiceRoutes(deps))
    .route("/", apiKeysRoutes(deps))
    .route("/", automationsRoutes(deps))
    .route("/", automationsAdminRoutes(deps))
    .route("/", publicApiRoutes(deps))
    .route("/", mcpRoutes(deps))
    .route("/", plannerRoutes(deps))
    .route("/", coachRoutes(deps))
    .route("/", coachAdminRoutes(deps))
    .route("/", genieRoutes(deps))
    .route("/", billingRoutes(deps))
    .route("/", webhookRoutes(deps))
    .route("/", demoBillingRoutes(deps));

  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      const requestId = requestIdFor(c.req.header("X-Request-Id"));
      c.set("requestId", requestId);
      c.header("X-Request-Id", requestId);
      c.set("logger", logger.child({ requestId }));
      c.set("user", null);
      const started = performance.now();
      await next();
      c.get("logger").info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    })
    // The web app's files are compressed once in createWebApp; API answers as they are made.
    .use("/api/*", compressAnswers)
    .route("/api", api)
    .all("/api/*", handleApiNotFound);

  app.onError(handleError);
  app.notFound(handleApiNotFound);
  const webApp = config.webDistDir
    ? createWebApp({
        distDir: config.webDistDir,
        isProduction: config.isProduction,
        renderPage: createContentPageRenderer({ siteSettings, distDir: config.webDistDir, logger }),
        themeCss: createThemeCssReader({ siteSettings, logger }),
      })
    : null;
  if (webApp) app.route("/", webApp.routes);

  const meFromMemory = createMeFromMemory({ auth, cache: authCache });
  /** The node:http listener: the hottest reads from memory, everything else through `app`. */
  const listener = createRequestListener({
    fetch: app.fetch,
    logger,
    answerDirectly: (request) => {
      if (request.path === "/api/me" || request.path === "/api/session") return meFromMemory(request);
      if (request.path === "/api" || request.path.startsWith("/api/")) return null;
      return webApp?.answer(request) ?? null;
    },
  });

  /** Ends the open event streams, so the HTTP server can close. */
  const close = () => events.close();
  return { app, listener, auth, events, close };
};

export type AppType = ReturnType<typeof createApp>["app"];
