import { apiSavePromptSchema, savedPromptIdParamSchema } from "@promptloom/contracts/public-api";
import {
  listSavedPromptsQuerySchema,
  savedPromptListSchema,
  savedPromptSchema,
} from "@promptloom/contracts/saved-prompts";
import { perfectPromptResponseSchema, perfectPromptSchema } from "@promptloom/contracts/voice";

import { createSavedPrompt } from "../features/saved-prompts/create-saved-prompt.ts";
import { findSavedPrompt } from "../features/saved-prompts/find-saved-prompt.ts";
import { listSavedPrompts } from "../features/saved-prompts/list-saved-prompts.ts";
import { toSavedPrompt } from "../features/saved-prompts/to-saved-prompt.ts";
import { perfectPromptLimit } from "../features/voice/perfect-prompt-limit.ts";
import { perfectPrompt } from "../features/voice/perfect-prompt.ts";
import { toAppError } from "../http/ai-error-response.ts";
import { enforceRateLimit, tooManyRequestsMessage } from "../lib/rate-limit.ts";
import { defineOperation } from "./public-api-operation.ts";

export const refinePrompt = defineOperation({
  operationId: "refinePrompt",
  method: "post",
  path: "/prompts/refine",
  tag: "Prompts",
  summary: "Refine a prompt",
  description:
    "Turns a rough request into a polished prompt with the same engine as the app's AI Genie. Shares the member's refinement limit (30 a minute) with the app.",
  body: perfectPromptSchema,
  response: {
    status: 200,
    description: "The refined prompt and the engine that wrote it.",
    schema: perfectPromptResponseSchema,
  },
  errors: [400, 502, 503],
  handle: async ({ body, userId, signal }, { db, engine }) => {
    await enforceRateLimit(db, perfectPromptLimit, userId, tooManyRequestsMessage);
    try {
      return await perfectPrompt({ engine, userId, prompt: body.prompt, signal });
    } catch (error) {
      throw toAppError(error);
    }
  },
});

export const listPrompts = defineOperation({
  operationId: "listPrompts",
  method: "get",
  path: "/prompts",
  tag: "Prompts",
  summary: "List and search your saved prompts",
  description:
    "The member's own prompts, newest first. `q` searches titles, tags and text; pass `nextCursor` back as `cursor` for the next page.",
  query: listSavedPromptsQuerySchema,
  response: { status: 200, description: "One page of saved prompts.", schema: savedPromptListSchema },
  errors: [400],
  handle: ({ query, userId }, { db }) => listSavedPrompts({ db, userId, query }),
});

export const savePrompt = defineOperation({
  operationId: "savePrompt",
  method: "post",
  path: "/prompts",
  tag: "Prompts",
  summary: "Save a prompt",
  description:
    "Saves a prompt to the member's My Prompts. `source` defaults to `automation`, so the app shows where it came from.",
  body: apiSavePromptSchema,
  response: { status: 201, description: "The saved prompt.", schema: savedPromptSchema },
  errors: [400, 404],
  handle: ({ body, userId }, { db }) => createSavedPrompt({ db, userId, input: body }),
});

export const getPrompt = defineOperation({
  operationId: "getPrompt",
  method: "get",
  path: "/prompts/{id}",
  tag: "Prompts",
  summary: "Get one of your saved prompts",
  description: "One saved prompt of the member's, by id.",
  params: savedPromptIdParamSchema,
  response: { status: 200, description: "The saved prompt.", schema: savedPromptSchema },
  errors: [400, 404],
  handle: async ({ params, userId }, { db }) => toSavedPrompt(await findSavedPrompt({ db, userId, id: params.id })),
});
