import type { CreateSavedPromptInput, UpdateSavedPromptInput } from "@promptloom/contracts/saved-prompts";

import { api, unwrap } from "../../lib/api-client.ts";

/**
 * The saved-prompts endpoints that My Prompts, the voice prompts and the library and community
 * saves all write through. Every saved-prompts query key starts with `savedPromptsQueryKey`,
 * whichever screen reads it, so one invalidation refreshes them all.
 */
export const savedPromptsQueryKey = ["saved-prompts"] as const;

const savedPrompt = api["saved-prompts"][":id"];

export const createSavedPrompt = (input: CreateSavedPromptInput) => unwrap(api["saved-prompts"].$post({ json: input }));

export const updateSavedPrompt = (id: string, changes: UpdateSavedPromptInput) =>
  unwrap(savedPrompt.$patch({ param: { id: encodeURIComponent(id) }, json: changes }));

export const deleteSavedPrompt = (id: string) => unwrap(savedPrompt.$delete({ param: { id: encodeURIComponent(id) } }));

/** Brings a prompt deleted a moment ago back as it was, with its history (the Undo after a delete). */
export const restoreDeletedSavedPrompt = (id: string) =>
  unwrap(savedPrompt.restore.$post({ param: { id: encodeURIComponent(id) } }));
