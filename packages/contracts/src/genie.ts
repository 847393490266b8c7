import { z } from "zod";

import {
  refinedPromptSchema,
  REFINEMENT_MAX_LENGTH,
  refineOptionsSchema,
  roughRequestSchema,
} from "./prompt-engine.ts";

/** `POST /api/genie/sessions`: refine a rough request, starting a session. Answers a refine stream. */
export const startGenieSessionSchema = z.object({
  request: roughRequestSchema,
  options: refineOptionsSchema.omit({ refinements: true }).prefault({}),
});
export type StartGenieSessionInput = z.input<typeof startGenieSessionSchema>;

/** `POST /api/genie/sessions/:id/refinements`: revise the latest version ("shorter", or any text). */
export const refineGenieSessionSchema = z.object({
  refinement: z
    .string()
    .trim()
    .min(1, "Say how the prompt should change")
    .max(REFINEMENT_MAX_LENGTH, `A refinement must be at most ${REFINEMENT_MAX_LENGTH} characters`),
  /** Controls changed since the session started; omitted ones keep their value. */
  options: refineOptionsSchema.omit({ refinements: true }).partial().prefault({}),
});
export type RefineGenieSessionInput = z.input<typeof refineGenieSessionSchema>;

/** `POST /api/genie/compare`: the raw request and the refined prompt, each answered by the model. */
export const compareGenieSchema = z.object({
  request: roughRequestSchema,
  prompt: roughRequestSchema,
});
export type CompareGenieInput = z.input<typeof compareGenieSchema>;

export const genieSessionIdSchema = z.object({ id: z.uuid("Invalid session id") });

export const genieVersionSchema = refinedPromptSchema.extend({
  id: z.string(),
  /** The refinement that produced it; null for the first version. */
  refinement: z.string().nullable(),
  createdAt: z.string(),
});
export type GenieVersion = z.infer<typeof genieVersionSchema>;

export const genieSessionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  versionCount: z.number(),
  updatedAt: z.string(),
});
export type GenieSessionSummary = z.infer<typeof genieSessionSummarySchema>;

export const genieSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  request: z.string(),
  options: refineOptionsSchema.omit({ refinements: true }),
  versions: z.array(genieVersionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GenieSession = z.infer<typeof genieSessionSchema>;

export const genieSessionListSchema = z.object({ items: z.array(genieSessionSummarySchema) });

/** `GET /api/genie/engine`: which engine refines, and whether Compare is available. */
export const genieEngineSchema = z.object({ engine: z.string(), usesModel: z.boolean() });
export type GenieEngine = z.infer<typeof genieEngineSchema>;

/**
 * The events of a refine or compare stream (Server-Sent Events over the POST response):
 * text as it is written, then the saved version, or an error that ended it early.
 */
export const genieStreamEvents = {
  delta: z.object({ text: z.string(), side: z.enum(["raw", "refined"]).optional() }),
  version: z.object({ sessionId: z.string(), version: genieVersionSchema }),
  done: z.object({ side: z.enum(["raw", "refined"]).optional() }),
  error: z.object({ code: z.string(), message: z.string(), side: z.enum(["raw", "refined"]).optional() }),
} as const;
export type GenieStreamEventName = keyof typeof genieStreamEvents;

/** A session's title: the start of its request. */
export const GENIE_TITLE_LENGTH = 80;
export const GENIE_SESSIONS_LIST_LIMIT = 50;

export const genieMessages = {
  refineFailed: "Refining failed. Please try again.",
  compareNeedsModel: "Compare isn't available on this site yet: it needs a language model.",
  sessionNotFound: "This Genie session does not exist.",
  stopped: "Stopped. The text so far is shown; refine again for a complete prompt.",
} as const;
