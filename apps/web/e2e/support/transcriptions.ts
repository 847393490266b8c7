import type { APIRequestContext, Page } from "@playwright/test";
import type { TranscriptionCapability } from "@promptloom/contracts/voice";

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

/**
 * Makes this page's server say it cannot transcribe (as one without an engine does; the answer
 * itself is tested in the server's suite). Per page, so tests running beside it keep their voice.
 */
export const answerCannotTranscribe = async (page: Page) => {
  const answer: TranscriptionCapability = { canTranscribe: false, setupHint: null };
  await page.route("**/api/functions/transcribe", (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: answer }) : route.fallback(),
  );
};
