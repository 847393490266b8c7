import { photoStudioMessages } from "@promptloom/contracts/studio/photo-studio";

import { AiError } from "../ai/ai-error.ts";
import type { VisionProvider } from "./vision-provider.ts";

/** No vision model: photos are measured, not described, and the screen says how to turn descriptions on. */
export const createNoneVisionProvider = (): VisionProvider => ({
  name: "none",
  model: null,
  describePhoto: () => Promise.reject(new AiError("not_configured", photoStudioMessages.visionNotConfigured)),
});
