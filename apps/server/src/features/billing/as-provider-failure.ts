import type { Context } from "hono";

import { isDatabaseUnavailable } from "../../db/postgres-errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Runs work that calls the payment provider. When the provider fails (unreachable, timing out,
 * refusing the call), the member gets the spec's `message` as a 503 and the log gets the cause;
 * the product's own refusals and a database outage keep their answers.
 */
export const asProviderFailure = async <T>(c: Context<AppEnv>, message: string, work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    c.var.logger.error({ err: error }, "payment provider call failed");
    throw new AppError("service_unavailable", 503, message, { "Retry-After": "30" });
  }
};
