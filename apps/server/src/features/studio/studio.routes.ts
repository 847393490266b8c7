import { expandSubjectSchema } from "@promptloom/contracts/studio/expand-subject";
import { recordStudioPromptSchema } from "@promptloom/contracts/studio/studio-history";
import { createStudioPresetSchema, updateStudioPresetSchema } from "@promptloom/contracts/studio/studio-presets";
import { Hono } from "hono";
import { z } from "zod";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import { toAppError } from "../../http/ai-error-response.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { enforceRateLimit, tooManyRequestsMessage, type RateLimitRule } from "../../lib/rate-limit.ts";
import { createStudioPreset } from "./create-studio-preset.ts";
import { deleteStudioHistory } from "./delete-studio-history.ts";
import { deleteStudioPreset } from "./delete-studio-preset.ts";
import { listMemberPresets } from "./list-member-presets.ts";
import { listStudioHistory } from "./list-studio-history.ts";
import { listStudioOptions } from "./list-studio-options.ts";
import { recordStudioPrompt } from "./record-studio-prompt.ts";
import { updateStudioPreset } from "./update-studio-preset.ts";

const presetIdParam = validate("param", z.object({ id: z.uuid("Invalid preset id") }));
const historyIdParam = validate("param", z.object({ id: z.uuid("Invalid history entry id") }));
/** Below the daily AI quota: it stops a script, not a person trying a few subjects. */
const expandLimit: RateLimitRule = { scope: "studio-expand-subject", limit: 20, windowMs: 60_000 };

/**
 * The Prompt Studio for members: the option sets, presets, the member's own presets and history,
 * and "Describe it for me" when a language model is configured.
 */
export const studioRoutes = ({ db, engine }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/studio/*", membersOnly)
    .get("/studio/config", (c) => c.json({ describeModel: engine.usesModel ? engine.engineLabel : null }))
    .post("/studio/expand-subject", validate("json", expandSubjectSchema), async (c) => {
      const { user } = requireUser(c);
      await enforceRateLimit(db, expandLimit, user.id, tooManyRequestsMessage);
      try {
        const { subject } = c.req.valid("json");
        const expanded = await engine.expandSubject({ userId: user.id, subject, signal: c.req.raw.signal });
        return c.json({ subject: expanded, engine: engine.engineLabel });
      } catch (error) {
        throw toAppError(error);
      }
    })
    .get("/studio/options", async (c) => c.json({ items: await listStudioOptions({ db, includeHidden: false }) }))
    .get("/studio/presets", async (c) => {
      const { user } = requireUser(c);
      return c.json({ items: await listMemberPresets({ db, userId: user.id }) });
    })
    .post("/studio/presets", validate("json", createStudioPresetSchema), async (c) => {
      const { user } = requireUser(c);
      const input = { ...c.req.valid("json"), hidden: false };
      return c.json(await createStudioPreset({ db, owner: { kind: "member", userId: user.id }, input }), 201);
    })
    .patch("/studio/presets/:id", presetIdParam, validate("json", updateStudioPresetSchema), async (c) => {
      const { user } = requireUser(c);
      const { hidden: _hidden, ...changes } = c.req.valid("json");
      return c.json(
        await updateStudioPreset({
          db,
          owner: { kind: "member", userId: user.id },
          id: c.req.valid("param").id,
          changes,
        }),
      );
    })
    .delete("/studio/presets/:id", presetIdParam, async (c) => {
      const { user } = requireUser(c);
      await deleteStudioPreset({ db, owner: { kind: "member", userId: user.id }, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .get("/studio/history", async (c) => {
      const { user } = requireUser(c);
      return c.json({ items: await listStudioHistory({ db, userId: user.id }) });
    })
    .post("/studio/history", validate("json", recordStudioPromptSchema), async (c) => {
      const { user } = requireUser(c);
      return c.json(await recordStudioPrompt({ db, userId: user.id, input: c.req.valid("json") }), 201);
    })
    .delete("/studio/history", async (c) => {
      const { user } = requireUser(c);
      await deleteStudioHistory({ db, userId: user.id });
      return c.body(null, 204);
    })
    .delete("/studio/history/:id", historyIdParam, async (c) => {
      const { user } = requireUser(c);
      await deleteStudioHistory({ db, userId: user.id, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
