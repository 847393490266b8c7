import {
  listCommunityPromptsQuerySchema,
  reportCommunityPromptSchema,
  submitCommunityPromptSchema,
} from "@promptloom/contracts/community-prompts";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { findCommunityPrompt } from "./find-community-prompt.ts";
import { listCommunityPrompts } from "./list-community-prompts.ts";
import { reportCommunityPrompt } from "./report-community-prompt.ts";
import { submitCommunityPrompt } from "./submit-community-prompt.ts";
import { voteCommunityPrompt } from "./vote-community-prompt.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid prompt id") }));

/** Members share prompts, browse the approved ones, vote and report. */
export const communityRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/community-prompts/*", membersOnly)
    .get("/community-prompts", validate("query", listCommunityPromptsQuerySchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await listCommunityPrompts({ db, viewerId: user.id, query: c.req.valid("query") }));
    })
    .post("/community-prompts", validate("json", submitCommunityPromptSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await submitCommunityPrompt({ db, authorId: user.id, input: c.req.valid("json") }), 201);
    })
    .get("/community-prompts/:id", idParam, async (c) => {
      const { user } = requireUser(c);
      return c.json(await findCommunityPrompt({ db, viewerId: user.id, id: c.req.valid("param").id }));
    })
    .post("/community-prompts/:id/vote", idParam, async (c) => {
      const { user } = requireUser(c);
      return c.json(await voteCommunityPrompt({ db, userId: user.id, id: c.req.valid("param").id, hasVoted: true }));
    })
    .delete("/community-prompts/:id/vote", idParam, async (c) => {
      const { user } = requireUser(c);
      return c.json(await voteCommunityPrompt({ db, userId: user.id, id: c.req.valid("param").id, hasVoted: false }));
    })
    .post("/community-prompts/:id/report", idParam, validate("json", reportCommunityPromptSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      await reportCommunityPrompt({ db, userId: user.id, id, input: c.req.valid("json") });
      return c.body(null, 204);
    });
