import { createRoute } from "@hono/zod-openapi";
import { communityPromptListSchema, listCommunityPromptsQuerySchema } from "@promptloom/contracts/community-prompts";
import { libraryItemSchema, libraryListSchema, libraryQuerySchema } from "@promptloom/contracts/library-search";
import { libraryPromptParamSchema } from "@promptloom/contracts/public-api";

import type { AppDeps } from "../app-deps.ts";
import { requireUser } from "../auth/guards.ts";
import { listCommunityPrompts } from "../features/community/list-community-prompts.ts";
import { findLibraryPrompt } from "../features/library/find-library-prompt.ts";
import { searchLibrary } from "../features/library/search-library.ts";
import { errorResponses, jsonResponse } from "./openapi-parts.ts";
import { createPublicApiRouter } from "./public-api-router.ts";

const searchLibraryRoute = createRoute({
  operationId: "searchLibrary",
  method: "get",
  path: "/library",
  tags: ["Library"],
  summary: "List and search the prompt library",
  description:
    "The curated library's published prompts. Filter by `category`, comma-separated `tags`, `type` and `model`; results leave the prompt text out (read one prompt for it).",
  request: { query: libraryQuerySchema },
  responses: {
    200: jsonResponse("One page of library prompts.", libraryListSchema),
    ...errorResponses(400),
  },
});

const getLibraryPromptRoute = createRoute({
  operationId: "getLibraryPrompt",
  method: "get",
  path: "/library/{id}",
  tags: ["Library"],
  summary: "Get a library prompt",
  description: "One published library prompt, text included, by id or slug.",
  request: { params: libraryPromptParamSchema },
  responses: {
    200: jsonResponse("The library prompt.", libraryItemSchema),
    ...errorResponses(400, 404),
  },
});

const listCommunityPromptsRoute = createRoute({
  operationId: "listCommunityPrompts",
  method: "get",
  path: "/community-prompts",
  tags: ["Community"],
  summary: "List community prompts",
  description:
    "Approved prompts shared by members, most voted (`sort=top`) or newest first (`sort=newest`); `scope=mine` lists the member's own submissions in every status.",
  request: { query: listCommunityPromptsQuerySchema },
  responses: {
    200: jsonResponse("One page of community prompts.", communityPromptListSchema),
    ...errorResponses(400),
  },
});

/** The curated library and the community's approved prompts, read-only. */
export const libraryRoutes = ({ db }: AppDeps) =>
  createPublicApiRouter()
    .openapi(searchLibraryRoute, async (c) => {
      const { user } = requireUser(c);
      return c.json(await searchLibrary({ db, userId: user.id, query: c.req.valid("query") }), 200);
    })
    .openapi(getLibraryPromptRoute, async (c) => {
      const { user } = requireUser(c);
      return c.json(await findLibraryPrompt({ db, userId: user.id, idOrSlug: c.req.valid("param").id }), 200);
    })
    .openapi(listCommunityPromptsRoute, async (c) => {
      const { user } = requireUser(c);
      return c.json(await listCommunityPrompts({ db, viewerId: user.id, query: c.req.valid("query") }), 200);
    });
