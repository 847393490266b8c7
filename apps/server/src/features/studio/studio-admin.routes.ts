import { exampleImageLimits } from "@promptloom/contracts/library-search";
import {
  createStudioOptionSchema,
  reorderStudioOptionsSchema,
  updateStudioOptionSchema,
} from "@promptloom/contracts/studio/studio-options";
import {
  createStudioPresetSchema,
  reorderStudioPresetsSchema,
  updateStudioPresetSchema,
} from "@promptloom/contracts/studio/studio-presets";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitBody } from "../../http/limit-body.ts";
import { validate } from "../../http/validate.ts";
import { exampleImageTooLarge } from "../../lib/images/example-image.ts";
import { publishBroadcastEvent } from "../../lib/realtime/broadcast-events.ts";
import { createStudioOption } from "./create-studio-option.ts";
import { createStudioPreset } from "./create-studio-preset.ts";
import { deleteStudioOption } from "./delete-studio-option.ts";
import { deleteStudioPreset } from "./delete-studio-preset.ts";
import { listFeaturedPresets } from "./list-featured-presets.ts";
import { listStudioOptions } from "./list-studio-options.ts";
import { reorderStudioOptions } from "./reorder-studio-options.ts";
import { reorderFeaturedPresets } from "./reorder-studio-presets.ts";
import { setStudioOptionImage } from "./set-studio-option-image.ts";
import type { PresetOwner } from "./to-studio-preset.ts";
import { updateStudioOption } from "./update-studio-option.ts";
import { updateStudioPreset } from "./update-studio-preset.ts";

const optionIdParam = validate("param", z.object({ id: z.uuid("Invalid option id") }));
const presetIdParam = validate("param", z.object({ id: z.uuid("Invalid preset id") }));

/** The admin making the change (the /admin guard in app.ts has checked the role). */
const actorOf = (c: Context<AppEnv>) => requireUser(c).user;
const featured = (c: Context<AppEnv>): PresetOwner => ({ kind: "featured", actor: actorOf(c) });

/**
 * Prompt Studio management for admins: the option sets with their example images, and the
 * featured presets. Every change is written to the audit log with the change and announced to
 * every open event stream.
 */
export const studioAdminRoutes = ({ db, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/admin/studio/*", async (c, next) => {
      await next();
      // After a change has committed, open studios read the option sets or presets again.
      if (c.req.method !== "GET" && c.res.ok) {
        const changed = c.req.path.startsWith("/api/admin/studio/presets") ? "presets" : "options";
        await publishBroadcastEvent(db, { type: "studio", data: { changed } });
      }
    })
    .get("/admin/studio/options", async (c) => c.json({ items: await listStudioOptions({ db, includeHidden: true }) }))
    .post("/admin/studio/options", validate("json", createStudioOptionSchema), async (c) =>
      c.json(await createStudioOption({ db, actor: actorOf(c), input: c.req.valid("json") }), 201),
    )
    .post("/admin/studio/options/reorder", validate("json", reorderStudioOptionsSchema), async (c) => {
      await reorderStudioOptions({ db, actor: actorOf(c), input: c.req.valid("json") });
      return c.body(null, 204);
    })
    .patch("/admin/studio/options/:id", optionIdParam, validate("json", updateStudioOptionSchema), async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await updateStudioOption({ db, actor: actorOf(c), id, changes: c.req.valid("json") }));
    })
    .delete("/admin/studio/options/:id", optionIdParam, async (c) => {
      await deleteStudioOption({ db, storage: providers.storage, actor: actorOf(c), id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .put(
      "/admin/studio/options/:id/example-image",
      limitBody(exampleImageLimits.maxBytes, exampleImageTooLarge),
      optionIdParam,
      async (c) => {
        const image = new Uint8Array(await c.req.arrayBuffer());
        const { id } = c.req.valid("param");
        return c.json(await setStudioOptionImage({ db, storage: providers.storage, actor: actorOf(c), id, image }));
      },
    )
    .delete("/admin/studio/options/:id/example-image", optionIdParam, async (c) => {
      const { id } = c.req.valid("param");
      await setStudioOptionImage({ db, storage: providers.storage, actor: actorOf(c), id, image: null });
      return c.body(null, 204);
    })
    .get("/admin/studio/presets", async (c) => c.json({ items: await listFeaturedPresets({ db }) }))
    .post("/admin/studio/presets", validate("json", createStudioPresetSchema), async (c) =>
      c.json(await createStudioPreset({ db, owner: featured(c), input: c.req.valid("json") }), 201),
    )
    .post("/admin/studio/presets/reorder", validate("json", reorderStudioPresetsSchema), async (c) => {
      await reorderFeaturedPresets({ db, actor: actorOf(c), input: c.req.valid("json") });
      return c.body(null, 204);
    })
    .patch("/admin/studio/presets/:id", presetIdParam, validate("json", updateStudioPresetSchema), async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await updateStudioPreset({ db, owner: featured(c), id, changes: c.req.valid("json") }));
    })
    .delete("/admin/studio/presets/:id", presetIdParam, async (c) => {
      await deleteStudioPreset({ db, owner: featured(c), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
