import type { RequestAnalysis } from "../understanding/analyze-request.ts";
import { NEUTRAL_KIND } from "../understanding/deliverable-kinds.ts";
import { personalNouns } from "../understanding/function-words.ts";
import { phraseTask } from "../understanding/phrase-task.ts";
import { capitalizeFirst } from "../understanding/word-pattern.ts";
import { forAutoReply } from "./for-auto-reply.ts";
import { forGenre } from "./for-genre.ts";
import { forLetterPurpose } from "./for-letter-purpose.ts";
import { forSession } from "./for-session.ts";
import { forSharedChores } from "./for-shared-chores.ts";
import { forSituation } from "./for-situation.ts";
import { forSkillPractice } from "./for-skill-practice.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";
import { kindProfiles, neutralProfileFor, type TextKind } from "./kinds/kind-profiles.ts";
import { knownWorkSummaryProfile } from "./kinds/learning.ts";
import { materialFor } from "./material-placeholder.ts";
import type { PromptSections } from "./prompt-sections.ts";
import type { Adjustments } from "./read-adjustments.ts";
import { withSecondDeliverable } from "./with-second-deliverable.ts";

const materialTitles: Partial<Record<TextKind, string>> = {
  translation: "Text to translate",
  summary: "Text to summarise",
  "edit-text": "Text to edit",
  debugging: "Error and details",
  code: "Code",
  sql: "Query",
};
const formatLines = {
  text: "Answer in plain paragraphs, without lists or tables.",
  bullets: "Format the answer as bullet points.",
  table: "Put the main content in a table.",
  json: "Return valid JSON only, with descriptive keys and no text outside the JSON.",
} as const;
const lengthLines = {
  short: "Keep the answer short: only what matters most.",
  medium: "Keep the answer to a moderate length.",
  long: "Go into depth: a thorough, detailed answer.",
} as const;
const messageKinds = new Set<string>(["email", "letter", "complaint", "personal-message"]);
/** What the request says about its listener, its stakes or how it is used changes its kind's profile. */
const profileAdapters = [
  forGenre,
  forSituation,
  forSession,
  forSkillPractice,
  forSharedChores,
  forAutoReply,
  forLetterPurpose,
];

/** A message sent by text or a chat app: no subject line, short enough to read on a phone. */
const sentAs = (channel: string | undefined, profile: KindProfile): KindProfile =>
  channel
    ? {
        ...profile,
        role: profile.role.replace(/e-mails/u, "messages"),
        requirements: [
          `It is sent as ${channel}: no subject line, and short enough to read on a phone.`,
          ...profile.requirements.filter((line) => !/subject line/iu.test(line)),
        ],
        output: /subject line/iu.test(profile.output) ? "The message ready to send." : profile.output,
        length: "A few short sentences.",
      }
    : profile;

/** "a letter to my daughter for her 18th", "a letter to my future self": personal, not formal. */
const forRecipient = (recipient: string | undefined, profile: KindProfile): KindProfile => {
  const words = recipient?.toLowerCase().split(/\s+/u) ?? [];
  if (!words.some((word) => personalNouns.has(word) || word === "self")) return profile;
  return {
    ...profile,
    requirements: [
      "Write it in my voice, speaking directly to them.",
      "Build it around the memories, hopes and details I gave; use [placeholders] for any story I still need to supply.",
      "Sound like a real person: simple words, no clichés.",
    ],
    output: "The complete letter, from greeting to sign-off.",
    tone: "Warm and personal.",
  };
};

/** "a blog intro", "a hook for my essay": only that part, so the whole piece's requirements do not apply. */
const forPart = (part: string | undefined, profile: KindProfile): KindProfile => {
  // "an essay outline", "outline my talk": the structure before the writing, whatever the piece.
  if (part === "outline") return kindProfiles.outline;
  return part
    ? {
        ...profile,
        requirements: [
          `Write only the ${part}, as it will stand in the finished piece; do not write the rest.`,
          `Make it do its job there for the reader I described: an opening hooks and sets up what follows, an ending closes on the main point, a title or headline says what it is about.`,
          "Use the details I gave so it is specific to me; no clichés.",
          "Give three options with different angles, then say which you would use and why.",
        ],
        essentials: "what the whole piece is about and who it is for",
      }
    : profile;
};

const toneOf = (analysis: RequestAnalysis, adjustments: Adjustments, fallback: string) => {
  if (adjustments.tone) return adjustments.tone;
  const own = analysis.tones.map((tone) => tone.replace(/^(?:short|brief|quick)\s+(?!and|but)/iu, ""));
  return own.length > 0 ? `${capitalizeFirst(own.join("; "))}.` : fallback;
};

/** What to hand back: the part or the shape the person asked for, else the kind's own format. */
const outputOf = (analysis: RequestAnalysis, adjustments: Adjustments, profile: KindProfile) => {
  // "a blog intro": only that part, not the whole piece.
  if (analysis.part && analysis.part !== "outline")
    return `The ${analysis.part} only, ready to use, not the whole piece.`;
  // "explain the French revolution in 5 bullet points": the shape asked for is the output format.
  if (analysis.shape && adjustments.format === "auto") return `${capitalizeFirst(analysis.shape)}, as I asked.`;
  return profile.output;
};

/**
 * Fills the sections of a text prompt: the kind's role, requirements and output format around the
 * person's own task, details, conditions and tone — or the short neutral structure when the kind
 * is unclear. Everything the person said is placed somewhere; nothing of theirs is reworded
 * beyond turning the request into an instruction.
 */
export const buildSections = (analysis: RequestAnalysis, adjustments: Adjustments): PromptSections => {
  const isNeutral = analysis.kind === NEUTRAL_KIND || analysis.kind === "image-prompt";
  const kind = analysis.kind as TextKind;
  const channel = messageKinds.has(kind) ? analysis.channel : undefined;
  const own = isNeutral
    ? neutralProfileFor(analysis.noun)
    : analysis.summarisesKnownWork
      ? knownWorkSummaryProfile
      : profileAdapters.reduce((profile, adapt) => adapt(analysis.cleaned, kind, profile), kindProfiles[kind]);
  const profile = withSecondDeliverable(
    forPart(analysis.part, sentAs(channel, kind === "letter" ? forRecipient(analysis.recipient, own) : own)),
    analysis.also,
  );
  const { arranged } = analysis;
  const task = analysis.isEnglish
    ? phraseTask(arranged.ask, profile.verb, profile.questionLead, isNeutral && analysis.noun !== undefined)
    : analysis.cleaned;
  // "3 t-shirts: a cat one, a space one": details that continue a list after a colon stay in it.
  const joiner = /:\s+[^:]+$/u.test(task) ? ", " : " — ";
  const withDetails =
    arranged.attributes.length > 0 ? `${task.replace(/[.?]$/u, "")}${joiner}${arranged.attributes.join(", ")}.` : task;
  const isShort = adjustments.promptLength === "short";

  const language = adjustments.language ?? (kind === "translation" ? undefined : analysis.language);
  const requirements = [
    ...arranged.constraints,
    ...(analysis.recipient && messageKinds.has(kind) ? [`It is from me to ${analysis.recipient}.`] : []),
    ...(language ? [`Write the answer in ${language}.`] : []),
    ...(!analysis.isEnglish && !language ? ["Answer in the language of my request."] : []),
    ...(isShort ? profile.requirements.slice(0, 2) : profile.requirements),
    ...(adjustments.wantsExamples ? ["Include two or three concrete examples."] : []),
    ...adjustments.extra,
    ...(adjustments.format !== "auto" ? [formatLines[adjustments.format]] : []),
    ...(adjustments.answerLength !== "auto" ? [lengthLines[adjustments.answerLength]] : []),
    ...(adjustments.answerLength === "auto" && !analysis.hasLength && profile.length
      ? [`Length: ${profile.length}`]
      : []),
    ...(isShort || adjustments.askFirst
      ? []
      : [
          profile.isCreative
            ? `If I have not said ${profile.essentials}, choose what fits best and tell me what you assumed.`
            : `If I have not said ${profile.essentials}, ask me before you start, or use clearly marked [placeholders].`,
        ]),
    profile.factsRule ??
      (profile.isCreative
        ? "Invent freely — wording, images, details — but keep every name, number and fact I gave exactly as stated."
        : "Use only the facts I gave; never invent names, numbers, dates or quotes."),
  ];
  return {
    role: profile.role,
    askFirst: adjustments.askFirst,
    task: withDetails,
    context: arranged.context,
    material: materialFor(analysis, kind, materialTitles[kind] ?? "Text"),
    requirements: [...new Set(requirements)],
    output: outputOf(analysis, adjustments, profile),
    tone: toneOf(analysis, adjustments, profile.tone),
  };
};
