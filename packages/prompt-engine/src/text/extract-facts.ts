import nlp from "compromise";

import type { ParsedText } from "./nlp.ts";

const trimPunctuation = (text: string) => text.replace(/^[\s,.;:!?()"'“”‘’]+|[\s,.;:!?()"'“”‘’]+$/gu, "");

const junk = new Set(["i", "me", "my", "ok", "okay", "thanks", "please", "pls", "one", "ones", "it", "this", "that"]);

/**
 * The request's real facts, as written: quoted text, names of people, places and organisations,
 * dates, money, numbers with what they count, and codes (order numbers, flight numbers, units).
 * Used to check that a prompt kept them; words that merely look capitalised are not facts.
 */
export const extractFacts = (text: string, parsed?: ParsedText): string[] => {
  const sample = text.slice(0, 4000);
  const doc = parsed ?? nlp(sample);
  const found: string[] = [
    ...[...sample.matchAll(/["“]([^"”\n]{2,120})["”]/gu)].map((match) => match[1]!),
    ...[...sample.matchAll(/(?<=^|[\s(:])['‘]([^'’\n]{2,120})['’](?=[\s.,;:!?)]|$)/gu)].map((match) => match[1]!),
    ...(doc.people().out("array") as string[]).filter((name) => /\p{Lu}/u.test(name)),
    ...(doc.places().out("array") as string[]).filter((name) => /\p{Lu}/u.test(name)),
    ...(doc.organizations().out("array") as string[]).filter((name) => /\p{Lu}/u.test(name)),
    ...(doc.match("#Money+").out("array") as string[]),
    ...(doc.match("(#WeekDay|#Month) #Value?").out("array") as string[]),
    ...(doc.match("#Value+ #Noun").out("array") as string[]).filter((value) => /\d/u.test(value)),
    ...[
      ...sample.matchAll(
        /(?<![\p{L}\p{N}])[#$£€]?(?=[\p{L}#-]*\d)(?=\d*[\p{L}#-])[\p{L}\p{N}#-]{2,}(?![\p{L}\p{N}])/gu,
      ),
    ].map((match) => match[0]),
    ...[
      ...sample.matchAll(/[$£€]\s?\d[\d,.]*|\d[\d,.]*\s?%|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b/giu),
    ].map((match) => match[0]),
  ];
  const facts: string[] = [];
  for (const raw of found) {
    const fact = trimPunctuation(raw);
    if (fact.length < 2 || junk.has(fact.toLowerCase()) || /[;={}<>]/u.test(fact)) continue;
    if (!sample.includes(fact)) continue;
    if (facts.some((known) => known.toLowerCase() === fact.toLowerCase())) continue;
    facts.push(fact);
  }
  // A fact inside a longer one is not counted twice.
  return facts.filter(
    (fact) => !facts.some((other) => other !== fact && other.toLowerCase().includes(fact.toLowerCase())),
  );
};
