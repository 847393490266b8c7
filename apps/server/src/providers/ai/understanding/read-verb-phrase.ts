import type { ClauseReading, RequestFacts } from "./clause-reading.ts";
import { isToneWord } from "./detect-tone.ts";
import {
  communicativeVerbs,
  creationVerbs,
  kindVerbs,
  objectVerbs,
  outlinedKinds,
  phrasalVerbs,
  selfEditingKinds,
} from "./kind-verbs.ts";
import { readNounPhrase } from "./read-noun-phrase.ts";
import { negotiationObjects, readObjectVerb } from "./read-object-verb.ts";
import { contextOf, nounKind, nounOf, objectAt } from "./read-object.ts";
import { messageKindFor, recipientAfter } from "./read-recipient.ts";
import { somethingFor } from "./read-something.ts";
import { resolveNounKind } from "./resolve-noun-kind.ts";
import { startsWithPhrase, type Token } from "./tokens.ts";

/** Verbs whose object is the thing to produce, so its noun can name an unknown deliverable. */
const makingVerbs = new Set([
  "write",
  "draft",
  "create",
  "make",
  "generate",
  "build",
  "compose",
  "design",
  "produce",
  "craft",
  "write up",
  "come up with",
  "give",
  "put together",
  "need",
  "want",
]);

const errorNouns = new Set("error errors exception traceback warning crash".split(" "));
const copulas = new Set("is are was were will has have 's 're would should".split(" "));

const readVerb = (words: string[], at: number) =>
  phrasalVerbs.find((verb) => startsWithPhrase(words, at, verb)) ?? words[at] ?? "";

/** "what the research says", "what studies show": the object of a research request. */
const isResearchObject = (words: string[], at: number) =>
  words[at] === "what" &&
  words
    .slice(at + 1, at + 4)
    .some((word) => ["research", "evidence", "studies", "science", "literature"].includes(word));

/** An instruction read from its main verb: "write a…", "translate…", "plan…", "tell my boss…". */
export const readVerbPhrase = (tokens: Token[], at: number, facts: RequestFacts): ClauseReading | undefined => {
  const words = tokens.map((token) => token.word);
  const verb = readVerb(words, at);
  const next = at + verb.split(" ").length;
  // "budget is around $1500": a word followed by "is" is the subject, not an instruction.
  if (copulas.has(words[next] ?? "")) return undefined;
  // "review of the hotel …", "list of gift ideas", "outline of my talk": a verb never takes "of"
  // straight after it, so the word is the noun that names the deliverable.
  if (words[next] === "of") return undefined;
  if (creationVerbs.has(verb)) {
    // "put this text into simple English", "make my notes into a checklist": what it becomes decides.
    if (["put", "make"].includes(verb) && words.slice(next, next + 8).includes("into"))
      return readObjectVerb("turn", tokens, next, facts);
    if (isResearchObject(words, next)) return { asks: true, kind: "research-brief" };
    const { phrase, position } = objectAt(tokens, next);
    // "write something for our WhatsApp group": where it goes says what it is.
    const something = somethingFor(words, position);
    if (something) return { asks: true, kind: something };
    if (phrase) {
      const reading = nounKind(tokens, phrase, facts);
      if (!reading.kind && ["suggest", "recommend"].includes(verb)) return { asks: true, kind: "recommendation" };
      // "write a recommendation for my intern" is a reference letter, not a list of suggestions.
      if (reading.kind === "recommendation" && ["write", "draft", "write up"].includes(verb)) {
        return { asks: true, kind: facts.allWords.includes("linkedin") ? "testimonial" : "letter" };
      }
      if (!reading.kind && verb === "make" && ["this", "it"].includes(words[position] ?? "")) {
        return { asks: true, kind: "edit-text" };
      }
      // "outline a book about bees", "outline my essay": only the outline, of whatever is named.
      if (verb === "outline" && (!reading.kind || reading.kind === "outline")) return { asks: true, kind: "outline" };
      if (verb === "outline" && outlinedKinds.has(reading.kind!))
        return { asks: true, kind: reading.kind, part: "outline" };
      const noun = makingVerbs.has(verb) ? nounOf(tokens, phrase) : undefined;
      return { ...reading, asks: true, noun, recipient: recipientAfter(tokens, phrase.to + 1) };
    }
    if (["this", "it"].includes(words[position] ?? "") && verb === "make") {
      // "make it fun" after "I want to post about our sourdough" sets the tone of that post.
      const rest = words.slice(position + 1).filter((word) => /\p{L}/u.test(word));
      if (rest.length > 0 && rest.every(isToneWord)) return { asks: false };
      return { asks: true, kind: "edit-text" };
    }
    if (words[next] === "to" || words[position] === "to") {
      return { asks: true, isHeadlessMessage: true, recipient: recipientAfter(tokens, next) };
    }
    return { asks: true };
  }
  // "interview questions", "email newsletter": a verb that opens a compound noun is part of the noun.
  const compound = readNounPhrase(tokens, at);
  if (compound?.from === at && compound.noun.startsWith(`${verb} `)) return undefined;
  const verbKind = kindVerbs.get(verb);
  if (verbKind) {
    const { phrase } = objectAt(tokens, next);
    if (verbKind === "explanation" && startsWithPhrase(words, next, "me how to")) return { asks: true, kind: "how-to" };
    if (verbKind === "explanation" && startsWithPhrase(words, next, "how to")) return { asks: true, kind: "how-to" };
    // "explain this error": what went wrong and how to fix it.
    if (verbKind === "explanation" && phrase && errorNouns.has(tokens[phrase.head]!.word)) {
      return { asks: true, kind: "debugging" };
    }
    if (verbKind === "edit-text" && phrase) {
      const named = resolveNounKind(phrase, contextOf(tokens, phrase, facts));
      if (named && selfEditingKinds.has(named)) return { asks: true, kind: named, revises: true };
    }
    // "brainstorm names", "quiz me with flashcards": a named deliverable says more than the verb.
    if (verbKind === "idea-list" && phrase) {
      const named = resolveNounKind(phrase, contextOf(tokens, phrase, facts));
      if (named && named !== "idea-list") return { asks: true, kind: named };
    }
    if (verbKind === "email" || verbKind === "complaint") {
      return { asks: true, kind: verbKind, recipient: recipientAfter(tokens, next) ?? undefined };
    }
    return { asks: true, kind: verbKind };
  }
  if (objectVerbs.has(verb)) return readObjectVerb(verb, tokens, next, facts);
  if (communicativeVerbs.has(verb)) {
    const rest = words.slice(next);
    // "tell me how to…", "tell me about…": the person asks the AI, rather than writing to someone.
    if (["me", "us"].includes(rest[0] ?? "")) {
      if (rest[1] === "how") return { asks: true, kind: "how-to" };
      return { asks: true, kind: "explanation", isWeak: true };
    }
    const kind =
      rest.some((word) => negotiationObjects.has(word)) && verb === "ask" ? "negotiation" : messageKindFor(rest);
    // "say sorry to my flatmate", "tell her I'm sorry": an apology, unless a business answers a customer.
    if (rest.slice(0, 4).includes("sorry") && kind !== "customer-reply") return { asks: true, kind: "apology" };
    // Telling, reminding or following up with a client starts the exchange: an e-mail, not a reply.
    return { asks: true, kind: kind === "customer-reply" ? "email" : kind };
  }
  return undefined;
};
