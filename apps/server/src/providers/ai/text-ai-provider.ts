import type { RefineOptions } from "@promptloom/contracts/prompt-engine";
import type { RequestAnalysis } from "@promptloom/prompt-engine";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** What a composition or an answer produces as it goes: text pieces, then token counts if the service reports them. */
export type AiEvent =
  { type: "delta"; text: string } | { type: "usage"; promptTokens: number; completionTokens: number };

export type ComposeInput = {
  /** The rough request, as typed or transcribed. */
  request: string;
  /** The engine's reading of it: the request cleaned, the deliverable with its confidence, the facts to keep. */
  analysis: RequestAnalysis;
  options: RefineOptions;
  /** Earlier versions, oldest first: `previous[i]` is the prompt the i-th refinement was applied to. */
  previous: string[];
  /** Well-written library prompts close enough to the request, as style examples (model path). */
  examples: string[];
};

/**
 * Text AI: the embedded composer or a language model behind one interface. Both stream; the
 * composer yields its whole prompt at once. Methods throw (or their streams end with) `AiError`.
 * Free conversation exists only where a model is connected.
 */
export interface TextAiProvider {
  readonly name: "offline" | "openai";
  /** Shown next to every result: "Built-in composer" or the model's name. */
  readonly engineLabel: string;
  composePrompt(input: ComposeInput, options?: { signal?: AbortSignal }): AsyncIterable<AiEvent>;
  /** Answers a prompt as the model would (for Compare); undefined without a model. */
  answer?(prompt: string, options?: { signal?: AbortSignal }): AsyncIterable<AiEvent>;
  /**
   * A conversation answered by the model, streamed as pieces of text. Undefined on the offline
   * engine, which cannot hold a free conversation (the coach answers from playbooks).
   */
  chat?(input: { messages: ChatMessage[] }, options?: { signal?: AbortSignal }): AsyncIterable<string>;
}
