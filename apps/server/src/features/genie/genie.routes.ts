import {
  compareGenieSchema,
  genieMessages,
  genieSessionIdSchema,
  refineGenieSessionSchema,
  startGenieSessionSchema,
} from "@promptloom/contracts/genie";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validate } from "../../http/validate.ts";
import { enforceRateLimit, type RateLimitRule } from "../../lib/rate-limit.ts";
import { deleteGenieSession } from "./delete-genie-session.ts";
import { findGenieSession } from "./find-genie-session.ts";
import { listGenieSessions } from "./list-genie-sessions.ts";
import { planRevision } from "./plan-revision.ts";
import { saveGenieVersion } from "./save-genie-version.ts";
import { streamComparison } from "./stream-comparison.ts";
import { streamRefinement } from "./stream-refinement.ts";

/** Generous for a person, tight for a script running up the AI bill (the daily quota still applies). */
const refineLimit: RateLimitRule = { scope: "genie-refine", limit: 30, windowMs: 60_000 };

/**
 * Genie: refine a rough request into a prompt, revise it in a conversation, keep the sessions,
 * and (with a model) compare what the raw request and the refined prompt get as answers. Members
 * only; sessions are only ever read or changed by their owner.
 */
export const genieRoutes = ({ db, engine }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/genie/*", membersOnly)
    .get("/genie/engine", (c) => c.json({ engine: engine.engineLabel, usesModel: engine.usesModel }))
    .get("/genie/sessions", async (c) => {
      const { user } = requireUser(c);
      return c.json({ items: await listGenieSessions({ db, userId: user.id }) });
    })
    .get("/genie/sessions/:id", validate("param", genieSessionIdSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await findGenieSession({ db, userId: user.id, id: c.req.valid("param").id }));
    })
    .delete("/genie/sessions/:id", validate("param", genieSessionIdSchema), async (c) => {
      const { user } = requireUser(c);
      await deleteGenieSession({ db, userId: user.id, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .post("/genie/sessions", validate("json", startGenieSessionSchema), async (c) => {
      const { user } = requireUser(c);
      await enforceRateLimit(db, refineLimit, user.id, "Too many requests. Please wait a moment and try again.");
      const { request, options } = c.req.valid("json");
      return streamRefinement(
        c,
        (signal) => engine.refine({ userId: user.id, request, options, signal }),
        (result) =>
          saveGenieVersion({
            db,
            userId: user.id,
            sessionId: undefined,
            request,
            settings: { ...options, answers: [] },
            revision: { refinement: null, changedOptions: {}, answers: [] },
            result,
          }),
      );
    })
    .post(
      "/genie/sessions/:id/refinements",
      validate("param", genieSessionIdSchema),
      validate("json", refineGenieSessionSchema),
      async (c) => {
        const { user } = requireUser(c);
        await enforceRateLimit(db, refineLimit, user.id, "Too many requests. Please wait a moment and try again.");
        const session = await findGenieSession({ db, userId: user.id, id: c.req.valid("param").id });
        const { settings, refinements, revision } = planRevision(session, c.req.valid("json"));
        return streamRefinement(
          c,
          (signal) =>
            engine.refine({
              userId: user.id,
              request: session.request,
              options: { ...settings, refinements },
              previous: session.versions.map((version) => version.prompt),
              signal,
            }),
          (result) =>
            saveGenieVersion({
              db,
              userId: user.id,
              sessionId: session.id,
              request: session.request,
              settings,
              revision,
              result,
            }),
        );
      },
    )
    .post("/genie/compare", validate("json", compareGenieSchema), async (c) => {
      const { user } = requireUser(c);
      if (!engine.usesModel) throw new AppError("conflict", 409, genieMessages.compareNeedsModel);
      await enforceRateLimit(db, refineLimit, user.id, "Too many requests. Please wait a moment and try again.");
      const { request, prompt } = c.req.valid("json");
      return streamComparison(c, (text, signal) => engine.answer({ userId: user.id, prompt: text, signal }), {
        raw: request,
        refined: prompt,
      });
    });
