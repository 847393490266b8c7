import { AiError } from "../ai-error.ts";
import { startAiCall } from "./start-ai-call.ts";
import type { ChatRequest } from "./stream-chat.ts";

/**
 * One chat completion, answered in full; throws `AiError`. For answers read as a whole (a photo
 * description parsed as JSON), where streaming buys nothing and some vision servers refuse it.
 */
export const completeChat = async ({ client, model, timeoutMs, messages, signal }: ChatRequest): Promise<string> => {
  const call = startAiCall({ timeoutMs, signal });
  try {
    // Only model and messages: temperature and token limits are named differently or refused by
    // some models and servers, and the defaults suit this task.
    const completion = await client.chat.completions.create({ model, messages }, { signal: call.signal });
    const content: unknown = completion.choices?.[0]?.message?.content;
    if (typeof content !== "string" || content.trim() === "") {
      throw new AiError("bad_response", undefined, { cause: new Error("The completion has no text content") });
    }
    return content.trim();
  } catch (error) {
    throw call.toAiError(error);
  } finally {
    call.finish();
  }
};
