import { splitSentences } from "./split-sentences.ts";

const w = "[\\p{L}\\p{N}'’]";
const months =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec";
const weekdays = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const period = "(?:a|an|per|each|every)\\s+(?:day|night|week|month|year|hour|person|head|session)";
const quantityWords =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred";
const number = `(?:[$€£¥#]\\s?)?\\d(?:[\\d,.:/]*\\d)?(?:st|nd|rd|th|k|m|bn|x|%)?`;
/** Words that cannot be a unit after a number ("in 2025 we …", "2.3 of"). */
const notUnits = new Set(
  `a an the and or but of to for in on at by with from i we you he she they it is are was were be this that these
  those my our your their if so as than then when while which who what where per each every after before`.split(/\s+/u),
);

const patterns: RegExp[] = [
  // E-mail addresses, links, phone numbers and codes
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu,
  /\bhttps?:\/\/[^\s,]+[^\s,.!?)]|\bwww\.[^\s,]+[^\s,.!?)]/giu,
  new RegExp(`(?<!${w})\\d{3}[-.\\s]\\d{3,4}(?:[-.\\s]\\d{4})?(?!${w})|(?<!${w})\\d{2,}(?:-\\d{2,})+(?!${w})`, "gu"),
  // Quoted text
  /"[^"]{2,80}"|“[^”]{2,80}”|(?<![\p{L}])'[^']{2,80}'(?![\p{L}])/gu,
  // Dates and times
  new RegExp(
    `(?<!${w})(?:(?:next|this|last|on|by|until|before|every)\\s+)?(?:${weekdays})(?:\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?)?(?:\\s+(?:morning|afternoon|evening|night|at\\s+\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)?))?(?!${w})`,
    "giu",
  ),
  new RegExp(
    `(?<!${w})(?:${months})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?(?!${w})|(?<!${w})\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${months})(?:\\s+\\d{4})?(?!${w})`,
    "giu",
  ),
  new RegExp(`(?<!${w})the\\s+\\d{1,2}(?:st|nd|rd|th)(?!${w})(?!\\s+(?!of\\b)\\p{L})`, "giu"),
  new RegExp(`(?<!${w})(?:end of |by )?(?:q[1-4])(?:\\s+\\d{4})?(?!${w})`, "giu"),
  new RegExp(
    `(?<!${w})\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)(?:\\s*(?:to|-|–)\\s*\\d{1,2}(?::\\d{2})?\\s*(?:am|pm))?(?!${w})`,
    "giu",
  ),
  new RegExp(
    `(?<!${w})(?:today|tonight|tomorrow|this weekend|next week|next month|next year|last month|last week|last year)(?!${w})`,
    "giu",
  ),
  // Money with its period: "$25 an hour", "60 euros a month", "130-150k CAD"
  new RegExp(`[$€£¥]\\s?\\d(?:[\\d,.]*\\d)?(?:\\s?(?:k|m|bn|million|billion|thousand))?(?:\\s+${period})?`, "giu"),
  new RegExp(
    `(?<!${w})\\d[\\d,.-]*\\s?k?\\s+(?:dollars|euros|pounds|bucks|usd|eur|gbp|cad|aud|yen)(?:\\s+${period})?(?!${w})`,
    "giu",
  ),
  // Labelled numbers: "version 2.3", "flight BA 283", "invoice #4471", "team of 6"
  new RegExp(
    `(?<!${w})(?:version|v|episode|chapter|level|year|grade|room|flight|invoice|order|ticket|table|step|part|section|size|page|floor|model|series|season)\\s+(?:\\p{Lu}{1,3}\\s?)?#?\\d(?:[\\d.-]*\\d)?(?!${w})`,
    "giu",
  ),
  new RegExp(`(?<!${w})(?:team|family|group|class|party|pack|set)\\s+of\\s+(?:\\d+|${quantityWords})(?!${w})`, "giu"),
];

/** A number and the word it counts: "90 days", "4th floor", "500 words", "2 hours a day", "3x". */
const quantities = (text: string) => {
  const found: string[] = [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}'’.$€£#-])(${number}|${quantityWords})(?:\\s*-\\s*|\\s+)?([\\p{L}][\\p{L}-]*(?:\\s+\\p{L}+s(?![\\p{L}]))?)?(?:\\s+(${period}|ago|old|long|max|early|late|away))?`,
    "giu",
  );
  for (const match of text.matchAll(pattern)) {
    const [whole, value = "", unit, tail] = match;
    if (!/\d/u.test(value) && !unit) continue;
    if (!unit || notUnits.has(unit.split(/\s+/u)[0]!.toLowerCase())) {
      if (/\d/u.test(value) && value.length > 1) found.push(value);
      continue;
    }
    found.push(tail ? whole.trim() : `${value}${whole.slice(value.length, whole.indexOf(unit))}${unit}`.trim());
  }
  return found;
};

/** Capitalised names inside a sentence ("Dr. Okafor", "St. Jude", "Crumb & Leaf", "D.B. Cooper"). */
const names = (text: string) => {
  const found: string[] = [];
  const name =
    /(?:(?:Dr|Mr|Mrs|Ms|Prof|St)\.\s+)?(?:\p{Lu}[\p{L}\p{N}'’.-]*|\p{Lu}\.)(?:\s+(?:&\s+|of\s+|de\s+|van\s+)?(?:\p{Lu}[\p{L}\p{N}'’.-]*))*/gu;
  for (const sentence of splitSentences(text)) {
    for (const match of sentence.matchAll(name)) {
      const value = match[0]
        .replace(/^(?:(?:A|An|The|My|Our|This|That|These|Your|Their|Its|His|Her|I|We)\s+)+/u, "")
        .replace(/\s+I$/u, "")
        .replace(/[.’']+$/u, (end) => (/\.\p{L}\.$/u.test(match[0]) ? end : ""));
      if (match.index === 0 && !value.includes(" ") && !/^(?:Dr|Mr|Mrs|Ms|Prof|St)\./u.test(value)) continue;
      if (/^(?:I|I'm|I've|I'd|I'll|A|An|The|My|Our|This|That)?$/u.test(value)) continue;
      found.push(value);
    }
  }
  return found;
};

/**
 * The facts a request states: names, numbers with what they count, money, dates and times,
 * addresses, codes and quoted text. Every value is copied from the text, so a refined prompt can
 * be checked for keeping each one.
 */
export const extractFacts = (text: string): string[] => {
  const found = [
    ...patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0].trim())),
    ...quantities(text),
    ...names(text),
  ].filter((fact) => fact.length > 1);
  const unique = [...new Map(found.map((fact) => [fact.toLowerCase(), fact])).values()];
  return unique.filter(
    (fact) => !unique.some((other) => other !== fact && other.toLowerCase().includes(fact.toLowerCase())),
  );
};
