import { hc } from "hono/client";

import type { AppType } from "./app.ts";

/**
 * The API's typed client, its type computed here once from the app's routes so that every caller
 * (the web app, the integration tests) reuses it instead of inferring the whole route tree again.
 * A renamed route, field or parameter breaks the type-check of every call site.
 */
export type ApiClient = ReturnType<typeof hc<AppType>>;

/** `baseUrl` is "/" in the browser; `options.fetch` lets tests send through a cookie-keeping client. */
export const createApiClient = (...args: Parameters<typeof hc>): ApiClient => hc<AppType>(...args);
