import { deliverableNouns } from "./deliverable-nouns.ts";
import { lowercaseUnlessName } from "./fix-casing.ts";
import { auxiliaries } from "./function-words.ts";
import { communicativeVerbs, creationVerbs, kindVerbs, objectVerbs } from "./kind-verbs.ts";
import { readNounPhrase } from "./read-noun-phrase.ts";
import { isOpenEnded } from "./resolve-noun-kind.ts";
import { tokenize } from "./tokens.ts";
import { capitalizeFirst } from "./word-pattern.ts";

const w = "[\\p{L}\\p{N}'’]";
const knownVerbs = [
  ...creationVerbs,
  ...kindVerbs.keys(),
  ...objectVerbs,
  ...communicativeVerbs,
  "help",
  "tell",
  "list",
];
const startsWithVerb = new RegExp(
  `^(?:${knownVerbs.map((verb) => verb.replace(/ /g, "\\s+")).join("|")})(?!${w})`,
  "iu",
);
const isQuestion =
  /^(?:how|what|what's|whats|which|why|when|where|who|should|is|are|do|does|can|could|would|will)(?!\p{L})/iu;

/** Openers and politeness that an instruction to an AI does not need. */
const leadIns: [RegExp, string][] = [
  [/^(?:(?:ok|okay|so|hey|hi|well|and|also|then|now|just|alright|oh)[\s,]+)+/iu, ""],
  [/^(?:please\s+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:possibly\s+)?/iu, ""],
  [/^(?:i\s+was\s+wondering\s+if\s+you\s+could|is\s+it\s+possible\s+to|do\s+you\s+think\s+you\s+could)\s+/iu, ""],
  [
    /^(?:i|we)\s+(?:really\s+|just\s+)?(?:need|want|would\s+like|'d\s+like|would\s+love|'d\s+love)\s+(?:for\s+)?you\s+to\s+/iu,
    "",
  ],
  [/^(?:please|pls|plz|kindly)\s+/iu, ""],
  [/^step[\s-]+by[\s-]+step,?\s+(?=how\b)/iu, ""],
];
const wantsSomething =
  /^(?:(?:i|we)\s+(?:really\s+|just\s+)?(?:need|want|would\s+like|'d\s+like|would\s+love|'d\s+love|require|am\s+looking\s+for|'m\s+looking\s+for|are\s+looking\s+for|'re\s+looking\s+for)|need|want)\s+(?!to\s)/iu;
const wantsToDo =
  /^(?:i|we)\s+(?:really\s+|just\s+)?(?:need|want|would\s+like|'d\s+like|have|'ve\s+got|got|am\s+trying|'m\s+trying|are\s+trying|'re\s+trying)\s+to\s+/iu;
const askedTo = /^.{0,40}?\b(?:asked|told|wants|needs)\s+me\s+to\s+/iu;
/** Kind verbs that the person does themselves, with the AI's help. */
const userActions = new Set(["complain", "negotiate", "haggle", "cook", "bake", "interview"]);
/** Verbs that say nothing about the making: "do a slideshow", "get a plan". */
const vagueVerbs = new Set(["do", "get", "have", "put"]);
const uncountable = new Set(["sql", "code", "copy", "research", "lyrics", "ads", "advice", "feedback", "slides"]);

const article = (phrase: string) => {
  const first = phrase.split(/\s+/u)[0] ?? "";
  const tokens = tokenize(phrase);
  const head = readNounPhrase(tokens, 0);
  const last = head ? (tokens[head.head]?.word ?? "") : "";
  if (/^(?:a|an|the|my|our|your|some|this|these|that|those|his|her|their)(?![\p{L}])/iu.test(first)) return "";
  if (/s$/iu.test(last) || uncountable.has(last)) return "";
  const soundsLikeVowel =
    /^[aeio]|^u(?![nrs]i)|^hour/iu.test(first) || /^[AEFHILMNORSX][A-Z]/u.test(first) || /^8/u.test(first);
  return soundsLikeVowel ? "an " : "a ";
};

/** "My script crashes…", "Docker container keeps restarting": a statement, not a thing to make. */
const isStatement = (text: string) => {
  const tokens = tokenize(text);
  const phrase = readNounPhrase(tokens, 0);
  // "my essay is due tomorrow": a noun phrase followed by its verb is the subject of a statement.
  if (phrase && auxiliaries.has(tokens[phrase.to + 1]?.word ?? "")) return true;
  return !phrase || (!phrase.kind && !isOpenEnded(phrase));
};

/**
 * Rewrites the clause that asks for something as a direct instruction: "can you write…" →
 * "Write…", "I need a cover letter…" → "Write a cover letter…", "a workout plan" → "Create a
 * workout plan", a question → "Explain this clearly: How does…?". A thing the request names but no
 * kind knows ("an introduction for my channel") is still a thing to make.
 */
export const phraseTask = (clause: string, verb: string, questionLead: string, isNamedThing = false): string => {
  let text = clause.trim().replace(/[.!?]+$/u, "");
  for (const [pattern, replacement] of leadIns) text = text.replace(pattern, replacement);
  if (isQuestion.test(text)) return `${questionLead} ${capitalizeFirst(text)}?`;
  // "I want to start running, but I get bored": the wish and what stands in its way, in the person's words.
  if (/^(?:i|we)\s.*,\s+but\s+(?:i|we)\s/iu.test(text)) return `${questionLead} ${capitalizeFirst(text)}.`;
  // "MySQL: delete duplicate rows…": the tool named first, then what to do.
  const labelled = /^([\p{L}\p{N}.#+-]+):\s+(.+)$/u.exec(text);
  if (labelled) return `${questionLead} ${capitalizeFirst(labelled[2]!)} (${labelled[1]}).`;
  const asked = askedTo.exec(text);
  if (asked) text = text.slice(asked[0].length);
  if (/^help\s+(?:me|us)\b/iu.test(text)) return `${capitalizeFirst(text)}.`;
  if (wantsToDo.test(text)) {
    const action = text.replace(wantsToDo, "");
    const actionVerb = action.split(/\s+/u)[0]!.toLowerCase();
    const isForTheAi = creationVerbs.has(actionVerb) || (kindVerbs.has(actionVerb) && !userActions.has(actionVerb));
    // "I want to do a slideshow": the kind's own verb says what the AI makes.
    const object = action.replace(/^\S+\s+/u, "");
    if (vagueVerbs.has(actionVerb) && !verb.endsWith(":") && readNounPhrase(tokenize(object), 0)?.kind) {
      return `${verb} ${object}.`;
    }
    return isForTheAi ? `${capitalizeFirst(action)}.` : `Help me ${lowercaseUnlessName(action)}.`;
  }
  if (wantsSomething.test(text)) text = text.replace(wantsSomething, "");
  else if (startsWithVerb.test(text) && !deliverableNouns.has(text.split(/\s+/u)[0]!.toLowerCase())) {
    return `${capitalizeFirst(text)}.`;
  } else if (startsWithVerb.test(text) && /^\S+\s+(?:my|our|the|a|an|me|us|him|her|them|\p{Lu})/u.test(text)) {
    return `${capitalizeFirst(text)}.`;
  }
  // "test me on my vocab", "drill me on the times tables": a verb addressed to the AI is an instruction already.
  if (/^\p{L}+\s+me(?![\p{L}'’])/iu.test(text) && !/^(?:excuse|pardon|beg|lucky|poor)\s/iu.test(text))
    return `${capitalizeFirst(text)}.`;
  if (!isNamedThing && isStatement(text)) return `${questionLead} ${capitalizeFirst(text)}.`;
  const thing = lowercaseUnlessName(text.replace(/^(?:a|an)\s+/iu, ""));
  return verb.endsWith(":") ? `${verb} ${capitalizeFirst(text)}.` : `${verb} ${article(thing)}${thing}.`;
};
