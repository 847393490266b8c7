import {
  coachConsentSchema,
  coachErrors,
  coachStateQuerySchema,
  sendCoachMessageSchema,
  type CoachStreamEvent,
} from "@promptloom/contracts/coach";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireUser } from "../../auth/guards.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validate } from "../../http/validate.ts";
import { AiError } from "../../providers/ai/ai-error.ts";
import { clearCoachMessages, storeCoachMessage } from "./chat/coach-history.ts";
import { readCoachState } from "./chat/read-coach-state.ts";
import { startCoachAnswer } from "./chat/start-coach-answer.ts";
import { savePlannerPreferences } from "./planner/planner-preferences.ts";

/** The member's conversation with the coach; every query is scoped to the signed-in member. */
export const coachRoutes = ({ db, providers, logger, now }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/coach/*", membersOnly)
    .use("/coach", membersOnly)
    .get("/coach", validate("query", coachStateQuerySchema), async (c) => {
      const { user } = requireUser(c);
      const { timeZone } = c.req.valid("query");
      return c.json(await readCoachState({ db, textAi: providers.textAi, userId: user.id, timeZone, now: now() }));
    })
    .put("/coach/consent", validate("json", coachConsentSchema), async (c) => {
      const { user } = requireUser(c);
      const { coachCanSeeTasks } = await savePlannerPreferences(db, user.id, {
        coachCanSeeTasks: c.req.valid("json").canSeeTasks,
      });
      return c.json({ canSeeTasks: coachCanSeeTasks });
    })
    .delete("/coach/messages", async (c) => {
      const { user } = requireUser(c);
      await clearCoachMessages(db, user.id);
      return c.body(null, 204);
    })
    .post("/coach/messages", validate("json", sendCoachMessageSchema), async (c) => {
      const { user } = requireUser(c);
      const stop = new AbortController();
      const { question, engine, pieces } = await startCoachAnswer({
        db,
        textAi: providers.textAi,
        userId: user.id,
        input: c.req.valid("json"),
        now: now(),
        signal: stop.signal,
      });
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => stop.abort());
        const send = (event: CoachStreamEvent) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
        await send({ type: "question", message: question });
        let text = "";
        try {
          for await (const piece of pieces) {
            text += piece;
            await send({ type: "delta", text: piece });
          }
          const answer = await storeCoachMessage(db, {
            userId: user.id,
            role: "coach",
            content: text,
            answeredBy: engine,
          });
          await send({ type: "answer", message: answer });
        } catch (error) {
          if (stop.signal.aborted) {
            // Stopped by the member: keep what they saw.
            if (text.trim()) {
              await storeCoachMessage(db, {
                userId: user.id,
                role: "coach",
                content: text,
                answeredBy: engine,
                isStopped: true,
              });
            }
            return;
          }
          logger.warn({ err: error, userId: user.id }, "coach answer failed");
          await send({ type: "error", message: error instanceof AiError ? error.message : coachErrors.failed });
        }
      });
    });
