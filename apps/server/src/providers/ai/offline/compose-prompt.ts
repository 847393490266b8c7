import { composeImagePrompt } from "./compose-image-prompt.ts";
import { detectIntent } from "./detect-intent.ts";
import { detectTones } from "./detect-tone.ts";
import { extractContext, type ContextFact } from "./extract-context.ts";
import { intentProfiles, type TextIntent } from "./intent-profiles.ts";
import { splitRequest } from "./split-request.ts";
import { toImperative } from "./to-imperative.ts";
import { capitalizeFirst, hasAnyWord } from "./word-pattern.ts";

const noInventing =
  "Do not invent facts, names or figures; where a detail is missing, use a clearly marked [placeholder].";

/** Words that show the person already set a length, so the default length advice would clash. */
const lengthWords = [
  "short",
  "shorter",
  "brief",
  "long",
  "longer",
  "detailed",
  "concise",
  "one page",
  "one-page",
  "one paragraph",
  "words",
  "sentences",
  "paragraphs",
  "pages",
  "characters",
  "lines",
  "slides",
  "minutes long",
  "tweet-length",
];

const joinTones = (tones: string[]) =>
  tones.length <= 1 ? (tones[0] ?? "") : `${tones.slice(0, -1).join(", ")} and ${tones.at(-1)}`;

const section = (title: string, lines: string[]) =>
  lines.length === 0 ? null : `${title}:\n${lines.map((line) => `- ${line}`).join("\n")}`;

const describeContext = (facts: ContextFact[], details: string[]) => [
  ...facts.map((fact) => `${fact.label}: ${fact.value}`),
  ...details,
];

const composeTextPrompt = (text: string, intent: TextIntent) => {
  const profile = intentProfiles[intent];
  const { main, constraints, details } = splitRequest(text);
  const context = extractContext(text);
  const language = context.find((fact) => fact.label === "Language");
  const facts = context.filter((fact) => fact !== language);
  const requirements = [
    ...constraints,
    ...(language ? [`Write the response in ${language.value}.`] : []),
    ...profile.requirements,
    ...(profile.length && !hasAnyWord(text, lengthWords) ? [profile.length] : []),
    noInventing,
  ];
  const tones = detectTones(text);
  return [
    `Role: ${profile.role}`,
    `Task: ${toImperative(main, profile.verb)}`,
    section("Context", describeContext(facts, details)),
    section("Requirements", requirements),
    `Output format: ${profile.outputFormat}`,
    `Tone: ${capitalizeFirst(tones.length > 0 ? joinTones(tones) : profile.tone)}.`,
  ]
    .filter((part) => part !== null)
    .join("\n\n");
};

/** Builds the structured prompt for a cleaned request: text sections, or an image prompt. */
export const composePrompt = (cleaned: string): string => {
  const intent = detectIntent(cleaned);
  return intent === "image" ? composeImagePrompt(cleaned) : composeTextPrompt(cleaned, intent);
};
