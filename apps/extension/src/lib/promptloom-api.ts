import { apiErrorSchema } from "@promptloom/contracts/api-error";
import { libraryItemSchema, libraryListSchema } from "@promptloom/contracts/library-search";
import { apiMeSchema, PUBLIC_API_BASE } from "@promptloom/contracts/public-api";
import { savedPromptListSchema, savedPromptSchema } from "@promptloom/contracts/saved-prompts";
import { trackUsageResponseSchema } from "@promptloom/contracts/usage";
import { perfectPromptResponseSchema } from "@promptloom/contracts/voice";
import type { z } from "zod";

import type { Connection } from "./connection.ts";

/** A refusal from the member's Promptloom server, with its message. 401 means the key no longer works. */
export class PromptloomApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const unreachableMessage = (address: string) =>
  `Could not reach Promptloom at ${address}. Check the address and your connection.`;

/** How many of each kind a search shows. */
const searchSizes = { mine: 5, library: 8 } as const;

/**
 * The member API (/api/v1) with the key the extension was given. Answers are parsed with the
 * shared contracts, the same schemas the server validates and documents them with.
 */
export const createPromptloomApi = ({ address, key }: Connection, fetchImpl: typeof fetch = fetch) => {
  const call = async <Schema extends z.ZodType>(
    schema: Schema,
    path: string,
    init: { method?: "GET" | "POST"; json?: unknown } = {},
  ): Promise<z.output<Schema>> => {
    let response: Response;
    try {
      response = await fetchImpl(`${address}${PUBLIC_API_BASE}${path}`, {
        method: init.method ?? "GET",
        headers: {
          Authorization: `Bearer ${key}`,
          ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        credentials: "omit",
      });
    } catch {
      throw new PromptloomApiError(0, unreachableMessage(address));
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const problem = apiErrorSchema.safeParse(body);
      throw new PromptloomApiError(
        response.status,
        problem.success ? problem.data.error.message : `Promptloom answered ${response.status}.`,
      );
    }
    return schema.parse(body);
  };
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

  return {
    me: () => call(apiMeSchema, "/me"),
    searchMyPrompts: (q: string) =>
      call(savedPromptListSchema, `/prompts${query({ ...(q ? { q } : {}), limit: String(searchSizes.mine) })}`),
    searchLibrary: (q: string, withImages: boolean) =>
      call(
        libraryListSchema,
        `/library${query({ ...(q ? { q } : {}), ...(withImages ? {} : { type: "text" }), limit: String(searchSizes.library) })}`,
      ),
    getMyPrompt: (id: string) => call(savedPromptSchema, `/prompts/${encodeURIComponent(id)}`),
    getLibraryPrompt: (id: string) => call(libraryItemSchema, `/library/${encodeURIComponent(id)}`),
    refine: (prompt: string) =>
      call(perfectPromptResponseSchema, "/prompts/refine", { method: "POST", json: { prompt } }),
    save: (input: { title: string; text: string }) =>
      call(savedPromptSchema, "/prompts", {
        method: "POST",
        json: { title: input.title, perfectedText: input.text, rawText: input.text, source: "extension" },
      }),
    credit: (event: "prompt_copied" | "prompt_saved", promptId: string | null) =>
      call(trackUsageResponseSchema, "/usage", {
        method: "POST",
        json: { event, prompt_id: promptId, source: "extension" },
      }),
  };
};

export type PromptloomApi = ReturnType<typeof createPromptloomApi>;
