import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "pino";

import { AppError } from "../http/app-error.ts";
import { AiError } from "../providers/ai/ai-error.ts";

/** A tool's answer: the structured content its output schema describes, and text for the model to read. */
export const toolResult = (structuredContent: Record<string, unknown>, text: string): CallToolResult => ({
  structuredContent,
  content: [{ type: "text", text }],
});

const failedMessage = "Something went wrong. Please try again.";

/**
 * Runs a tool. A refusal (not found, invalid, over a limit, the AI failing) is thrown on with its
 * message, written for the member, which the SDK returns as the tool's error result for the
 * assistant to read; anything else is logged and reported without its internals.
 */
export const runTool = async (logger: Logger, run: () => Promise<CallToolResult>): Promise<CallToolResult> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError || error instanceof AiError) throw error;
    logger.error({ err: error }, "an assistant's tool call failed");
    throw new Error(failedMessage, { cause: error });
  }
};
