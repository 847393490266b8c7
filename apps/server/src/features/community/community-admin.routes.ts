import { moderationQueueQuerySchema, rejectCommunityPromptSchema } from "@promptloom/contracts/community-prompts";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { listCommunityReports } from "./list-community-reports.ts";
import { listModerationQueue } from "./list-moderation-queue.ts";
import { resolveCommunityReports } from "./resolve-community-reports.ts";
import { reviewCommunityPrompt } from "./review-community-prompt.ts";

const idParam = validate("param", z.object({ id: z.uuid("Invalid prompt id") }));

/** Moderation of community prompts, for admins. */
export const communityAdminRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get("/admin/community-prompts", validate("query", moderationQueueQuerySchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await listModerationQueue({ db, moderatorId: user.id, query: c.req.valid("query") }));
    })
    .post("/admin/community-prompts/:id/approve", idParam, async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      await reviewCommunityPrompt({ db, moderator: user, id, decision: { status: "approved" } });
      return c.body(null, 204);
    })
    .post("/admin/community-prompts/:id/reject", idParam, validate("json", rejectCommunityPromptSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      await reviewCommunityPrompt({ db, moderator: user, id, decision: { status: "rejected", reason } });
      return c.body(null, 204);
    })
    .post("/admin/community-prompts/:id/remove", idParam, validate("json", rejectCommunityPromptSchema), async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      await reviewCommunityPrompt({ db, moderator: user, id, decision: { status: "rejected", reason, remove: true } });
      return c.body(null, 204);
    })
    .get("/admin/community-prompts/:id/reports", idParam, async (c) =>
      c.json({ items: await listCommunityReports({ db, promptId: c.req.valid("param").id }) }),
    )
    .post("/admin/community-prompts/:id/reports/resolve", idParam, async (c) => {
      const { user } = requireUser(c);
      const promptId = c.req.valid("param").id;
      return c.json({ resolved: await resolveCommunityReports({ db, moderator: user, promptId }) });
    });
