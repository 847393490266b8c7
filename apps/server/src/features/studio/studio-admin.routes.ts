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
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { adminsOnly } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitBody } from "../../http/limit-body.ts";
import { validate } from "../../http/validate.ts";
import { exampleImageTooLarge } from "../../lib/images/example-image.ts";
import { createStudioOption } from "./create-studio-option.ts";
import { createStudioPreset } from "./create-studio-preset.ts";
import { deleteStudioOption } from "./delete-studio-option.ts";
import { deleteStudioPreset } from "./delete-studio-preset.ts";
import { listFeaturedPresets } from "./list-featured-presets.ts";
import { listStudioOptions } from "./list-studio-options.ts";
import { reorderStudioOptions } from "./reorder-studio-options.ts";
import { reorderFeaturedPresets } from "./reorder-studio-presets.ts";
import { setStudioOptionImage } from "./set-studio-option-image.ts";
import { updateStudioOption } from "./update-studio-option.ts";
import { updateStudioPreset } from "./update-studio-preset.ts";

const optionIdParam = validate("param", z.object({ id: z.uuid("Invalid option id") }));
const presetIdParam = validate("param", z.object({ id: z.uuid("Invalid preset id") }));

/** Prompt Studio management for admins: the option sets with their example images, and the featured presets. */
export const studioAdminRoutes = ({ db, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/admin/studio/*", adminsOnly(db))
    .get("/admin/studio/options", async (c) => c.json({ items: await listStudioOptions({ db, includeHidden: true }) }))
    .post("/admin/studio/options", validate("json", createStudioOptionSchema), async (c) =>
      c.json(await createStudioOption({ db, input: c.req.valid("json") }), 201),
    )
    .post("/admin/studio/options/reorder", validate("json", reorderStudioOptionsSchema), async (c) => {
      await reorderStudioOptions({ db, input: c.req.valid("json") });
      return c.body(null, 204);
    })
    .patch("/admin/studio/options/:id", optionIdParam, validate("json", updateStudioOptionSchema), async (c) =>
      c.json(await updateStudioOption({ db, id: c.req.valid("param").id, changes: c.req.valid("json") })),
    )
    .delete("/admin/studio/options/:id", optionIdParam, async (c) => {
      await deleteStudioOption({ db, storage: providers.storage, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .put(
      "/admin/studio/options/:id/example-image",
      limitBody(exampleImageLimits.maxBytes, exampleImageTooLarge),
      optionIdParam,
      async (c) => {
        const image = new Uint8Array(await c.req.arrayBuffer());
        return c.json(
          await setStudioOptionImage({ db, storage: providers.storage, id: c.req.valid("param").id, image }),
        );
      },
    )
    .delete("/admin/studio/options/:id/example-image", optionIdParam, async (c) => {
      await setStudioOptionImage({ db, storage: providers.storage, id: c.req.valid("param").id, image: null });
      return c.body(null, 204);
    })
    .get("/admin/studio/presets", async (c) => c.json({ items: await listFeaturedPresets({ db }) }))
    .post("/admin/studio/presets", validate("json", createStudioPresetSchema), async (c) =>
      c.json(await createStudioPreset({ db, ownerId: null, input: c.req.valid("json") }), 201),
    )
    .post("/admin/studio/presets/reorder", validate("json", reorderStudioPresetsSchema), async (c) => {
      await reorderFeaturedPresets({ db, input: c.req.valid("json") });
      return c.body(null, 204);
    })
    .patch("/admin/studio/presets/:id", presetIdParam, validate("json", updateStudioPresetSchema), async (c) =>
      c.json(
        await updateStudioPreset({ db, ownerId: null, id: c.req.valid("param").id, changes: c.req.valid("json") }),
      ),
    )
    .delete("/admin/studio/presets/:id", presetIdParam, async (c) => {
      await deleteStudioPreset({ db, ownerId: null, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
