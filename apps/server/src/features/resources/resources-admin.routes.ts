import {
  resourceFileQuerySchema,
  resourceInputSchema,
  resourceLimits,
  resourceQuerySchema,
} from "@promptloom/contracts/resources";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitBody } from "../../http/limit-body.ts";
import { validate } from "../../http/validate.ts";
import { deleteResource } from "./delete-resource.ts";
import { findResource } from "./find-resource.ts";
import { createResource, updateResource } from "./save-resource.ts";
import { searchResources } from "./search-resources.ts";
import { setResourceFile } from "./set-resource-file.ts";

const idParam = validate("param", z.object({ id: z.uuid("Resource not found") }));

/** Resource management for admins, drafts included (app.ts lets only admins in). */
export const resourcesAdminRoutes = ({ db, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/resources", validate("query", resourceQuerySchema), async (c) =>
      c.json(await searchResources({ db, query: c.req.valid("query"), includeDrafts: true })),
    )
    .post("/admin/resources", validate("json", resourceInputSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await createResource({ db, actor: user, input: c.req.valid("json") }), 201);
    })
    .get("/admin/resources/:id", idParam, async (c) =>
      c.json(await findResource({ db, by: { id: c.req.valid("param").id }, includeDrafts: true })),
    )
    .put("/admin/resources/:id", idParam, validate("json", resourceInputSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      return c.json(await updateResource({ db, actor: user, id, input: c.req.valid("json") }));
    })
    .delete("/admin/resources/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      await deleteResource({ db, storage: providers.storage, actor: user, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .put(
      "/admin/resources/:id/file",
      limitBody(resourceLimits.fileMaxBytes, "Files must be at most 20 MB."),
      idParam,
      validate("query", resourceFileQuerySchema),
      async (c) => {
        const { user } = requireUser(c);
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const file = { name: c.req.valid("query").name, bytes };
        return c.json(
          await setResourceFile({ db, storage: providers.storage, actor: user, id: c.req.valid("param").id, file }),
        );
      },
    )
    .delete("/admin/resources/:id/file", idParam, async (c) => {
      const { user } = requireUser(c);
      const id = c.req.valid("param").id;
      return c.json(await setResourceFile({ db, storage: providers.storage, actor: user, id, file: null }));
    });
