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

/**
 * The neutral structure for requests whose deliverable is unclear: it restates the request, asks
 * for the thing itself rather than advice about it, and marks what only the person can supply.
 */
const neutralProfile: KindProfile = {
  role: "an experienced expert in what I am asking about, who gives specific, practical help",
  verb: "Help me with this:",
  questionLead: "Help me with this:",
  requirements: [
    "Work out what I actually need (a finished text, a plan, steps to follow or an explanation) and give me that itself, not advice about how to make it.",
    "Use every detail I gave and fit the answer to my situation; leave out generic background and filler.",
    "Where a missing fact would change the answer, put a clearly marked [placeholder] or state the assumption you made.",
  ],
  essentials: "who it is for and what it should achieve",
  output:
    "The answer itself first, ready to use, with headings or bullet points only where they help; then, briefly, the assumptions you made and anything I should check or decide.",
  tone: "Clear and friendly.",
};

const plural = (noun: string) => (/(?:s|x|sh|ch)$/iu.test(noun) ? noun : `${noun.replace(/([^aeiou])y$/u, "$1ie")}s`);
const withArticle = (noun: string) => `${/^[aeio]/iu.test(noun) ? "an" : "a"} ${noun}`;

/**
 * When the request names the thing it wants ("a LinkedIn headline", "a garden layout") but that
 * is none of the known kinds, the prompt names it too and asks for it by the conventions any such
 * thing has: its purpose, its reader, its usual form.
 */
export const neutralProfileFor = (noun: string | undefined): KindProfile => {
  // "5 icebreaker games": how many is a detail of the request, not part of what the thing is.
  // "a 20 minute yoga flow": a count and its unit say how much, not what the thing is.
  const thing = noun
    ?.toLowerCase()
    .replace(/^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|some)\s+/u, "")
    .replace(/^(?:minutes?|mins?|hours?|days?|weeks?|months?|pages?|words?|seconds?)\s+/u, "");
  if (!thing) return neutralProfile;
  const isPlural = /[^su]s$/u.test(thing);
  const one = isPlural ? thing : withArticle(thing);
  return {
    ...neutralProfile,
    role: `an experienced professional who creates ${plural(thing)} that work for the people they are meant for`,
    verb: "Create",
    requirements: [
      `Start from what ${one} like ${isPlural ? "these" : "this"} must achieve for me and who will read or use ${isPlural ? "them" : "it"}; if I have not said, assume the most likely and say so.`,
      `Follow the usual structure, length and conventions of ${one}; if several formats are common, use the one that fits my situation and say which.`,
      "Make it specific to me: use every detail I gave, and no clichés or generic filler.",
    ],
    essentials: "who it is for, what it should achieve and any detail only I know",
    output: `The ${thing}, complete and ready to use; then, briefly, the assumptions you made and what I could add to make it better.`,
  };
};
