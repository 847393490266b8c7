import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

const tooLarge = () => {
  throw new AppError("payload_too_large", 413, "Request body too large");
};

/**
 * One body limit for most requests, larger ones for the few routes that take files: the first
 * rule whose pattern matches the path decides.
 */
export const bodyLimits = (options: {
  defaultMaxSize: number;
  routes: { pattern: RegExp; maxSize: number }[];
}): MiddlewareHandler<AppEnv> => {
  const fallback = bodyLimit({ maxSize: options.defaultMaxSize, onError: tooLarge });
  const limits = options.routes.map((route) => ({
    pattern: route.pattern,
    limit: bodyLimit({ maxSize: route.maxSize, onError: tooLarge }),
  }));
  return (c, next) => (limits.find((route) => route.pattern.test(c.req.path))?.limit ?? fallback)(c, next);
};
