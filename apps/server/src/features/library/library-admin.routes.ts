import { adminLibraryImportSchema } from "@promptloom/contracts/library-admin";
import { exampleImageLimits, libraryExportQuerySchema } from "@promptloom/contracts/library-search";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitBody } from "../../http/limit-body.ts";
import { sendDownload } from "../../http/send-download.ts";
import { validate } from "../../http/validate.ts";
import { exampleImageTooLarge } from "../../lib/images/example-image.ts";
import { exportLibrary } from "./export-library.ts";
import { importLibrary } from "./import-library.ts";
import { setExampleImage } from "./set-example-image.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid prompt id") }));

/** A library file travels as JSON text; the public prompt list alone is over 4 MB. */
const importLimit = 16 * 1024 * 1024;

/** Library management for admins: bulk import and export, example images. */
export const libraryAdminRoutes = ({ db, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .post(
      "/admin/library/import",
      limitBody(importLimit, "Library files must be at most 16 MB."),
      validate("json", adminLibraryImportSchema),
      async (c) => {
        const { user } = requireUser(c);
        return c.json(await importLibrary({ db, ...c.req.valid("json"), actor: user }));
      },
    )
    .get("/admin/library/export", validate("query", libraryExportQuerySchema), async (c) =>
      sendDownload(c, await exportLibrary({ db, ...c.req.valid("query") })),
    )
    .put(
      "/admin/library/:id/example-image",
      limitBody(exampleImageLimits.maxBytes, exampleImageTooLarge),
      idParam,
      async (c) => {
        const { user } = requireUser(c);
        const image = new Uint8Array(await c.req.arrayBuffer());
        const { id } = c.req.valid("param");
        return c.json(await setExampleImage({ db, storage: providers.storage, actor: user, id, image }));
      },
    )
    .delete("/admin/library/:id/example-image", idParam, async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      await setExampleImage({ db, storage: providers.storage, actor: user, id, image: null });
      return c.body(null, 204);
    });
