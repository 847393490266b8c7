import { featuresHeroSchema } from "@promptloom/contracts/features-hero";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { readFeaturesHero } from "./read-features-hero.ts";
import { saveFeaturesHero } from "./save-features-hero.ts";

/** The home page's hero and ten feature cards, for admins: read, save, reset to the defaults. */
export const featuresHeroRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/features-hero", async (c) => c.json(await readFeaturesHero(db)))
    .put("/admin/features-hero", validate("json", featuresHeroSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await saveFeaturesHero({ db, actor: user, content: c.req.valid("json") }));
    })
    .delete("/admin/features-hero", async (c) => {
      const { user } = requireUser(c);
      return c.json(await saveFeaturesHero({ db, actor: user, content: null }));
    });
