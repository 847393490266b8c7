/**
 * Values as a self-correction reads them: what sort of value a word is (a date, a number, a noun
 * phrase) and where the run of words that says it starts and ends.
 */
import type { Term } from "./nlp.ts";
import type { Cut } from "./retraction-words.ts";

/** Articles a corrected value can carry on both sides ("the 14th, no wait, the 21st"). */
export const articles = new Set(["the", "a", "an"]);
/** Possessives a corrected number can carry on both sides ("our 25th, no wait, it's our 30th"). */
export const possessives = new Set(["our", "my", "his", "her", "their", "your"]);

/** A pronoun and its verb typed as one word without the apostrophe ("shes in basel", "theyre closed"). */
const typedContraction = /^(?:shes|hes|theyre|im|ive|youre|thats|whos|its|were)$/u;

/** The kind of value a word is, for matching a correction to what it corrects. */
export const categoryOf = (term: Term | undefined): string | undefined => {
  if (!term) return undefined;
  if (term.tags.has("WeekDay") || term.tags.has("Month") || term.tags.has("Date")) return "date";
  if (term.tags.has("Value") || /^\d/u.test(term.text)) return "value";
  if (term.tags.has("Adjective")) return "adjective";
  // "shes", "theyre": a pronoun and its verb typed without the apostrophe open a clause, not a noun.
  if (term.tags.has("Noun") && !term.tags.has("Pronoun") && !typedContraction.test(term.normal)) return "noun";
  return undefined;
};

/**
 * The kind of value a correction gives from `at`: a unit typed before its number ("no wait CHF 260",
 * "make it KES 4,000") gives a number, which replaces the earlier number and its unit.
 */
export const correctionCategory = (terms: Term[], at: number): string | undefined => {
  const category = categoryOf(terms[at]);
  const next = terms[at + 1];
  // "no wait, table 6 is broken": a number that opens a clause explains the correction, it gives no value.
  const opensClause = terms[at + 2]?.tags.has("Verb") === true;
  return category === "noun" &&
    next !== undefined &&
    /^\d/u.test(next.text) &&
    !/[,.;:!?]/u.test(terms[at]!.post) &&
    !opensClause
    ? "value"
    : category;
};

/**
 * How a value is written, without its digits: "90s" is a decade, "25" a count, "3pm" a time, "1978"
 * a year, which a count of years beside it ("in 1978 for 50 years") is not, and "3rd" and "4th" are
 * both days of a month ("on the 3rd at 8, sorry its the 4th" corrects the day, not the hour).
 */
export const shapeOf = (term: Term) =>
  /^(?:1[6-9]|20)\d{2}$/u.test(term.text)
    ? "year"
    : /^\d{1,2}(?:st|nd|rd|th)$/iu.test(term.text)
      ? "ordinal"
      : term.text.toLowerCase().replace(/[\d.,]/gu, "");

/**
 * The word right before a correction's marker is the value it corrects: of the same kind and, for a
 * number, written alike ("on the 21st at 10, no wait the 22nd" corrects the 21st, not the hour).
 */
export const correctsWordBefore = (
  terms: Term[],
  markerStart: number,
  valueStart: number,
  limit: number,
  category: string,
) => {
  const before = terms[markerStart - 1]!;
  if (categoryOf(before) !== category) return false;
  const written = terms.slice(valueStart, limit).find((term) => /\d/u.test(term.text));
  return (
    category !== "value" || written === undefined || !/\d/u.test(before.text) || shapeOf(before) === shapeOf(written)
  );
};

/** The run of words from `index` that belong to `category` (a date, a number and its unit, a noun phrase). */
export const runFrom = (terms: Term[], index: number, category: string, limit: number): number => {
  let end = index;
  const inRun = (term: Term, at: number) =>
    category === "value"
      ? term.tags.has("Value") ||
        /^\d/u.test(term.text) ||
        (term.tags.has("Noun") && !term.tags.has("Pronoun") && term.normal !== "i")
      : category === "date"
        ? term.tags.has("Date") ||
          term.tags.has("Value") ||
          term.tags.has("WeekDay") ||
          term.tags.has("Month") ||
          // "Sunday the 9th": the day of the month that goes with the weekday.
          (term.normal === "the" && at + 1 < limit && /^\d/u.test(terms[at + 1]!.normal))
        : term.tags.has("Noun") || term.tags.has("Adjective");
  while (end < limit && inRun(terms[end]!, end) && !(end > index && /[,.;!?]/u.test(terms[end - 1]!.post))) end += 1;
  return end;
};

/** A word of a date as people type it: the day, the month, its number, "the" and "of" ("friday the 3rd of May"). */
/** Words of a period, not of a date ("last day", "next week"): a date's run does not take them in. */
const periodWords = new Set(["day", "days", "week", "weeks", "month", "months", "year", "years", "weekend"]);
/** A weekday written short ("Sat 22 Feb"), which the tagger reads as a name. */
const shortWeekday = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$/u;
/** A month, by its tag or its name: the tagger reads "may" in "the 4th of may" as a verb. */
const monthNames =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/u;
const isMonth = (term: Term) => term.tags.has("Month") || monthNames.test(term.normal);

const inDate = (term: Term | undefined) =>
  term !== undefined &&
  !periodWords.has(term.normal) &&
  (articles.has(term.normal) ||
    term.normal === "of" ||
    categoryOf(term) === "date" ||
    shortWeekday.test(term.normal) ||
    /^\d{1,2}(?:st|nd|rd|th)?$/u.test(term.normal));

/**
 * Where the words of `category` that end at `found` start: a noun phrase takes its adjectives, a
 * date its day and number ("friday the 3rd of may").
 */
export const runBefore = (terms: Term[], found: number, category: string): number => {
  if (category !== "noun" && category !== "date") return found;
  let start = found;
  const inPhrase = (term: Term | undefined) =>
    category === "date" ? inDate(term) : categoryOf(term) === "noun" || categoryOf(term) === "adjective";
  while (start > 0 && inPhrase(terms[start - 1]) && !/[.;!?]/u.test(terms[start - 1]!.post)) start -= 1;
  // A date's run starts at a word of its own, not at "the" or "of" before it.
  while (
    category === "date" &&
    start < found &&
    !(
      categoryOf(terms[start]) === "date" ||
      shortWeekday.test(terms[start]!.normal) ||
      /^\d/u.test(terms[start]!.normal)
    )
  )
    start += 1;
  return start;
};

/** A time of day ("2-4pm", "9am-1pm", "7:30", "noon"), not a day. */
export const isTimeOfDay = (term: Term) =>
  /^\d{1,2}(?:[:.]\d{2})?(?:am|pm)?(?:\s*[-–]\s*\d{1,2}(?:[:.]\d{2})?)?\s*(?:am|pm)$|^\d{1,2}[:.]\d{2}(?:\s*[-–]\s*\d{1,2}[:.]\d{2})?$|^(?:noon|midday|midnight)$/u.test(
    term.normal,
  );

/** A time of day or a bare range of hours ("2-4"), as against the day it falls on. */
const isTime = (term: Term) =>
  isTimeOfDay(term) || /^\d{1,2}(?::\d{2})?\s*[-–]\s*\d{1,2}(?::\d{2})?$/u.test(term.normal);

/**
 * The part of a corrected day and time the correction names: "friday 3pm, no wait thursday" moves
 * the day and keeps 3pm; "friday 3pm, no, 4pm" keeps Friday; "Sat 22 Feb, no make it Sunday 23rd"
 * keeps February. Returns the corrected span narrowed.
 */
export const narrowedToCorrection = (corrected: Term[], replacement: Term[]): [number, number] => {
  const times = corrected.map(isTime);
  const newHasTime = replacement.some(isTime);
  const newHasDay = replacement.some((term) => !isTime(term));
  const firstTime = times.indexOf(true);
  if (!newHasDay && firstTime > 0) return [firstTime, corrected.length];
  let end = !newHasTime && firstTime > 0 && times.slice(firstTime).every(Boolean) ? firstTime : corrected.length;
  // "Saturday 14th June, actually make it Friday 13th": the month not named again stays.
  // Only a month straight after its day ("14th June"): "the 3rd of may" is restated whole.
  if (!replacement.some(isMonth) && end > 1 && isMonth(corrected[end - 1]!) && /^\d/u.test(corrected[end - 2]!.normal))
    end -= 1;
  return [keepsWeekday(corrected, replacement) ? 1 : 0, end];
};

const isWeekday = (term: Term) => term.tags.has("WeekDay") || shortWeekday.test(term.normal);
const dayOfMonth = (terms: Term[]) =>
  terms.map((term) => /^(\d{1,2})(?:st|nd|rd|th)?$/u.exec(term.normal)?.[1]).find(Boolean);
const monthOf = (terms: Term[]) => terms.find(isMonth)?.normal.slice(0, 3);

/**
 * "Saturday Jan 18, wait no make it Jan 25": a day a whole number of weeks on in the same month
 * falls on the same weekday, so the weekday not named again stays true and stays.
 */
const keepsWeekday = (corrected: Term[], replacement: Term[]) => {
  if (corrected.length < 2 || !isWeekday(corrected[0]!) || replacement.some(isWeekday)) return false;
  const [from, to] = [dayOfMonth(corrected), dayOfMonth(replacement)];
  const month = monthOf(replacement);
  return (
    from !== undefined &&
    to !== undefined &&
    from !== to &&
    (Number(to) - Number(from)) % 7 === 0 &&
    (month === undefined || month === monthOf(corrected))
  );
};

/**
 * "Friday June 21, no wait make it Saturday the 22nd": a month typed before its day and not named
 * again stays, before the new day ("Saturday June 22nd"). `typed` is the replacement as typed,
 * from `start` in the request; returned unchanged when no such month is left behind.
 */
export const keepingMonthBeforeDay = (corrected: Term[], replacement: Term[], typed: string, start: number) => {
  const month = corrected.find((term, at) => isMonth(term) && /^\d/u.test(corrected[at + 1]?.normal ?? ""));
  const day = replacement.find((term) => /^\d/u.test(term.normal));
  if (month === undefined || day === undefined || replacement.some(isMonth)) return typed;
  const at = day.start - start;
  return `${typed.slice(0, at).replace(/\bthe\s+$/iu, "")}${month.text} ${typed.slice(at)}`;
};

/** The words after a day that still name it ("the 14th", "3rd of May"), up to a correction's marker. */
export const continuesDate = (rest: Term[]) =>
  rest.every((term, at) => inDate(term) && (at === rest.length - 1 || !/[.;!?]/u.test(term.post)));

/** The end of a run of words of one kind joined by "and", "or" or "&" to another ("cream and teal"). */
export const coordinatedEnd = (terms: Term[], end: number, category: string, limit: number) => {
  let at = end;
  while (
    at + 1 < limit &&
    /^(?:and|or|&)$/u.test(terms[at]!.normal) &&
    !/[,.;!?]/u.test(terms[at - 1]!.post) &&
    categoryOf(terms[at + 1]) === category
  )
    at = runFrom(terms, at + 1, category, limit);
  return at;
};

/**
 * How many words the correction says again from just before the corrected words ("cream and navy,
 * actually no, cream and teal" says "cream and" again): those words are replaced too. Numbers are
 * values of their own, never a repeated lead-in, and the correction keeps at least one new word.
 */
export const repeatedBefore = (terms: Term[], correctedStart: number, valueStart: number, replacementEnd: number) => {
  let repeated = 0;
  for (let count = 1; count <= correctedStart && valueStart + count < replacementEnd; count += 1) {
    const said = terms.slice(valueStart, valueStart + count);
    if (said.some((term) => /^\d/u.test(term.text))) break;
    if (said.every((term, offset) => term.normal === terms[correctedStart - count + offset]!.normal)) repeated = count;
  }
  return repeated;
};

/** Two words a value says alike: the same word, or two numbers. */
const alike = (a: Term, b: Term) => a.normal === b.normal || (/\d/u.test(a.text) && /\d/u.test(b.text));

/**
 * How many words after the corrected ones (from `correctedEnd`, before the marker) the new value
 * (`valueStart`..`valueEnd`) ends with too, which its saying replaces: "3 for £15 — no wait make it
 * 3 for £16" replaces "for £15" as well.
 */
export const sharedEnding = (
  terms: Term[],
  correctedEnd: number,
  markerStart: number,
  valueStart: number,
  valueEnd: number,
): number => {
  for (let shared = Math.min(markerStart - correctedEnd, valueEnd - valueStart - 1); shared > 0; shared -= 1)
    if (
      terms.slice(correctedEnd, correctedEnd + shared).every((term, at) => alike(term, terms[valueEnd - shared + at]!))
    )
      return shared;
  return 0;
};

/** A value said with "an" ("an 8 day trek", "an 11 week course", "an eight"), by how it sounds. */
const saidWithAn = /^(?:8|11|18|8\d(?!\d{2})|eight|eleven|[aeiou])/iu;

/**
 * The cut that makes the article before a corrected value agree with the new one: "a 5 day trek…
 * actually make it 8 days" reads "an 8 day trek"; undefined when it already agrees.
 */
export const articleAgreeing = (terms: Term[], at: number, value: string): Cut | undefined => {
  const article = terms[at];
  if (!article || (article.normal !== "a" && article.normal !== "an")) return undefined;
  const wanted = saidWithAn.test(value.trim()) ? "an" : "a";
  if (article.normal === wanted) return undefined;
  const typed = article.text.trim();
  const from = article.start + article.text.indexOf(typed);
  return { start: from, end: from + typed.length, insert: /^A/u.test(typed) ? wanted.replace("a", "A") : wanted };
};
