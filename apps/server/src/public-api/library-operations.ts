import { communityPromptListSchema, listCommunityPromptsQuerySchema } from "@promptloom/contracts/community-prompts";
import { libraryItemSchema, libraryListSchema, libraryQuerySchema } from "@promptloom/contracts/library-search";
import { libraryPromptParamSchema } from "@promptloom/contracts/public-api";

import { listCommunityPrompts } from "../features/community/list-community-prompts.ts";
import { findLibraryPrompt } from "../features/library/find-library-prompt.ts";
import { searchLibrary } from "../features/library/search-library.ts";
import { defineOperation } from "./public-api-operation.ts";

export const searchLibraryPrompts = defineOperation({
  operationId: "searchLibrary",
  method: "get",
  path: "/library",
  tag: "Library",
  summary: "List and search the prompt library",
  description:
    "The curated library's published prompts. Filter by `category`, comma-separated `tags`, `type` and `model`; results leave the prompt text out (read one prompt for it).",
  query: libraryQuerySchema,
  response: { status: 200, description: "One page of library prompts.", schema: libraryListSchema },
  errors: [400],
  handle: ({ query, userId }, { db }) => searchLibrary({ db, userId, query }),
});

export const getLibraryPrompt = defineOperation({
  operationId: "getLibraryPrompt",
  method: "get",
  path: "/library/{id}",
  tag: "Library",
  summary: "Get a library prompt",
  description: "One published library prompt, text included, by id or slug.",
  params: libraryPromptParamSchema,
  response: { status: 200, description: "The library prompt.", schema: libraryItemSchema },
  errors: [400, 404],
  handle: ({ params, userId }, { db }) => findLibraryPrompt({ db, userId, idOrSlug: params.id }),
});

export const listCommunity = defineOperation({
  operationId: "listCommunityPrompts",
  method: "get",
  path: "/community-prompts",
  tag: "Community",
  summary: "List community prompts",
  description:
    "Approved prompts shared by members, most voted (`sort=top`) or newest first (`sort=newest`); `scope=mine` lists the member's own submissions in every status.",
  query: listCommunityPromptsQuerySchema,
  response: { status: 200, description: "One page of community prompts.", schema: communityPromptListSchema },
  errors: [400],
  handle: ({ query, userId }, { db }) => listCommunityPrompts({ db, viewerId: userId, query }),
});
