import type { ClauseReading, RequestFacts } from "./clause-reading.ts";
import { toolKinds } from "./domain-words.ts";
import { auxiliaries } from "./function-words.ts";
import { readNounPhrase } from "./read-noun-phrase.ts";
import { nounKind, nounOf } from "./read-object.ts";
import { optionNouns, readQuestion } from "./read-question.ts";
import { recipientAfter } from "./read-recipient.ts";
import { somethingFor } from "./read-something.ts";
import { readStatement } from "./read-statement.ts";
import { readVerbPhrase } from "./read-verb-phrase.ts";
import { skipLeadIns } from "./skip-lead-ins.ts";
import type { Token } from "./tokens.ts";

/** Nouns that name no deliverable: "I need help", "I need something nice". */
const vagueNouns = new Set(
  "help something anything thing things way ways idea ideas advice info information".split(" "),
);

/** Places one picks from: "places to eat in Lisbon", "cafes in Porto with wifi". */
const venues = new Set("places spots restaurants cafes cafés bars pubs hotels hostels beaches museums".split(" "));
const placeVerbs = new Set("eat stay drink sleep swim work study".split(" "));

/**
 * Reads one clause: what it asks for (from its main verb and that verb's object, or a bare noun
 * phrase such as "a workout plan"), or what background it gives.
 */
export const readClause = (tokens: Token[], facts: RequestFacts): ClauseReading => {
  const words = tokens.map((token) => token.word);
  const question = readQuestion(tokens, facts);
  if (question) return question;

  const { at, hasLeadIn, wantsObject } = skipLeadIns(words);
  const fromVerb = readVerbPhrase(tokens, at, facts);
  if (fromVerb) return fromVerb;

  // "mysql: delete duplicate rows" arrives as a clause of its own: a tool's name alone.
  const tool = tokens.length === 1 ? toolKinds.get(words[0]!) : undefined;
  if (tool) return { asks: true, kind: tool };

  // "I need something to put in the Facebook group", "… and I need something to say at the party".
  const vague = words.findIndex((word, index) => index >= at && ["something", "anything"].includes(word));
  const something =
    vague === at || ["need", "want"].includes(words[vague - 1] ?? "") ? somethingFor(words, vague) : undefined;
  if (something && (!hasLeadIn || wantsObject || vague > at)) return { asks: true, kind: something };

  const phrase = readNounPhrase(tokens, at);
  const isSubject =
    !hasLeadIn &&
    phrase &&
    (auxiliaries.has(words[phrase.to + 1] ?? "") || /^keeps?$/u.test(words[phrase.to + 1] ?? ""));
  if (phrase && !isSubject && (!hasLeadIn || wantsObject)) {
    const reading = nounKind(tokens, phrase, facts);
    if (reading.kind || reading.pending) return { ...reading, recipient: recipientAfter(tokens, phrase.to + 1) };
    if (["best", "good", "top"].includes(phrase.modifiers[0] ?? "")) return { asks: true, kind: "recommendation" };
    // "places to eat in Lisbon", "restaurants in Porto": places to pick from; "things to do in Nice": ideas.
    const head = tokens[phrase.head]?.word ?? "";
    const next = words.slice(phrase.head + 1, phrase.head + 3);
    if (venues.has(head) && (next[0] === "in" || (next[0] === "to" && placeVerbs.has(next[1] ?? ""))))
      return { asks: true, kind: "recommendation" };
    if (optionNouns.has(head) && next[0] === "to") return { asks: true, kind: "idea-list" };
  }
  // "I run a bakery and want to post about our sourdough": a wish inside a statement asks.
  const wish = words.findIndex(
    (word, index) => index > at && ["want", "need"].includes(word) && words[index + 1] === "to",
  );
  const wished = wish > 0 ? readVerbPhrase(tokens, wish + 2, facts) : undefined;
  if (wished?.kind) return wished;
  const statement = readStatement(tokens);
  // "I need an introduction for my YouTube channel": an unknown thing, asked for by name.
  const named = phrase && !statement.kind && !vagueNouns.has(tokens[phrase.head]?.word ?? "");
  return wantsObject ? { ...statement, asks: true, ...(named ? { noun: nounOf(tokens, phrase) } : {}) } : statement;
};
