import { createOfflineTextAiProvider } from "../providers/ai/offline/offline-text-ai-provider.ts";
import { collectAiText } from "./collect-ai-text.ts";
import { composeInput } from "./compose-input.ts";

const offline = createOfflineTextAiProvider();

/** The built-in composer's prompt for a request, as a member would read it. */
export const composeOffline = async (request: string, extra: Parameters<typeof composeInput>[1] = {}) =>
  (await collectAiText(offline.composePrompt(composeInput(request, extra)))).text;
