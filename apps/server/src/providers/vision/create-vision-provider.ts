import type { Logger } from "pino";

import { createOpenAiClient, describeEndpoint } from "../ai/openai/create-openai-client.ts";
import { createNoneVisionProvider } from "./none-vision-provider.ts";
import { createOpenAiVisionProvider } from "./openai-vision-provider.ts";
import type { VisionProvider } from "./vision-provider.ts";

export type VisionOptions = {
  /** The vision-capable model; none configured means no descriptions. */
  model: string | undefined;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
};

/**
 * A vision model only when one is named: not every chat model reads images, so the text model is
 * never assumed to.
 */
export const createVisionProvider = (options: VisionOptions, logger: Logger): VisionProvider => {
  if (!options.model) {
    logger.info("vision: none (set AI_VISION_MODEL to have Photo Studio describe photos)");
    return createNoneVisionProvider();
  }
  logger.info(`vision: OpenAI-compatible, model ${options.model} at ${describeEndpoint(options.baseUrl)}`);
  return createOpenAiVisionProvider({
    client: createOpenAiClient(options),
    model: options.model,
    timeoutMs: options.timeoutMs,
  });
};
