import { createRoute } from "@hono/zod-openapi";
import { apiSavePromptSchema, savedPromptIdParamSchema } from "@promptloom/contracts/public-api";
import {
  listSavedPromptsQuerySchema,
  savedPromptListSchema,
  savedPromptSchema,
} from "@promptloom/contracts/saved-prompts";
import { perfectPromptResponseSchema, perfectPromptSchema } from "@promptloom/contracts/voice";

import type { AppDeps } from "../app-deps.ts";
import { requireUser } from "../auth/guards.ts";
import { createSavedPrompt } from "../features/saved-prompts/create-saved-prompt.ts";
import { findSavedPrompt } from "../features/saved-prompts/find-saved-prompt.ts";
import { listSavedPrompts } from "../features/saved-prompts/list-saved-prompts.ts";
import { toSavedPrompt } from "../features/saved-prompts/to-saved-prompt.ts";
import { perfectPromptLimit } from "../features/voice/perfect-prompt-limit.ts";
import { perfectPrompt } from "../features/voice/perfect-prompt.ts";
import { toAppError } from "../http/ai-error-response.ts";
import { enforceRateLimit, tooManyRequestsMessage } from "../lib/rate-limit.ts";
import { errorResponses, idempotencyKeyHeader, jsonBody, jsonResponse, readBodyAsJson } from "./openapi-parts.ts";
import { createPublicApiRouter } from "./public-api-router.ts";

const refinePromptRoute = createRoute({
  operationId: "refinePrompt",
  method: "post",
  path: "/prompts/refine",
  tags: ["Prompts"],
  summary: "Refine a prompt",
  description:
    "Turns a rough request into a polished prompt with the same engine as the app's AI Genie. Shares the member's refinement limit (30 a minute) with the app.",
  middleware: readBodyAsJson,
  request: { headers: idempotencyKeyHeader, body: jsonBody(perfectPromptSchema) },
  responses: {
    200: jsonResponse("The refined prompt and the engine that wrote it.", perfectPromptResponseSchema),
    ...errorResponses(400, 502, 503),
  },
});

const listPromptsRoute = createRoute({
  operationId: "listPrompts",
  method: "get",
  path: "/prompts",
  tags: ["Prompts"],
  summary: "List and search your saved prompts",
  description:
    "The member's own prompts, newest first. `q` searches titles, tags and text; pass `nextCursor` back as `cursor` for the next page.",
  request: { query: listSavedPromptsQuerySchema },
  responses: {
    200: jsonResponse("One page of saved prompts.", savedPromptListSchema),
    ...errorResponses(400),
  },
});

const savePromptRoute = createRoute({
  operationId: "savePrompt",
  method: "post",
  path: "/prompts",
  tags: ["Prompts"],
  summary: "Save a prompt",
  description:
    "Saves a prompt to the member's My Prompts. `source` defaults to `automation`, so the app shows where it came from.",
  middleware: readBodyAsJson,
  request: { headers: idempotencyKeyHeader, body: jsonBody(apiSavePromptSchema) },
  responses: {
    201: jsonResponse("The saved prompt.", savedPromptSchema),
    ...errorResponses(400, 404),
  },
});

const getPromptRoute = createRoute({
  operationId: "getPrompt",
  method: "get",
  path: "/prompts/{id}",
  tags: ["Prompts"],
  summary: "Get one of your saved prompts",
  description: "One saved prompt of the member's, by id.",
  request: { params: savedPromptIdParamSchema },
  responses: {
    200: jsonResponse("The saved prompt.", savedPromptSchema),
    ...errorResponses(400, 404),
  },
});

/** The member's saved prompts, and the Genie's engine to refine new ones. */
export const promptRoutes = ({ db, engine }: AppDeps) =>
  createPublicApiRouter()
    .openapi(refinePromptRoute, async (c) => {
      const { user } = requireUser(c);
      await enforceRateLimit(db, perfectPromptLimit, user.id, tooManyRequestsMessage);
      const { prompt } = c.req.valid("json");
      try {
        return c.json(await perfectPrompt({ engine, userId: user.id, prompt, signal: c.req.raw.signal }), 200);
      } catch (error) {
        throw toAppError(error);
      }
    })
    .openapi(listPromptsRoute, async (c) => {
      const { user } = requireUser(c);
      return c.json(await listSavedPrompts({ db, userId: user.id, query: c.req.valid("query") }), 200);
    })
    .openapi(savePromptRoute, async (c) => {
      const { user } = requireUser(c);
      return c.json(
        await createSavedPrompt({ db, userId: user.id, input: c.req.valid("json"), idempotency: c.get("idempotency") }),
        201,
      );
    })
    .openapi(getPromptRoute, async (c) => {
      const { user } = requireUser(c);
      const prompt = await findSavedPrompt({ db, userId: user.id, id: c.req.valid("param").id });
      return c.json(toSavedPrompt(prompt), 200);
    });
