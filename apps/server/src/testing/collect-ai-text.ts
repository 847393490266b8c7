import type { AiEvent } from "../providers/ai/text-ai-provider.ts";

/** Reads an AI stream to the end: its text, and the token usage it reported. */
export const collectAiText = async (events: AsyncIterable<AiEvent>) => {
  let text = "";
  let usage: { promptTokens: number; completionTokens: number } | undefined;
  for await (const event of events) {
    if (event.type === "delta") text += event.text;
    else usage = { promptTokens: event.promptTokens, completionTokens: event.completionTokens };
  }
  return { text, usage };
};
