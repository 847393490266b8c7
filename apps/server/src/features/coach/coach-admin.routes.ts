import { coachSettingsSchema } from "@promptloom/contracts/coach";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { readCoachSettings, saveCoachSettings } from "./chat/coach-settings.ts";

/** The coach's system prompt, tone, limits and playbooks (app.ts lets only admins in). */
export const coachAdminRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/coach/settings", async (c) => c.json(await readCoachSettings(db)))
    .put("/admin/coach/settings", validate("json", coachSettingsSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await saveCoachSettings({ db, actor: user, settings: c.req.valid("json") }));
    });
