import { importFileSchema } from "@promptloom/contracts/prompt-transfer";
import {
  createSavedPromptSchema,
  listSavedPromptsQuerySchema,
  savedPromptExportQuerySchema,
  updateSavedPromptSchema,
} from "@promptloom/contracts/saved-prompts";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { sendDownload } from "../../http/send-download.ts";
import { validate } from "../../http/validate.ts";
import { createSavedPrompt } from "./create-saved-prompt.ts";
import { deleteSavedPrompt } from "./delete-saved-prompt.ts";
import { duplicateSavedPrompt } from "./duplicate-saved-prompt.ts";
import { exportSavedPrompts } from "./export-saved-prompts.ts";
import { findSavedPrompt } from "./find-saved-prompt.ts";
import { importSavedPrompts } from "./import-saved-prompts.ts";
import { listSavedPromptTags } from "./list-saved-prompt-tags.ts";
import { listSavedPromptVersions } from "./list-saved-prompt-versions.ts";
import { listSavedPrompts } from "./list-saved-prompts.ts";
import { restoreDeletedSavedPrompt } from "./restore-deleted-saved-prompt.ts";
import { restoreSavedPromptVersion } from "./restore-saved-prompt-version.ts";
import { toSavedPrompt } from "./to-saved-prompt.ts";
import { updateSavedPrompt } from "./update-saved-prompt.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid prompt id") }));
/** Version numbers are stored as PostgreSQL integers; a larger one would fail the query itself. */
const maxVersion = 2_147_483_647;
const versionParam = validate(
  "param",
  z.object({
    id: z.uuid("Invalid prompt id"),
    version: z.coerce.number().int().min(1, "Invalid version").max(maxVersion, "Invalid version"),
  }),
);

/** A member's own prompts; every query is scoped to the signed-in member. */
export const savedPromptsRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/saved-prompts/*", membersOnly)
    .get("/saved-prompts", validate("query", listSavedPromptsQuerySchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await listSavedPrompts({ db, userId: user.id, query: c.req.valid("query") }));
    })
    .post("/saved-prompts", validate("json", createSavedPromptSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(
        await createSavedPrompt({ db, userId: user.id, input: c.req.valid("json"), idempotency: c.get("idempotency") }),
        201,
      );
    })
    .get("/saved-prompts/tags", async (c) => {
      const { user } = requireUser(c);
      return c.json({ items: await listSavedPromptTags({ db, userId: user.id }) });
    })
    .get("/saved-prompts/export", validate("query", savedPromptExportQuerySchema), async (c) => {
      const { user } = requireUser(c);
      const { format, ...filters } = c.req.valid("query");
      return sendDownload(c, await exportSavedPrompts({ db, userId: user.id, filters, format }));
    })
    .post("/saved-prompts/import", validate("json", importFileSchema), async (c) => {
      const { user } = requireUser(c);
      const { format, content } = c.req.valid("json");
      return c.json(await importSavedPrompts({ db, userId: user.id, format, content }));
    })
    .get("/saved-prompts/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      return c.json(toSavedPrompt(await findSavedPrompt({ db, userId: user.id, id: c.req.valid("param").id })));
    })
    .patch("/saved-prompts/:id", idParam, validate("json", updateSavedPromptSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      return c.json(await updateSavedPrompt({ db, userId: user.id, id, changes: c.req.valid("json") }));
    })
    .delete("/saved-prompts/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      await deleteSavedPrompt({ db, userId: user.id, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post("/saved-prompts/:id/restore", idParam, async (c) => {
      const { user } = requireUser(c);
      return c.json(await restoreDeletedSavedPrompt({ db, userId: user.id, id: c.req.valid("param").id }));
    })
    .post("/saved-prompts/:id/duplicate", idParam, async (c) => {
      const { user } = requireUser(c);
      return c.json(await duplicateSavedPrompt({ db, userId: user.id, id: c.req.valid("param").id }), 201);
    })
    .get("/saved-prompts/:id/versions", idParam, async (c) => {
      const { user } = requireUser(c);
      return c.json({ items: await listSavedPromptVersions({ db, userId: user.id, id: c.req.valid("param").id }) });
    })
    .post("/saved-prompts/:id/versions/:version/restore", versionParam, async (c) => {
      const { user } = requireUser(c);
      const { id, version } = c.req.valid("param");
      return c.json(await restoreSavedPromptVersion({ db, userId: user.id, id, version }));
    });
