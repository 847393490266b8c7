import type { DeliverableKind } from "../../understanding/deliverable-kinds.ts";
import { creativeProfiles } from "./creative-and-prompts.ts";
import { everydayProfiles } from "./everyday.ts";
import type { KindProfile } from "./kind-profile.ts";
import { learningProfiles } from "./learning.ts";
import { messageProfiles } from "./messages.ts";
import { publishingProfiles } from "./publishing.ts";
import { softwareProfiles } from "./software-and-data.ts";
import { workDocumentProfiles } from "./work-documents.ts";

/** Image prompts are composed by their own composer, in the syntax of the image model. */
export type TextKind = Exclude<DeliverableKind, "image-prompt">;

export const kindProfiles: Record<TextKind, KindProfile> = {
  ...messageProfiles,
  ...publishingProfiles,
  ...creativeProfiles,
  ...workDocumentProfiles,
  ...softwareProfiles,
  ...learningProfiles,
  ...everydayProfiles,
};

/** The short neutral structure for requests whose deliverable is unclear: safe, general guidance only. */
const neutralProfile: KindProfile = {
  role: "a knowledgeable, careful assistant",
  verb: "Help me with this:",
  questionLead: "Help me with this:",
  requirements: [
    "Work out what I need from the details above and address that directly; use every detail I gave.",
    "Be specific and practical: concrete steps, examples or text I can use as it is, rather than general advice.",
    "State any assumption you make, and point out anything I should check or decide myself.",
  ],
  essentials: "anything essential to a good answer",
  output: "A short direct answer first, then the detail, with headings or bullet points where they help.",
  tone: "Clear and friendly.",
};

const plural = (noun: string) => (/(?:s|x|sh|ch)$/iu.test(noun) ? noun : `${noun}s`);

/**
 * The neutral structure; when the request names the thing it wants ("a garden layout") but that
 * is none of the known kinds, the prompt names it too, with only conventions any such thing has.
 */
export const neutralProfileFor = (noun: string | undefined): KindProfile =>
  noun
    ? {
        ...neutralProfile,
        role: `an expert at creating ${plural(noun.toLowerCase())}`,
        requirements: [
          `Follow the usual structure and conventions of ${/^[aeio]/iu.test(noun) ? "an" : "a"} ${noun.toLowerCase()}; if several formats are common, use the one that fits my situation and say which.`,
          ...neutralProfile.requirements.slice(1),
        ],
        output: `The ${noun.toLowerCase()}, complete and ready to use, then any assumptions you made.`,
      }
    : neutralProfile;
