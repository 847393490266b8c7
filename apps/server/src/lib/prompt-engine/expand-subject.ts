import { expandSubjectMessages } from "@promptloom/contracts/studio/expand-subject";
import { studioLimits } from "@promptloom/contracts/studio/studio-choices";

import type { Database } from "../../db/client.ts";
import { AiError } from "../../providers/ai/ai-error.ts";
import type { TextAiProvider } from "../../providers/ai/text-ai-provider.ts";
import { consumeAiQuota } from "./ai-quota.ts";

export type ExpandSubjectInput = { userId: string; subject: string; signal?: AbortSignal | undefined };

/**
 * The subject only: style, lighting, camera and the rest have their own groups in the builder, so
 * the model must not decide them, or the prompt would say two things at once.
 */
export const expandSubjectSystemPrompt = `You help people write image-generation prompts. They give you a short subject; you write it out as one rich, concrete description of what the image shows.

Describe: who or what is there, what they look like (age, build, clothing, materials, textures, colours of the things themselves), what they are doing, their expression or pose, and the setting with a few telling details.
Do not describe the art style, medium, lighting, camera, lens, composition, colour grading, mood words or quality words such as "highly detailed" or "8k": the person chooses those separately.
Keep everything the person wrote and invent only what is needed to make the scene vivid. Never name real people, brands or copyrighted characters they did not name.
Write one paragraph of 30 to 70 words in the person's language, as a noun phrase or plain sentences, starting with the subject itself (no "An image of", "A picture showing" or "Prompt:").
Return only the description: no introduction, no quotation marks, no list.`;

/** The model's answer as a subject: one line, without the wrappers models like to add, within the builder's limit. */
export const cleanSubject = (answer: string): string => {
  const text = answer
    .replace(/```[a-z]*|```/gi, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:subject|description|prompt)\s*:\s*/i, "")
    .replace(/^["“'](.*)["”']$/s, "$1")
    .trim();
  if (text.length <= studioLimits.subjectMaxLength) return text;
  // Too long: end at the last full sentence (or word) that fits.
  const cut = text.slice(0, studioLimits.subjectMaxLength);
  const sentenceEnd = cut.lastIndexOf(". ");
  return sentenceEnd > 0 ? cut.slice(0, sentenceEnd + 1) : cut.slice(0, cut.lastIndexOf(" ")).trim();
};

/**
 * "Describe it for me": a short image subject written out by the language model. It needs a model
 * (the built-in composer writes prompts, not descriptions) and counts against the member's daily
 * AI quota like every model request.
 */
export const expandSubject = async (
  deps: { db: Database; textAi: TextAiProvider; dailyQuota: number },
  input: ExpandSubjectInput,
): Promise<string> => {
  const { db, textAi, dailyQuota } = deps;
  if (!textAi.chat) throw new AiError("not_configured", expandSubjectMessages.notConfigured);
  await consumeAiQuota(db, input.userId, dailyQuota);
  let answer = "";
  const pieces = textAi.chat(
    {
      messages: [
        { role: "system", content: expandSubjectSystemPrompt },
        { role: "user", content: input.subject },
      ],
    },
    { signal: input.signal },
  );
  for await (const piece of pieces) answer += piece;
  const subject = cleanSubject(answer);
  if (subject === "") throw new AiError("bad_response");
  return subject;
};
