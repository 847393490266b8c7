import {
  adminLibraryPromptSchema,
  adminLibraryQuerySchema,
  libraryBulkSchema,
  libraryPromptFlagsSchema,
  type LibraryBulkAction,
} from "@promptloom/contracts/library-admin";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { changeLibraryPrompts } from "./change-library-prompts.ts";
import { findLibraryPrompt } from "./find-library-prompt.ts";
import { listAdminLibrary } from "./list-admin-library.ts";
import { saveLibraryPrompt } from "./save-library-prompt.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid prompt id") }));

/** The flag changes a PATCH asks for, as actions. */
const actionsFor = (flags: z.output<typeof libraryPromptFlagsSchema>): LibraryBulkAction[] => [
  ...(flags.status ? [flags.status === "published" ? ("publish" as const) : ("unpublish" as const)] : []),
  ...(flags.featured === undefined ? [] : [flags.featured ? ("feature" as const) : ("unfeature" as const)]),
];

/** Library prompts for admins: list (drafts too), read, create, edit, publish, feature, delete, in bulk too. */
export const libraryPromptsAdminRoutes = ({ db, providers }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/library", validate("query", adminLibraryQuerySchema), async (c) =>
      c.json(await listAdminLibrary({ db, query: c.req.valid("query") })),
    )
    .post("/admin/library", validate("json", adminLibraryPromptSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await saveLibraryPrompt({ db, actor: user, id: null, input: c.req.valid("json") }), 201);
    })
    .post("/admin/library/bulk", validate("json", libraryBulkSchema), async (c) => {
      const { user } = requireUser(c);
      const { ids, action } = c.req.valid("json");
      const changed = await changeLibraryPrompts({ db, storage: providers.storage, actor: user, ids, action });
      return c.json({ changed });
    })
    .get("/admin/library/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      const id = c.req.valid("param").id;
      return c.json(await findLibraryPrompt({ db, userId: user.id, idOrSlug: id, includeDrafts: true }));
    })
    .put("/admin/library/:id", idParam, validate("json", adminLibraryPromptSchema), async (c) => {
      const { user } = requireUser(c);
      const id = c.req.valid("param").id;
      return c.json(await saveLibraryPrompt({ db, actor: user, id, input: c.req.valid("json") }));
    })
    .patch("/admin/library/:id", idParam, validate("json", libraryPromptFlagsSchema), async (c) => {
      const { user } = requireUser(c);
      const id = c.req.valid("param").id;
      for (const action of actionsFor(c.req.valid("json"))) {
        await changeLibraryPrompts({ db, storage: providers.storage, actor: user, ids: [id], action });
      }
      return c.json(await findLibraryPrompt({ db, userId: user.id, idOrSlug: id, includeDrafts: true }));
    })
    .delete("/admin/library/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      const ids = [c.req.valid("param").id];
      await changeLibraryPrompts({ db, storage: providers.storage, actor: user, ids, action: "delete" });
      return c.body(null, 204);
    });
