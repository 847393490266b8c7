import { z } from "zod";

import { limits } from "./limits.ts";
import { createSavedPromptSchema, promptSources } from "./saved-prompts.ts";
import { trackUsageSchema } from "./usage.ts";

/** The public REST API: versioned, reached with a member's API key (see api-keys.ts). */
export const PUBLIC_API_BASE = "/api/v1";
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";
/** The API's reference for people, rendered from that document. */
export const API_REFERENCE_PATH = "/api/reference";

export const apiMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type ApiMe = z.infer<typeof apiMeSchema>;

/** Saving through the API marks the prompt as an automation's unless the caller says otherwise. */
export const apiSavePromptSchema = createSavedPromptSchema.extend({
  source: z.enum(promptSources).default("automation"),
});
export type ApiSavePromptInput = z.input<typeof apiSavePromptSchema>;

/** The spec's track-usage body; the member is the key's, so there is no user_id to send. */
export const apiTrackUsageSchema = trackUsageSchema.omit({ user_id: true }).extend({
  event: trackUsageSchema.shape.event.meta({
    description: "What happened, in lowercase letters, digits, dots, dashes or underscores: `report_generated`.",
  }),
  minutes_saved: trackUsageSchema.shape.minutes_saved.meta({
    description: `Minutes the action saved (0–${limits.maxMinutesPerUsageEvent})`,
  }),
  category: trackUsageSchema.shape.category.meta({ description: "A grouping of your own, such as `email`." }),
  prompt_id: trackUsageSchema.shape.prompt_id.meta({ description: "The prompt the action used, if any." }),
  source: trackUsageSchema.shape.source.removeDefault().default("automation"),
});
export type ApiTrackUsageInput = z.input<typeof apiTrackUsageSchema>;

export const savedPromptIdParamSchema = z.object({ id: z.uuid("Invalid prompt id") });
export const libraryPromptParamSchema = z.object({
  id: z.string().min(1).max(100).meta({ description: "The prompt's id or slug." }),
});
