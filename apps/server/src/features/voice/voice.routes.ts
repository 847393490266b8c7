import {
  perfectPromptSchema,
  transcribeFormSchema,
  transcriptionSetupHint,
  voiceMessages,
  voiceRules,
  type TranscriptionCapability,
} from "@promptloom/contracts/voice";
import type { Context } from "hono";
import { Hono } from "hono";

import type { AppDeps } from "../../app-deps.ts";
import { membersOnly, requireMember, requireUser } from "../../auth/guards.ts";
import type { Database } from "../../db/client.ts";
import { toAppError } from "../../http/ai-error-response.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { limitBody } from "../../http/limit-body.ts";
import { validate } from "../../http/validate.ts";
import { enforceRateLimit, tooManyRequestsMessage, type RateLimitRule } from "../../lib/rate-limit.ts";
import { perfectPromptLimit } from "./perfect-prompt-limit.ts";
import { perfectPrompt } from "./perfect-prompt.ts";
import { transcribeRecording } from "./transcribe-recording.ts";

const transcribeLimit: RateLimitRule = { scope: "transcribe", limit: 20, windowMs: 60_000 };

/** Room for the multipart framing around a recording of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

const limitPerUser = async (c: Context<AppEnv>, db: Database, rule: RateLimitRule) => {
  const { user } = requireUser(c);
  await enforceRateLimit(db, rule, user.id, tooManyRequestsMessage);
};

/**
 * The voice functions of the spec: perfect-prompt refines text, transcribe turns a recording into
 * text. Members only, rate-limited per member; the request's signal reaches the AI call, so a
 * cancelled request stops the work.
 */
export const voiceRoutes = ({ db, providers, engine }: AppDeps) =>
  new Hono<AppEnv>()
    .use("/functions/perfect-prompt", membersOnly)
    .use("/functions/transcribe", membersOnly)
    .post("/functions/perfect-prompt", validate("json", perfectPromptSchema), async (c) => {
      await limitPerUser(c, db, perfectPromptLimit);
      const { prompt } = c.req.valid("json");
      const { user } = requireUser(c);
      try {
        return c.json(await perfectPrompt({ engine, userId: user.id, prompt, signal: c.req.raw.signal }));
      } catch (error) {
        throw toAppError(error);
      }
    })
    .get("/functions/transcribe", async (c) => {
      const { profile } = await requireMember(c);
      const canTranscribe = providers.transcription.name !== "none";
      const capability: TranscriptionCapability = {
        canTranscribe,
        setupHint: !canTranscribe && profile.isAdmin ? transcriptionSetupHint : null,
      };
      return c.json(capability);
    })
    .post(
      "/functions/transcribe",
      limitBody(voiceRules.audioMaxBytes + MULTIPART_OVERHEAD, voiceMessages.audioTooLarge),
      validate("form", transcribeFormSchema),
      async (c) => {
        await limitPerUser(c, db, transcribeLimit);
        const { audio } = c.req.valid("form");
        try {
          const signal = c.req.raw.signal;
          return c.json(await transcribeRecording({ transcription: providers.transcription, audio, signal }));
        } catch (error) {
          throw toAppError(error);
        }
      },
    );
