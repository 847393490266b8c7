import type { ClauseReading } from "./clause-reading.ts";
import type { DeliverableKind } from "./deliverable-kinds.ts";
import { dataWords, planDomains, softwareWords, toolKinds } from "./domain-words.ts";
import { auxiliaries, customerNouns, indirectObjects, personalNouns, prepositions } from "./function-words.ts";
import {
  communicativeVerbs,
  creationVerbs,
  kindVerbs,
  objectVerbs,
  phrasalVerbs,
  selfEditingKinds,
  writtenKinds,
} from "./kind-verbs.ts";
import { readNounPhrase, type NounPhrase } from "./read-noun-phrase.ts";
import { readQuestion } from "./read-question.ts";
import { readStatement } from "./read-statement.ts";
import { isOpenEnded, resolveNounKind, type NounContext } from "./resolve-noun-kind.ts";
import type { Token } from "./tokens.ts";

const openers = new Set("ok okay so hey hi hello right well and also then now oh um just basically alright".split(" "));
const wanting = [
  ...["i need", "we need", "i want", "we want", "i'd like", "we'd like", "i would like", "we would like"],
  ...["i'd love", "i would love", "i really need", "i just need", "i'm looking", "i am looking", "we're looking"],
  ...["i'm trying", "i am trying", "we're trying", "i require", "we require"],
];
/** "I have to", "we've got to": obligation, always followed by the verb. */
const obliged = ["i have to", "we have to", "i've got to", "we've got to", "i got to", "i gotta"];
const politeLeadIns = [
  ...["can you", "could you", "would you", "will you", "can u", "i was wondering if you could"],
  ...["is it possible to", "do you think you could", "please", "kindly", "pls"],
];
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
/** "a daily standup template": the noun phrase without its article, as written. */
const nounOf = (tokens: Token[], phrase: NounPhrase) =>
  tokens
    .slice(phrase.from, phrase.head + 1)
    .filter((token, index) => index > 0 || !["a", "an", "the", "some", "my", "our", "your"].includes(token.word))
    .map((token) => token.text)
    .join(" ");

const copulas = new Set("is are was were will has have 's 're would should".split(" "));
const negotiationObjects = new Set("raise rise promotion salary discount increase reduction".split(" "));
/** Things a person prepares for themselves: the kind that helps them deliver it. */
const preparedKinds = new Set<DeliverableKind>(["negotiation", "speech", "presentation", "meeting-agenda", "quiz"]);
const interviewEvents = new Set(["interview", "interviews"]);

export type RequestFacts = {
  /** Words of every clause, for resolving open-ended nouns from the situation. */
  allWords: string[];
  hasSoftware: boolean;
  /** Someone failed the person somewhere in the request. */
  hasGrievance: boolean;
};

const startsWith = (words: string[], at: number, phrase: string) =>
  phrase.split(" ").every((word, offset) => words[at + offset] === word);

const readVerb = (words: string[], at: number) =>
  phrasalVerbs.find((verb) => startsWith(words, at, verb)) ?? words[at] ?? "";

/** Words of the phrases after a noun phrase that complete it ("for my youtube video", "to negotiate"). */
const contextOf = (tokens: Token[], phrase: NounPhrase, facts: RequestFacts): NounContext => {
  const after = tokens.slice(phrase.to + 1).map((token) => token.word);
  const complementWords: string[] = [];
  let followingVerb: string | undefined;
  if (after[0] === "that" || after[0] === "which") followingVerb = after[0];
  if (after[0] === "to" && after[1] && !prepositions.has(after[1])) followingVerb = after[1];
  for (let index = 0; index < after.length; index += 1) {
    if (["for", "to", "about", "on", "of"].includes(after[index]!)) {
      complementWords.push(...after.slice(index + 1, index + 7).filter((word) => !prepositions.has(word)));
      break;
    }
    if (!["in", "at"].includes(after[index]!)) break;
  }
  return { complementWords, followingVerb, situationWords: facts.allWords, hasGrievance: facts.hasGrievance };
};

const nounKind = (tokens: Token[], phrase: NounPhrase, facts: RequestFacts): ClauseReading => {
  const context = contextOf(tokens, phrase, facts);
  const kind = resolveNounKind(phrase, context);
  if (kind) return { asks: true, kind };
  return isOpenEnded(phrase) ? { asks: true, pending: { phrase, context } } : { asks: false };
};

/** The words of the phrase after `at`, skipping "me", "us", "them". */
const objectAt = (tokens: Token[], at: number) => {
  let position = at;
  while (indirectObjects.has(tokens[position]?.word ?? "")) position += 1;
  return { phrase: readNounPhrase(tokens, position), position };
};

/** Where a recipient ends and what is said to them begins: "the parents group | saying …". */
const messageStarts = new Set(
  "saying telling asking letting explaining reminding inviting thanking about regarding that because who which".split(
    " ",
  ),
);

const recipientAfter = (tokens: Token[], from: number) => {
  const to = tokens.findIndex((token, index) => index >= from && token.word === "to");
  const phrase = to >= 0 ? readNounPhrase(tokens, to + 1) : undefined;
  if (!phrase) return undefined;
  const words = tokens.slice(phrase.from, phrase.to + 1);
  const end = words.findIndex((token, index) => index > 0 && messageStarts.has(token.word));
  return (end > 0 ? words.slice(0, end) : words).map((token) => token.text).join(" ");
};

const messageKindFor = (words: string[]): DeliverableKind => {
  if (words.some((word) => personalNouns.has(word))) return "personal-message";
  if (words.some((word) => customerNouns.has(word) || word === "review")) return "customer-reply";
  return "email";
};

const readObjectVerb = (verb: string, tokens: Token[], at: number, facts: RequestFacts): ClauseReading => {
  const { phrase } = objectAt(tokens, at);
  const objectWords = phrase ? tokens.slice(phrase.from, phrase.to + 1).map((token) => token.word) : [];
  const restWords = tokens.slice(at).map((token) => token.word);
  switch (verb) {
    case "plan":
    case "organize":
    case "organise":
    case "throw":
    case "host":
    case "arrange": {
      if (!phrase) return { asks: true };
      // "plan 3 days in Edinburgh": a stretch of time somewhere is a trip.
      const isStay = /^(?:days?|nights?|weeks?|weekend)$/u.test(tokens[phrase.head]?.word ?? "");
      if (isStay && ["in", "at", "around", "across"].includes(tokens[phrase.to + 1]?.word ?? "")) {
        return { asks: true, kind: "itinerary" };
      }
      const named = resolveNounKind(phrase, contextOf(tokens, phrase, facts));
      const kind = named ?? objectWords.map((word) => planDomains.get(word)).find(Boolean);
      return kind
        ? { asks: true, kind }
        : { asks: true, pending: { phrase, context: contextOf(tokens, phrase, facts) } };
    }
    case "analyze":
    case "analyse":
    case "look at":
    case "dig into":
    case "crunch":
    case "interpret":
      return { asks: true, kind: objectWords.some((word) => dataWords.has(word)) ? "data-analysis" : undefined };
    case "fix":
    case "solve": {
      const named = phrase ? resolveNounKind(phrase, contextOf(tokens, phrase, facts)) : undefined;
      if (named && selfEditingKinds.has(named)) return { asks: true, kind: named };
      return { asks: true, kind: facts.hasSoftware ? "debugging" : "how-to" };
    }
    case "turn": {
      // "turn this into a tweet", "turn my notes into bullet points for a slide": the result decides;
      // turned into no known deliverable, the text is rewritten.
      const into = tokens.findIndex((token, index) => index >= at && token.word === "into");
      if (into < 0) return { asks: true };
      const target = readNounPhrase(tokens, into + 1);
      const kind = target ? resolveNounKind(target, contextOf(tokens, target, facts)) : undefined;
      return { asks: true, kind: kind ?? "edit-text" };
    }
    case "check":
    case "check over":
    case "review":
    case "look over":
    case "go over": {
      // "check this SQL", "review my cover letter", "look over my essay": the thing checked decides.
      const named = phrase ? resolveNounKind(phrase, contextOf(tokens, phrase, facts)) : undefined;
      if (named && writtenKinds.has(named)) return { asks: true, kind: "edit-text" };
      return { asks: true, kind: named };
    }
    case "reply":
    case "respond":
    case "answer":
    case "apologize":
    case "apologise":
    case "thank": {
      const recipient = recipientAfter(tokens, at);
      if (!recipient && !phrase) return { asks: true };
      return { asks: true, kind: messageKindFor(restWords), recipient };
    }
    case "text":
    case "message":
      return { asks: true, kind: "personal-message" };
    case "prepare for":
    case "prep for":
    case "get ready for": {
      const head = phrase ? tokens[phrase.head]!.word : "";
      if (interviewEvents.has(head)) return { asks: true, kind: "interview-prep" };
      if (planDomains.get(head) === "study-plan") return { asks: true, kind: "study-plan" };
      // "prepare for a salary negotiation", "prepare for my best man speech": what is coming up decides.
      const named = phrase ? resolveNounKind(phrase, contextOf(tokens, phrase, facts)) : undefined;
      return { asks: true, kind: named && preparedKinds.has(named) ? named : undefined };
    }
    case "ask for":
      return { asks: true, kind: objectWords.some((word) => negotiationObjects.has(word)) ? "negotiation" : "email" };
    case "convert":
    case "refactor":
    case "optimize":
    case "optimise":
    case "port":
      if (restWords.some((word) => softwareWords.has(word))) return { asks: true, kind: "code" };
      return { asks: true, kind: phrase ? resolveNounKind(phrase, contextOf(tokens, phrase, facts)) : undefined };
    case "find out":
      return { asks: true, kind: "research-brief" };
    case "budget":
      return { asks: true, kind: "budget" };
    case "schedule":
      return { asks: true, kind: "schedule" };
    case "post":
      return { asks: true, kind: "social-post" };
    default:
      return { asks: true };
  }
};

/** "what the research says", "what studies show": the object of a research request. */
const isResearchObject = (words: string[], at: number) =>
  words[at] === "what" &&
  words
    .slice(at + 1, at + 4)
    .some((word) => ["research", "evidence", "studies", "science", "literature"].includes(word));

const readVerbPhrase = (tokens: Token[], at: number, facts: RequestFacts): ClauseReading | undefined => {
  const words = tokens.map((token) => token.word);
  const verb = readVerb(words, at);
  const next = at + verb.split(" ").length;
  // "budget is around $1500": a word followed by "is" is the subject, not an instruction.
  if (copulas.has(words[next] ?? "")) return undefined;
  if (creationVerbs.has(verb)) {
    if (isResearchObject(words, next)) return { asks: true, kind: "research-brief" };
    const { phrase, position } = objectAt(tokens, next);
    if (phrase) {
      const reading = nounKind(tokens, phrase, facts);
      if (!reading.kind && ["suggest", "recommend"].includes(verb)) return { asks: true, kind: "recommendation" };
      // "write a recommendation for my intern" is a reference letter, not a list of suggestions.
      if (reading.kind === "recommendation" && ["write", "draft", "write up"].includes(verb)) {
        return { asks: true, kind: "letter" };
      }
      if (!reading.kind && verb === "make" && ["this", "it"].includes(words[position] ?? "")) {
        return { asks: true, kind: "edit-text" };
      }
      const noun = makingVerbs.has(verb) ? nounOf(tokens, phrase) : undefined;
      return { ...reading, asks: true, noun, recipient: recipientAfter(tokens, phrase.to + 1) };
    }
    if (["this", "it"].includes(words[position] ?? "") && verb === "make") return { asks: true, kind: "edit-text" };
    if (words[next] === "to" || words[position] === "to") {
      return { asks: true, isHeadlessMessage: true, recipient: recipientAfter(tokens, next) };
    }
    return { asks: true };
  }
  const verbKind = kindVerbs.get(verb);
  if (verbKind) {
    const { phrase } = objectAt(tokens, next);
    if (verbKind === "explanation" && startsWith(words, next, "me how to")) return { asks: true, kind: "how-to" };
    if (verbKind === "explanation" && startsWith(words, next, "how to")) return { asks: true, kind: "how-to" };
    if (verbKind === "edit-text" && phrase) {
      const named = resolveNounKind(phrase, contextOf(tokens, phrase, facts));
      if (named && selfEditingKinds.has(named)) return { asks: true, kind: named };
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
    // Telling, reminding or following up with a client starts the exchange: an e-mail, not a reply.
    return { asks: true, kind: kind === "customer-reply" ? "email" : kind };
  }
  return undefined;
};

/** Skips "can you", "please", "I need", "help me", "my boss asked me to"; says where the request proper starts. */
const skipLeadIns = (words: string[]) => {
  let at = 0;
  let hasLeadIn = false;
  let wantsObject = false;
  for (let moved = true; moved;) {
    moved = false;
    while (openers.has(words[at] ?? "")) at += 1;
    const polite = politeLeadIns.find((phrase) => startsWith(words, at, phrase));
    const must = obliged.find((phrase) => startsWith(words, at, phrase));
    const want = wanting.find((phrase) => startsWith(words, at, phrase));
    const asker = words.findIndex(
      (word, index) => index >= at && index < at + 6 && word === "me" && words[index + 1] === "to",
    );
    if (polite) at += polite.split(" ").length;
    else if (must) at += must.split(" ").length;
    else if (want) at += want.split(" ").length;
    else if (startsWith(words, at, "help me") || startsWith(words, at, "help us")) at += 2;
    else if (["need", "want", "let's", "lets"].includes(words[at] ?? "")) at += 1;
    else if (asker > at && ["asked", "told", "wants", "needs", "want", "need"].includes(words[asker - 1] ?? "")) {
      at = asker + 2;
    } else continue;
    hasLeadIn = true;
    moved = true;
    wantsObject = Boolean(want) || words[at - 1] === "need" || words[at - 1] === "want";
    if (startsWith(words, at, "you to")) at += 2;
    if (words[at] === "to") wantsObject = false;
    if (["to", "for", "with", "please"].includes(words[at] ?? "")) {
      if (words[at] !== "to") wantsObject = true;
      at += 1;
    }
  }
  return { at, hasLeadIn, wantsObject };
};

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

  const phrase = readNounPhrase(tokens, at);
  const isSubject =
    !hasLeadIn &&
    phrase &&
    (auxiliaries.has(words[phrase.to + 1] ?? "") || /^keeps?$/u.test(words[phrase.to + 1] ?? ""));
  if (phrase && !isSubject && (!hasLeadIn || wantsObject)) {
    const reading = nounKind(tokens, phrase, facts);
    if (reading.kind || reading.pending) return { ...reading, recipient: recipientAfter(tokens, phrase.to + 1) };
    if (["best", "good", "top"].includes(phrase.modifiers[0] ?? "")) return { asks: true, kind: "recommendation" };
  }
  const statement = readStatement(tokens);
  return wantsObject ? { ...statement, asks: true } : statement;
};
