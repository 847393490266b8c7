import { sql } from "drizzle-orm";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../http/app-env.ts";

export const healthRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>().get("/health", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok", database: "ok" });
    } catch {
      return c.json({ status: "error", database: "unreachable" }, 503);
    }
  });
