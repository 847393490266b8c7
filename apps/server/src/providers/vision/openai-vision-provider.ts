import { photoDescriptionSchema, type PhotoDescription } from "@promptloom/contracts/studio/photo-studio";
import type { OpenAI } from "openai";

import { AiError } from "../ai/ai-error.ts";
import { streamChat } from "../ai/openai/stream-chat.ts";
import type { VisionProvider } from "./vision-provider.ts";

/**
 * Appended to the admin's instructions, so whatever they write, the answer stays one JSON object
 * the studio can read.
 */
export const describePhotoFormat = `Answer with one JSON object and nothing else. Its fields, all strings: "subject" (what the photo shows, as the opening of an image prompt, e.g. "an old fisherman mending nets on a wooden pier"), "style", "medium", "lighting", "composition", "camera", "mood" and "palette" (the dominant colours). Each field is a short phrase of a few words, in English, without a full stop; use an empty string for a field that does not apply.`;

/** The first JSON object in a model's answer, code fences and chatter around it ignored. */
export const parseDescription = (answer: string): PhotoDescription => {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  try {
    if (start === -1 || end < start) throw new Error("The answer holds no JSON object");
    return photoDescriptionSchema.parse(JSON.parse(answer.slice(start, end + 1)));
  } catch (error) {
    throw new AiError("bad_response", undefined, { cause: error });
  }
};

/** Photo descriptions from any OpenAI-compatible chat model that takes image input. */
export const createOpenAiVisionProvider = (options: {
  client: OpenAI;
  model: string;
  timeoutMs: number;
}): VisionProvider => ({
  name: "openai",
  model: options.model,
  describePhoto: async ({ image, contentType, instructions }, { signal } = {}) => {
    const events = streamChat({
      ...options,
      signal,
      messages: [
        { role: "system", content: `${instructions}\n\n${describePhotoFormat}` },
        {
          role: "user",
          content: [
            { type: "text", text: "Describe this photo for an image prompt that recreates it." },
            {
              type: "image_url",
              image_url: { url: `data:${contentType};base64,${Buffer.from(image).toString("base64")}` },
            },
          ],
        },
      ],
    });
    // Streamed like every other call, so the deadline applies to each piece rather than the whole answer.
    let answer = "";
    for await (const event of events) if (event.type === "delta") answer += event.text;
    return parseDescription(answer);
  },
});
