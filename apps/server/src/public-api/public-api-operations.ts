import { getLibraryPrompt, listCommunity, searchLibraryPrompts } from "./library-operations.ts";
import { getPrompt, listPrompts, refinePrompt, savePrompt } from "./prompt-operations.ts";
import type { PublicApiOperation } from "./public-api-operation.ts";
import { getMe, getUsageSummary, trackUsage } from "./usage-operations.ts";

/** Every endpoint of the public API, in the order the reference lists them. */
export const publicApiOperations: PublicApiOperation[] = [
  getMe,
  refinePrompt,
  listPrompts,
  savePrompt,
  getPrompt,
  searchLibraryPrompts,
  getLibraryPrompt,
  listCommunity,
  trackUsage,
  getUsageSummary,
];
