import { arrangeRequest, type ArrangedRequest } from "./arrange-request.ts";
import type { SecondDeliverable } from "./clause-reading.ts";
import { cleanRequest } from "./clean-request.ts";
import { NEUTRAL_KIND, type DetectedKind } from "./deliverable-kinds.ts";
import { detectChannel } from "./detect-channel.ts";
import { isEnglish, requestedLanguage, writtenLanguage } from "./detect-language.ts";
import { detectTones } from "./detect-tone.ts";
import { extractFacts } from "./extract-facts.ts";
import { findDeliverable } from "./find-deliverable.ts";
import { foreignDeliverable } from "./foreign-nouns.ts";
import { pointedText, pointsAtText, separateMaterial } from "./separate-material.ts";
import { splitClauses } from "./split-clauses.ts";

/** Everything the composer (and the model path's checks) need to know about a rough request. */
export type RequestAnalysis = {
  kind: DetectedKind;
  /** The request with filler, slips and casing cleaned up (the pasted text excluded). */
  cleaned: string;
  /** Text pasted to work on, exactly as given, and its label ("Notes"). */
  material: string;
  materialLabel: string;
  arranged: ArrangedRequest;
  /** Tones in the person's own words ("firm but polite"). */
  tones: string[];
  /** The person set a length ("short", "500 words", "10 slides max"). */
  hasLength: boolean;
  /** The shape the person asked the answer to take ("in 5 bullet points", "as a table"), as written. */
  shape: string | undefined;
  /** The answer's language, when the request names one. */
  language: string | undefined;
  isEnglish: boolean;
  /** Names, numbers with units, dates, places and codes, as written. */
  facts: string[];
  /** Who a message goes to, as written. */
  recipient: string | undefined;
  /** A message sent as a chat message ("a text message", "a LinkedIn message") rather than by mail. */
  channel: string | undefined;
  /** Only this part of the deliverable is wanted ("intro", "outline"). */
  part: string | undefined;
  /** A summary asked of something well known, with no text given ("the plot of Hamlet"). */
  summarisesKnownWork: boolean;
  /** For a neutral request, the thing asked for when it is named ("a garden layout"). */
  noun: string | undefined;
  /** A second deliverable asked for with the first ("a name and a slogan"). */
  also: SecondDeliverable | undefined;
  /** An existing text of the person's is reworked ("review my cover letter"): it needs the text. */
  revisesOwnText: boolean;
};

/**
 * Long requests are mostly material; what is asked for, and in what tone, is said near the start.
 * Reading only that keeps a 10,000-character request fast.
 */
const READ_CLAUSES = 40;
const READ_TONE_CHARACTERS = 2000;

const lengthPattern =
  /(?<![\p{L}])(?:short|shorter|brief|concise|quick|long|longer|detailed|in-depth|one[- ]page|one paragraph|under \d|max|at most|no more than|\d[\d,]*\s*-?\s*(?:words?|characters?|chars|pages?|sentences?|paragraphs?|lines?|slides?|minutes?|mins?|seconds?|secs?|bullet points?|bullets|points|questions|tweets|posts|verses|hours?))(?![\p{L}])/iu;

const shapePattern =
  /(?<![\p{L}])(?:in|as)\s+(?:an?\s+)?(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:short\s+)?(?:bullet(?:ed)?\s+points?|bullets|bullet(?:ed)?\s+list|numbered\s+list|list|table|paragraphs?|sentences?)(?![\p{L}])/iu;

/** Reads a rough request: what it asks for, its parts, its facts. Undefined when nothing meaningful is left. */
export const analyzeRequest = (raw: string): RequestAnalysis | undefined => {
  const { instruction, material, materialLabel } = separateMaterial(raw.normalize("NFC"));
  const cleaned = cleanRequest(instruction);
  if (cleaned === "") return undefined;
  const clauses = splitClauses(cleaned);
  const english = isEnglish(cleaned);
  const tones = english ? detectTones(cleaned.slice(0, READ_TONE_CHARACTERS)) : [];
  const bare = (text: string) =>
    text
      .toLowerCase()
      .replace(/[.!?]+$/u, "")
      .replace(/\s+(?:tone|vibe|feel)$/u, "")
      .trim();
  const isToneOnly = (text: string) => tones.some((tone) => bare(tone) === bare(text).replace(/^something\s+/u, ""));
  const deliverable = english
    ? findDeliverable(clauses.slice(0, READ_CLAUSES), splitClauses(material.slice(0, READ_TONE_CHARACTERS)))
    : {
        kind: foreignDeliverable(cleaned) ?? (NEUTRAL_KIND as DetectedKind),
        clauseIndex: undefined,
        recipient: undefined,
        noun: undefined,
        part: undefined,
        also: undefined,
        revises: false,
      };
  // "summarise the key points of the GDPR": with no text to summarise, an explanation is asked for.
  const isSummaryOfNothing =
    deliverable.kind === "summary" && material === "" && !pointsAtText.test(cleaned) && !pointedText.test(cleaned);
  return {
    kind: isSummaryOfNothing ? "explanation" : deliverable.kind,
    cleaned,
    material,
    materialLabel,
    arranged: english
      ? arrangeRequest(clauses, deliverable.clauseIndex, isToneOnly)
      : { ask: cleaned, attributes: [], constraints: [], context: [] },
    tones,
    hasLength: lengthPattern.test(cleaned),
    shape: shapePattern.exec(cleaned)?.[0],
    language: requestedLanguage(cleaned) ?? (english ? undefined : writtenLanguage(cleaned)),
    isEnglish: english,
    facts: extractFacts(`${cleaned}\n${material}`),
    recipient: deliverable.recipient,
    channel: english ? detectChannel(cleaned.slice(0, READ_TONE_CHARACTERS)) : undefined,
    noun: deliverable.noun,
    summarisesKnownWork: isSummaryOfNothing,
    part: deliverable.part,
    also: deliverable.also,
    revisesOwnText: deliverable.revises,
  };
};
