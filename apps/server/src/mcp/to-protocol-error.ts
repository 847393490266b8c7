import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

import { AppError } from "../http/app-error.ts";

/**
 * Runs a protocol request (not a tool call), answering a refusal (a bad cursor, an unknown prompt,
 * a missing argument) as the protocol's invalid-params error with the app's own message.
 */
export const asProtocolRequest = async <Result>(run: () => Promise<Result>): Promise<Result> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw new McpError(ErrorCode.InvalidParams, error.message);
    throw error;
  }
};
