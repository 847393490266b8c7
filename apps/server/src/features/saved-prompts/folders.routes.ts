import { createFolderSchema, updateFolderSchema } from "@promptloom/contracts/prompt-folders";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { createFolder } from "./create-folder.ts";
import { deleteFolder } from "./delete-folder.ts";
import { listFolders } from "./list-folders.ts";
import { updateFolder } from "./update-folder.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid folder id") }));

/** The folders a member files their saved prompts in. */
export const foldersRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/folders/*", membersOnly)
    .get("/folders", async (c) => {
      const { user } = requireUser(c);
      return c.json({ items: await listFolders({ db, userId: user.id }) });
    })
    .post("/folders", validate("json", createFolderSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await createFolder({ db, userId: user.id, input: c.req.valid("json") }), 201);
    })
    .patch("/folders/:id", idParam, validate("json", updateFolderSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      return c.json(await updateFolder({ db, userId: user.id, id, changes: c.req.valid("json") }));
    })
    .delete("/folders/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      await deleteFolder({ db, userId: user.id, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
