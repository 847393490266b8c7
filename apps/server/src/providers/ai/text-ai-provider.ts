export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/**
 * Text AI, one method per product task, because the embedded offline engine can only do what it
 * was built for; free conversation exists only where a model is connected.
 */
export interface TextAiProvider {
  readonly name: "offline" | "openai";
  /** Shown in the UI next to a result, e.g. "Built-in offline composer" or "gpt-4o-mini". */
  readonly engineLabel: string;
  /** Turns a rough spoken or typed request into a clear, structured prompt. Throws `AiError`. */
  perfectPrompt(input: { prompt: string }, options?: { signal?: AbortSignal }): Promise<{ perfected: string }>;
  /**
   * A conversation answered by the model, streamed as pieces of text; throws `AiError`. Undefined
   * on the offline engine, which cannot hold a free conversation (the coach answers from playbooks).
   */
  chat?(input: { messages: ChatMessage[] }, options?: { signal?: AbortSignal }): AsyncIterable<string>;
}
