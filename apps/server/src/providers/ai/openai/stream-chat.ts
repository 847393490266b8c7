import type { ChatRequest } from "./complete-chat.ts";
import { startAiCall } from "./start-ai-call.ts";

/**
 * One chat completion, streamed: yields the text deltas as they arrive. The timeout applies to
 * the wait for each piece, not to the whole answer. Throws `AiError`; stopping the iteration early
 * or aborting the signal closes the connection.
 */
export async function* streamChat({ client, model, timeoutMs, messages, signal }: ChatRequest): AsyncGenerator<string> {
  const call = startAiCall({ timeoutMs, signal });
  try {
    const stream = await client.chat.completions.create({ model, messages, stream: true }, { signal: call.signal });
    for await (const chunk of stream) {
      call.extendDeadline();
      const delta = chunk.choices?.[0]?.delta?.content;
      if (delta) yield delta;
    }
    // The SDK ends an aborted stream quietly, as if the answer were complete.
    if (call.signal.aborted) throw call.signal.reason;
  } catch (error) {
    throw call.toAiError(error);
  } finally {
    call.finish();
  }
}
