import { photoStudioSettingsSchema } from "@promptloom/contracts/studio/photo-studio";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { readPhotoStudioSettings, updatePhotoStudioSettings } from "./photo-studio-settings.ts";

/** Photo Studio settings for admins: size limit, allowed types, the vision model's instructions. */
export const photoStudioAdminRoutes = ({ db, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/photo-studio/settings", async (c) =>
      c.json({ ...(await readPhotoStudioSettings(db)), visionModel: providers.vision.model }),
    )
    .put("/admin/photo-studio/settings", validate("json", photoStudioSettingsSchema), async (c) => {
      const { user } = requireUser(c);
      const settings = await updatePhotoStudioSettings({ db, actor: user, settings: c.req.valid("json") });
      return c.json({ ...settings, visionModel: providers.vision.model });
    });
