import type { CreateSavedPromptInput, SavedPrompt, UpdateSavedPromptInput } from "@promptloom/contracts/saved-prompts";

import { apiRequest } from "./api-client.ts";

/**
 * The saved-prompts endpoints that My Prompts, the voice prompts and the library and community
 * saves all write through. Every saved-prompts query key starts with `savedPromptsQueryKey`,
 * whichever screen reads it, so one invalidation refreshes them all.
 */
export const savedPromptsQueryKey = ["saved-prompts"] as const;

export const createSavedPrompt = (input: CreateSavedPromptInput) =>
  apiRequest<SavedPrompt>("/api/saved-prompts", { body: input });

export const updateSavedPrompt = (id: string, changes: UpdateSavedPromptInput) =>
  apiRequest<SavedPrompt>(`/api/saved-prompts/${encodeURIComponent(id)}`, { method: "PATCH", body: changes });

export const deleteSavedPrompt = (id: string) =>
  apiRequest<void>(`/api/saved-prompts/${encodeURIComponent(id)}`, { method: "DELETE" });
