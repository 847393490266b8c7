import { z } from "zod";

import {
  MAX_ANSWERS,
  questionAnswerSchema,
  refinedPromptSchema,
  REFINEMENT_MAX_LENGTH,
  refineOptionsSchema,
  roughRequestSchema,
} from "./prompt-engine.ts";
import { promptSyntaxes, type PromptSyntax } from "./studio/studio-groups.ts";

/** A session's settings: the Genie controls and the answers given to its questions so far. */
export const genieSessionOptionsSchema = refineOptionsSchema.omit({ refinements: true });
export type GenieSessionOptions = z.output<typeof genieSessionOptionsSchema>;

/** The Genie controls alone (which AI, tone, format, length, language). */
export const genieControlsSchema = genieSessionOptionsSchema.omit({ answers: true });
export type GenieControls = z.output<typeof genieControlsSchema>;

/** `POST /api/genie/sessions`: refine a rough request, starting a session. Answers a refine stream. */
export const startGenieSessionSchema = z.object({
  request: roughRequestSchema,
  options: genieControlsSchema.prefault({}),
});
export type StartGenieSessionInput = z.input<typeof startGenieSessionSchema>;

export const REVISION_NEEDS_A_CHANGE = "Say how the prompt should change";

/** A refinement in the member's own words ("mention that the deadline is Friday"). */
export const refinementTextSchema = z.object({
  refinement: z
    .string()
    .trim()
    .min(1, REVISION_NEEDS_A_CHANGE)
    .max(REFINEMENT_MAX_LENGTH, `A refinement must be at most ${REFINEMENT_MAX_LENGTH} characters`),
});

/**
 * `POST /api/genie/sessions/:id/refinements`: revise the latest version. A revision carries a
 * refinement ("shorter", or any text), answers to the latest version's questions, changed
 * controls, or any mix of them; it must change something.
 */
export const refineGenieSessionSchema = z
  .object({
    refinement: z
      .string()
      .trim()
      .max(REFINEMENT_MAX_LENGTH, `A refinement must be at most ${REFINEMENT_MAX_LENGTH} characters`)
      .optional(),
    /** Answers to the questions; they join the session's earlier answers (a new one replaces its id's). */
    answers: z
      .array(questionAnswerSchema)
      .max(MAX_ANSWERS, `At most ${MAX_ANSWERS} answers at a time`)
      .refine((answers) => new Set(answers.map((answer) => answer.id)).size === answers.length, {
        message: "Answer each question once",
      })
      .default([]),
    /** Controls changed since the session started; omitted ones keep their value. */
    options: genieControlsSchema.partial().prefault({}),
  })
  .transform(({ refinement, ...rest }) => ({ ...rest, refinement: refinement || undefined }));
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
  /** The refinement that produced it; null for the first version and for a revision without one. */
  refinement: z.string().nullable(),
  /** The controls this revision changed (empty for the first version). */
  changedOptions: genieControlsSchema.partial(),
  /** The answers this revision gave to the previous version's questions. */
  answers: z.array(questionAnswerSchema),
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
  options: genieSessionOptionsSchema,
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

/**
 * Another tool's hand-off to Genie: `/app/genie?request=<text>`, plus `&image=<syntax>` when the
 * text is an image prompt Prompt Studio wrote for Midjourney, Stable Diffusion or a natural-language
 * image model. Genie then starts from the prompt introduced as what it is, so the engine refines it
 * as an image prompt for that model rather than as a general request.
 */
export const genieHandoffSchema = z.object({
  request: z.string().catch(""),
  image: z.enum(promptSyntaxes).optional().catch(undefined),
});

const imageHandoffLeads: Record<PromptSyntax, string> = {
  midjourney: "Midjourney prompt",
  "stable-diffusion": "Stable Diffusion prompt",
  "natural-language": "DALL-E prompt",
};

/** The request Genie starts from for a hand-off. */
export const requestFromHandoff = ({ request, image }: z.output<typeof genieHandoffSchema>): string => {
  const text = request.trim();
  return image && text !== "" ? `${imageHandoffLeads[image]}: ${text}` : request;
};
