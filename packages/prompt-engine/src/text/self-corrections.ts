/**
 * Self-corrections in a typed request: "Monday, no, Tuesday" keeps Tuesday. Read from the words
 * the NLP tagger gives, so a "no" that is a constraint ("no kids") or an answer ("say no") stays.
 */
import { correctedRange } from "./corrected-range.ts";
import {
  explanationAfter,
  explanationStart,
  isFiniteVerb,
  leaveAsTyped,
  opensClause,
  restatedEnd,
} from "./correction-reasons.ts";
import { namedCorrection } from "./named-correction.ts";
import type { Term } from "./nlp.ts";
import { refusedValue } from "./refused-value.ts";
import { restatedPhrase } from "./restated-phrase.ts";
import { restatedSentence } from "./restated-sentence.ts";
import { markerStartAt, pauseAfter, restatements, retractionAt, strikes } from "./retraction-markers.ts";
import { retractions, strongRetractions, trailingApologies, type Cut } from "./retraction-words.ts";
import {
  articleAgreeing,
  articles,
  categoryOf,
  continuesDate,
  coordinatedEnd,
  correctionCategory,
  correctsWordBefore,
  isTimeOfDay,
  keepingMonthBeforeDay,
  narrowedToCorrection,
  possessives,
  repeatedBefore,
  runBefore,
  runFrom,
  shapeOf,
  sharedEnding,
} from "./value-runs.ts";
import { countsPieces, unitFirstCorrection, valueWithSameUnit } from "./value-with-unit.ts";

/**
 * Self-corrections: "Monday, no, Tuesday" keeps Tuesday; "for busy parents, actually no make it
 * grad students" puts grad students where busy parents was. The corrected value replaces the
 * nearest earlier words of the same kind (a date, a number, a noun phrase, an adjective).
 */
export const selfCorrections = (terms: Term[], text: string): Cut[] => {
  const cuts: Cut[] = [];
  for (let index = 0; index < terms.length; index += 1) {
    const restatement = restatedSentence(terms, text, index);
    if (restatement) {
      cuts.push(...restatement.cuts);
      index = restatement.resume;
      continue;
    }
    const marker = retractionAt(terms, index);
    if (!marker) continue;
    const { valueMarker, restatedMarker } = marker;
    const markerStart = markerStartAt(terms, index);
    let next = index + 1;
    if (strikes.has(terms[index]!.normal) && terms[next]?.normal === "that") next += 1;
    while (next < terms.length && retractions.has(terms[next]!.normal)) next += 1;
    // "actually no scratch the 4 option": what is struck out is dropped, not replaced by the words
    // after it, which the member keeps as typed.
    if (strikes.has(terms[next - 1]?.normal ?? "") && terms[next]?.normal !== "that") continue;
    const restated = restatements.find((words) => words.every((word, offset) => terms[next + offset]?.normal === word));
    if (restated) next += restated.length;
    // "since tuesday, no wait, since monday": the correction repeats its preposition.
    const preposition = terms[next]?.tags.has("Preposition") === true ? terms[next] : undefined;
    if (preposition) next += 1;
    const replacementStart = terms[next];
    if (!replacementStart) continue;
    // "its the 21st": the value's kind is read past its article, which it brings along.
    // "no wait, it's our 30th" reads the number past "our" too, which it brings along.
    const article =
      articles.has(replacementStart.normal) ||
      (possessives.has(replacementStart.normal) && /^\d/u.test(terms[next + 1]?.text ?? ""))
        ? replacementStart
        : undefined;
    const valueStart = article ? next + 1 : next;
    if (!terms[valueStart]) continue;
    const sentenceEnd = terms.findIndex((term, at) => at >= next && /[.;!?]/u.test(term.post));
    const limit = sentenceEnd < 0 ? terms.length : sentenceEnd + 1;
    const clauseEnd = terms.findIndex((term, at) => at >= next && /[,.;!?]|\s[—–]\s/u.test(term.post));
    const clauseLimit = clauseEnd < 0 ? terms.length : clauseEnd + 1;
    // "from the 3rd to the 10th, no sorry the 4th to the 11th": a range given for a range; "wait
    // actually not thursday make it wednesday": the value taken back named before the new one.
    const reworded =
      correctedRange(terms, text, markerStart, preposition ? next - 1 : next, clauseLimit) ??
      refusedValue(terms, text, markerStart, next, limit);
    if (reworded) {
      cuts.push(...reworded.cuts);
      index = reworded.resume;
      continue;
    }
    const markerWords = terms.slice(markerStart, next).map((term) => term.normal);
    const strong = restated !== undefined || markerWords.some((word) => strongRetractions.has(word));
    const commaBefore = pauseAfter.test(terms[index - 1]?.post ?? "");
    const commaAfter = pauseAfter.test(terms[index]!.post);
    const phrase =
      preposition && (strong || (commaBefore && commaAfter))
        ? restatedPhrase(terms, text, markerStart, next - 1, clauseLimit)
        : undefined;
    // "cone 6… actually no make it cone 5": the number's unit said first, and again.
    const unitFirst =
      phrase ??
      (strong
        ? unitFirstCorrection(
            terms,
            valueStart,
            markerStart,
            text.slice(terms[valueStart].start, terms[valueStart + 1]?.end ?? terms[valueStart].end),
          )
        : undefined);
    if (unitFirst) {
      cuts.push(...unitFirst.cuts);
      index = unitFirst.resume;
      continue;
    }
    let category = correctionCategory(terms, valueStart);
    if (restated && category !== "value" && category !== "date")
      category = terms.slice(next, clauseLimit).some((term) => categoryOf(term) === "noun") ? "noun" : category;
    if (!category) continue;
    if (valueMarker && category !== "date" && category !== "value") continue;
    if (category === "adjective" && categoryOf(terms[valueStart + 1]) === "noun") category = "noun";
    // "cream and navy, actually no, cream and teal": a pair joined by "and" is one new value.
    const replacementEnd = restated
      ? restatedEnd(terms, valueStart, category, clauseLimit)
      : category === "noun" || category === "adjective"
        ? coordinatedEnd(terms, runFrom(terms, valueStart, category, limit), category, limit)
        : runFrom(terms, valueStart, category, limit);
    // "no wait, contractor just moved it, it's Wednesday": a clause that explains, not words to put back.
    if (category === "noun" && !restated && opensClause(terms, replacementEnd)) continue;
    // The corrected words: before the marker ("Monday no Tuesday"), or the nearest earlier ones of their kind.
    // A bare "no" ("with no sugar") corrects only the word right before it ("Monday no Tuesday");
    // reaching further back takes a clear retraction: "no, wait", "actually no", "no, make it".
    // A "no" after a list is usually a constraint ("90s hip hop, no kids", "feta, no oven"): only an
    // unmistakable marker ("no wait", "actually no", "no, make it", "no, I mean") reaches back to
    // words of another shape. Without one, "X, no, Y" and "X no Y" correct only when X and Y are
    // the same sort of value (two days, two times, two numbers) and X is right before the "no".
    if (!strong) {
      if (commaBefore !== commaAfter) continue;
      if (category !== "date" && category !== "value") continue;
      // "Monday no Tuesday": without commas, only the word right before the "no" is corrected.
      if (!commaBefore && categoryOf(terms[markerStart - 1]) !== category) continue;
      const nearby = terms.slice(Math.max(0, markerStart - 2), markerStart);
      if (!nearby.some((term) => categoryOf(term) === category)) continue;
    }
    // "no wait, it's Wednesday not Tuesday": the correction names the words it replaces; a time
    // typed with the old day ("Saturday 14th 2-4pm") stays unless the correction gives one too.
    const givesTime = terms.slice(valueStart, clauseLimit).some(isTimeOfDay);
    const named = namedCorrection(terms, valueStart, clauseLimit, markerStart, (term) =>
      category === "date"
        ? (categoryOf(term) === "date" || /^\d{1,2}(?:st|nd|rd|th)$/u.test(term.normal)) &&
          (givesTime || !isTimeOfDay(term))
        : false,
    );
    if (named) {
      const [from, to] = named.corrected;
      const value = text.slice(terms[valueStart].start, terms[named.valueEnd - 1]!.end);
      cuts.push({ start: terms[from]!.start, end: terms[to - 1]!.end, insert: value });
      // "…not saturday, hall was double booked": the reason for the correction goes with it.
      const end = explanationAfter(terms, named.end) ?? named.end;
      // A correction that ends the request leaves the stop before it in place ("…hiking. actually…").
      const before = terms[markerStart - 1]!;
      const stop = end === terms.length ? before.post.search(/[.!?]/u) : -1;
      cuts.push({ start: before.end + stop + 1, end: terms[end - 1]!.end, insert: "" });
      index = end - 1;
      continue;
    }
    let correctedEnd = markerStart;
    // Set when the corrected number has the correction's unit: only the number changes ("5 day").
    let sameUnitAt = -1;
    if (restated || !correctsWordBefore(terms, markerStart, valueStart, limit, category)) {
      correctedEnd = -1;
      // "the 28th. oops i mean the 27th": a marker that opens a sentence corrects the one before.
      const crossesStop = (at: number) => restatedMarker && at === markerStart - 1;
      // "a 20 question quiz on 90s music - no wait, make it 25": of two numbers, the one written like
      // the correction ("20", not "90s") is the one corrected.
      let unlike = -1;
      const written = terms.slice(valueStart, limit).find((term) => /\d/u.test(term.text)) ?? terms[valueStart];
      sameUnitAt = category === "value" ? valueWithSameUnit(terms, valueStart, markerStart, restatedMarker) : -1;
      if (category === "value" && sameUnitAt < 0 && countsPieces(terms, valueStart)) continue;
      if (sameUnitAt >= 0) correctedEnd = sameUnitAt + 1;
      for (
        let at = markerStart - 1;
        correctedEnd < 0 && at >= 0 && (crossesStop(at) || !/[.!?]/u.test(terms[at]!.post));
        at -= 1
      )
        // A year is tagged a date, yet a bare year corrects it ("in 1978… sorry I mean 1987").
        if (categoryOf(terms[at]) === category || (category === "value" && shapeOf(terms[at]!) === "year")) {
          if (category !== "value" || shapeOf(terms[at]!) === shapeOf(written)) {
            correctedEnd = at + 1;
            break;
          }
          if (unlike < 0) unlike = at + 1;
        }
      if (correctedEnd < 0) correctedEnd = unlike;
      if (correctedEnd < 0) continue;
    }
    let correctedStart = runBefore(terms, correctedEnd - 1, category);
    // "saturday the 14th no wait its sunday the 15th": a date runs on to the marker over its day.
    if (category === "date" && correctedEnd < markerStart && continuesDate(terms.slice(correctedEnd, markerStart)))
      correctedEnd = markerStart;
    // "first 2 weeks free - sorry, it's the first 3 weeks", "cream and navy, actually no, cream and
    // teal": words said again before the new value replace their first saying too.
    correctedStart -= repeatedBefore(terms, correctedStart, valueStart, replacementEnd);
    if (article && terms[correctedStart - 1]?.normal === article.normal) correctedStart -= 1;
    if (preposition) {
      // "since tuesday, no wait, since monday" repeats the preposition it corrects. One with no match
      // before ("promoted to senior engineer — actually no, make it about 5 years here") changes what
      // the request is about, not a value in it: the words stay as typed rather than be spliced.
      if (terms[correctedStart - 1]?.normal !== preposition.normal) continue;
      correctedStart -= 1;
    }
    // "380 signatures, no wait 410 people signed it now": the new number said in a clause of its own
    // replaces only the old number, and the clause goes with the marker.
    const afterUnit = sameUnitAt >= 0 ? valueStart + 2 : replacementEnd;
    const saidInClause = category === "value" && !restated && afterUnit < clauseLimit && isFiniteVerb(terms[afterUnit]);
    // "500 word essay, no, 800 words": the number takes its unit along.
    if (
      category === "value" &&
      !saidInClause &&
      sameUnitAt < 0 &&
      replacementEnd - valueStart > 1 &&
      terms[correctedEnd]?.tags.has("Noun") === true &&
      correctedEnd < markerStart
    )
      correctedEnd += 1;
    if (correctedStart >= correctedEnd) continue;
    if (category === "date") {
      const [from, to] = narrowedToCorrection(
        terms.slice(correctedStart, correctedEnd),
        terms.slice(valueStart, replacementEnd),
      );
      [correctedStart, correctedEnd] = [correctedStart + from, correctedStart + to];
    }
    // "$21,000 out the door -- wait no, $21,000 before tax and fees", "monday at 3pm, no wait, monday
    // at 4pm": the value said again restates its clause from there, so all from its first mention
    // to the marker gives way to the new clause.
    let clauseStart = markerStart - 1;
    while (clauseStart > 0 && !/[,.;!?]/u.test(terms[clauseStart - 1]!.post)) clauseStart -= 1;
    const repeatAt = terms
      .slice(clauseStart, markerStart)
      .findIndex((term) => term.normal === terms[valueStart]!.normal);
    const restatesValue = !restated && (category === "date" || category === "value") && repeatAt >= 0;
    if (restatesValue) {
      correctedStart = clauseStart + repeatAt;
      const before = terms[correctedStart - 1]?.normal;
      if (before !== undefined && (before === article?.normal || before === preposition?.normal)) correctedStart -= 1;
      correctedEnd = markerStart;
    }
    // A number corrected in place ("a 3 day, no make it 4 day itinerary…") takes only the number and its unit.
    const end =
      saidInClause && !restatesValue
        ? clauseLimit
        : sameUnitAt >= 0
          ? valueStart + 2
          : restatesValue
            ? clauseLimit
            : replacementEnd;
    // "Friday 9 May, sorry Friday 16 May the 9th is the other pub": a clause after the new value
    // that speaks of the old one explains the correction, and goes with the old value.
    const explanation = restatesValue
      ? explanationStart(terms, terms.slice(correctedStart, markerStart), valueStart, end)
      : -1;
    // "it's Wednesday 25th sorry": the apology after the value is no part of it.
    let valueEnd =
      sameUnitAt >= 0 || (saidInClause && !restatesValue)
        ? valueStart + 1
        : explanation > valueStart
          ? explanation
          : end;
    while (valueEnd - 1 > valueStart && trailingApologies.has(terms[valueEnd - 1]!.normal)) valueEnd -= 1;
    // "my parents' 40th, no wait, their 45th": a possessive not said before stays out.
    const ownsAnew =
      article !== undefined && possessives.has(article.normal) && terms[correctedStart]!.normal !== article.normal;
    const replacementFrom = (preposition ?? (ownsAnew ? terms[valueStart] : replacementStart)).start;
    const typedReplacement = text.slice(replacementFrom, terms[valueEnd - 1]!.end);
    const replacement =
      category === "date"
        ? keepingMonthBeforeDay(
            terms.slice(correctedStart, correctedEnd),
            terms.slice(valueStart, valueEnd),
            typedReplacement,
            replacementFrom,
          )
        : typedReplacement;
    // "3 for £15 — no wait make it 3 for £16": words the new value ends with replace their old saying.
    correctedEnd += sharedEnding(terms, correctedEnd, markerStart, valueStart, valueEnd);
    if (leaveAsTyped(terms, correctedStart, correctedEnd, valueStart, end)) continue;
    const removeFrom = correctedEnd === markerStart ? terms[correctedEnd - 1]!.end : terms[markerStart - 1]!.end;
    cuts.push({ start: terms[correctedStart]!.start, end: terms[correctedEnd - 1]!.end, insert: replacement });
    const agreed = articleAgreeing(terms, correctedStart - 1, replacement);
    if (agreed) cuts.push(agreed);
    cuts.push({ start: removeFrom, end: terms[end - 1]!.end, insert: "" });
    index = end - 1;
  }
  return cuts;
};
