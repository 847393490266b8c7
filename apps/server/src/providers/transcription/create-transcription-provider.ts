import type { Logger } from "pino";

import { EnvError } from "../../env.ts";
import { createOpenAiClient, describeEndpoint } from "../ai/openai/create-openai-client.ts";
import { createNoneTranscriptionProvider } from "./none-transcription-provider.ts";
import { createOpenAiTranscriptionProvider } from "./openai-transcription-provider.ts";
import { findPocketsphinx, type PocketsphinxInstall } from "./pocketsphinx/find-pocketsphinx.ts";
import { createPocketsphinxTranscriptionProvider } from "./pocketsphinx/pocketsphinx-transcription-provider.ts";
import type { TranscriptionProvider } from "./transcription-provider.ts";

export type TranscriptionOptions = {
  /** TRANSCRIPTION: forces one engine; otherwise the first available is used. */
  choice: "openai" | "pocketsphinx" | "none" | undefined;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** POCKETSPHINX_PREFIX: where pocketsphinx is installed; the Debian locations when unset. */
  pocketsphinxPrefix?: string | undefined;
  /** Finds pocketsphinx; tests pretend it is installed or missing. */
  findInstall?: (prefix?: string) => PocketsphinxInstall | null;
};

/**
 * An OpenAI-compatible service when a key or base URL is configured, else pocketsphinx when it
 * is installed, else "none", whose errors tell the administrator how to enable transcription.
 */
export const createTranscriptionProvider = (options: TranscriptionOptions, logger: Logger): TranscriptionProvider => {
  const install =
    options.choice === "openai" || options.choice === "none"
      ? null
      : (options.findInstall ?? findPocketsphinx)(options.pocketsphinxPrefix);
  const hasService = Boolean(options.apiKey ?? options.baseUrl);
  const choice = options.choice ?? (hasService ? "openai" : install ? "pocketsphinx" : "none");

  if (choice === "openai") {
    logger.info(`transcription: OpenAI-compatible, model ${options.model} at ${describeEndpoint(options.baseUrl)}`);
    const client = createOpenAiClient(options);
    return createOpenAiTranscriptionProvider({ client, model: options.model, timeoutMs: options.timeoutMs });
  }
  if (choice === "pocketsphinx") {
    if (!install) {
      throw new EnvError(
        "TRANSCRIPTION=pocketsphinx, but pocketsphinx_continuous and its US English model were not found: apt-get install pocketsphinx pocketsphinx-en-us",
      );
    }
    logger.info(`transcription: offline pocketsphinx (${install.binary}; WAV, WebM/Opus and Ogg/Opus recordings)`);
    return createPocketsphinxTranscriptionProvider(install);
  }
  logger.info("transcription: not configured (install pocketsphinx or set AI_API_KEY to enable voice transcription)");
  return createNoneTranscriptionProvider();
};
