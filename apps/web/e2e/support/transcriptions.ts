import type { APIRequestContext } from "@playwright/test";

import { controlUrl } from "./addresses.ts";

export type TranscriptionReply =
  { kind: "text"; text: string; delayMs?: number } | { kind: "error"; status: number; message?: string };

/** Queues what the test server's transcription service answers next (replies are used in order). */
export const scriptTranscription = async (request: APIRequestContext, reply: TranscriptionReply) => {
  const response = await request.post(`${controlUrl}/transcriptions`, { data: reply });
  if (!response.ok()) throw new Error(`could not script a transcription: ${response.status()}`);
};

export type ReceivedAudio = { filename: string; type: string; size: number; closedEarly: boolean };

/** The uploads the transcription service received since the last `forgetTranscriptions`. */
export const receivedAudio = async (request: APIRequestContext): Promise<ReceivedAudio[]> =>
  (await (await request.get(`${controlUrl}/transcriptions`)).json()) as ReceivedAudio[];

export const forgetTranscriptions = async (request: APIRequestContext) => {
  await request.delete(`${controlUrl}/transcriptions`);
};

/** Turns the test server's transcription engine off (as on a server with none) or back on. */
export const setTranscriptionEngine = async (request: APIRequestContext, on: boolean) => {
  const response = await request.post(`${controlUrl}/transcription-engine`, { data: { on } });
  if (!response.ok()) throw new Error(`could not switch transcription: ${response.status()}`);
};
