import { apiKeyFormat } from "@promptloom/contracts/api-keys";

import type { Connection } from "./connection.ts";

export const connectMessages = {
  connected: (email: string) =>
    `Connected as ${email}. You can close this tab and use Promptloom in ChatGPT, Claude and Gemini.`,
  cancelled: "Connecting was cancelled. Nothing was shared.",
  unexpected: "This page was not opened by the extension's Connect button. Start again from the toolbar button.",
  failed: (message: string) => `The key did not work: ${message}`,
} as const;

/**
 * Finishes connecting on the page the site's consent screen sends the member back to: the state
 * must be the one this extension started with (so no other page can plant a key or an address),
 * then the key is kept and checked.
 */
export const completeConnect = async (options: {
  url: URL;
  pending: { address: string; state: string } | null;
  save: (connection: Connection) => Promise<void>;
  forget: () => Promise<void>;
  verify: (connection: Connection) => Promise<{ email: string }>;
}): Promise<string> => {
  const fragment = new URLSearchParams(options.url.hash.slice(1));
  const state = options.url.searchParams.get("state");
  if (!options.pending || !state || state !== options.pending.state) return connectMessages.unexpected;
  if (fragment.get("error") === "cancelled") return connectMessages.cancelled;
  const key = fragment.get("key") ?? "";
  if (!apiKeyFormat.pattern.test(key)) return connectMessages.unexpected;
  const connection = { address: options.pending.address, key };
  await options.save(connection);
  try {
    return connectMessages.connected((await options.verify(connection)).email);
  } catch (error) {
    await options.forget();
    return connectMessages.failed(error instanceof Error ? error.message : String(error));
  }
};
