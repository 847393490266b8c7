import type { RefineOptions } from "@promptloom/contracts/prompt-engine";

import { cleanRequest } from "../understanding/clean-request.ts";
import { requestedLanguage } from "../understanding/detect-language.ts";
import { detectTones } from "../understanding/detect-tone.ts";
import { capitalizeFirst } from "../understanding/word-pattern.ts";

/** What the options and the refinements so far change about a composed prompt. */
export type Adjustments = {
  /** Replaces the tone the request implied. */
  tone: string | undefined;
  /** "short" trims the prompt to its essentials; "long" asks for more depth. */
  promptLength: "short" | "long" | undefined;
  answerLength: RefineOptions["length"];
  format: RefineOptions["format"];
  language: string | undefined;
  askFirst: boolean;
  wantsExamples: boolean;
  /** Free-text refinements that are not one of the above, as instructions. */
  extra: string[];
};

const shorter =
  /(?<![\p{L}])(?:shorter|short|more concise|concise|less detail|trim|tighter|condense|brief|cut)(?![\p{L}])/iu;
const longer =
  /(?<![\p{L}])(?:longer|more detail|more detailed|expand|elaborate|more depth|in depth|in-depth)(?![\p{L}])/iu;
const examples = /(?<![\p{L}])examples?(?![\p{L}])/iu;
const askFirst = /(?<![\p{L}])(?:clarifying|clarify|ask me|questions first)(?![\p{L}])/iu;
const formats: [RegExp, RefineOptions["format"]][] = [
  [/(?<![\p{L}])json(?![\p{L}])/iu, "json"],
  [/(?<![\p{L}])table(?![\p{L}])/iu, "table"],
  [/(?<![\p{L}])(?:bullets?|bullet points|list)(?![\p{L}])/iu, "bullets"],
];

/**
 * Reads the Genie controls and each refinement ("shorter", "more formal", "add examples", "ask me
 * clarifying questions first", or anything typed) into changes to the prompt. Later refinements
 * win over earlier ones; what matches nothing known becomes an extra instruction.
 */
export const readAdjustments = (options: RefineOptions): Adjustments => {
  const adjustments: Adjustments = {
    tone: options.tone === "auto" ? undefined : `${capitalizeFirst(options.tone)}.`,
    promptLength: undefined,
    answerLength: options.length,
    format: options.format,
    language: options.language || undefined,
    askFirst: false,
    wantsExamples: false,
    extra: [],
  };
  for (const refinement of options.refinements) {
    const text = cleanRequest(refinement);
    if (text === "") continue;
    let understood = false;
    const tones = detectTones(`Make it ${text.replace(/^(?:make it|make the tone|the tone)\s+/iu, "")}`);
    if (tones.length > 0) {
      adjustments.tone = `${capitalizeFirst(tones.join(", ").replace(/^more\s+/iu, ""))}.`;
      understood = true;
    }
    if (shorter.test(text)) [adjustments.promptLength, understood] = ["short", true];
    else if (longer.test(text)) [adjustments.promptLength, understood] = ["long", true];
    if (examples.test(text)) [adjustments.wantsExamples, understood] = [true, true];
    if (askFirst.test(text)) [adjustments.askFirst, understood] = [true, true];
    const format = formats.find(([pattern]) => pattern.test(text));
    if (format) [adjustments.format, understood] = [format[1], true];
    const language = requestedLanguage(text);
    if (language) [adjustments.language, understood] = [language, true];
    if (!understood) adjustments.extra.push(text);
  }
  return adjustments;
};
