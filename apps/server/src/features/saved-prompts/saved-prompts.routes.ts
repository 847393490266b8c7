import {
  createSavedPromptSchema,
  listSavedPromptsQuerySchema,
  updateSavedPromptSchema,
} from "@promptloom/contracts/saved-prompts";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { createSavedPrompt } from "./create-saved-prompt.ts";
import { deleteSavedPrompt } from "./delete-saved-prompt.ts";
import { findSavedPrompt } from "./find-saved-prompt.ts";
import { listSavedPrompts } from "./list-saved-prompts.ts";
import { toSavedPrompt } from "./to-saved-prompt.ts";
import { updateSavedPrompt } from "./update-saved-prompt.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid prompt id") }));

/** A member's own prompts; every query is scoped to the signed-in member. */
export const savedPromptsRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/saved-prompts/*", membersOnly(db))
    .get("/saved-prompts", validate("query", listSavedPromptsQuerySchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await listSavedPrompts({ db, userId: user.id, query: c.req.valid("query") }));
    })
    .post("/saved-prompts", validate("json", createSavedPromptSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await createSavedPrompt({ db, userId: user.id, input: c.req.valid("json") }), 201);
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
    });
