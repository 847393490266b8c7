import type { OpenAI } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";

import { AiError } from "../ai-error.ts";
import type { AiEvent } from "../text-ai-provider.ts";
import { startAiCall } from "./start-ai-call.ts";

const cutOffMessage = "The AI service stopped before finishing its answer. Please try again.";

export type ChatRequest = {
  client: OpenAI;
  model: string;
  timeoutMs: number;
  messages: ChatCompletionMessageParam[];
  signal?: AbortSignal | undefined;
};

/**
 * One chat completion, streamed: yields the text deltas as they arrive, then the token usage when
 * the service reports it. The timeout applies to the wait for each piece, not to the whole
 * answer. Throws `AiError`, also after some text was already yielded (a stream cut off midway);
 * stopping the iteration early or aborting the signal closes the connection.
 */
export async function* streamChat({
  client,
  model,
  timeoutMs,
  messages,
  signal,
}: ChatRequest): AsyncGenerator<AiEvent> {
  const call = startAiCall({ timeoutMs, signal });
  let hasText = false;
  try {
    // Only model, messages and the usage request: temperature and token limits are named
    // differently or refused by some models and servers, and the defaults suit these tasks.
    const stream = await client.chat.completions.create(
      { model, messages, stream: true, stream_options: { include_usage: true } },
      { signal: call.signal },
    );
    let isFinished = false;
    for await (const chunk of stream) {
      call.extendDeadline();
      if (chunk.choices?.[0]?.finish_reason) isFinished = true;
      const delta = chunk.choices?.[0]?.delta?.content;
      if (delta) {
        hasText = true;
        yield { type: "delta", text: delta };
      }
      if (chunk.usage) {
        yield {
          type: "usage",
          promptTokens: chunk.usage.prompt_tokens,
          completionTokens: chunk.usage.completion_tokens,
        };
      }
    }
    // The SDK ends an aborted or dropped stream (and a body that is no stream at all) quietly,
    // as if the answer were complete: only a finish reason says that it is.
    if (call.signal.aborted) throw call.signal.reason;
    if (!isFinished) throw new AiError("bad_response", cutOffMessage);
  } catch (error) {
    const failure = call.toAiError(error);
    // A connection dropped after part of the answer arrived: say so, rather than "unusable answer".
    const isCutOff = hasText && (failure.code === "bad_response" || failure.code === "unavailable");
    throw isCutOff ? new AiError("bad_response", cutOffMessage, { cause: error }) : failure;
  } finally {
    call.finish();
  }
}
