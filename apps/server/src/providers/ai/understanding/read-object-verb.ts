import type { ClauseReading, RequestFacts } from "./clause-reading.ts";
import type { DeliverableKind } from "./deliverable-kinds.ts";
import { isLanguageName } from "./detect-language.ts";
import { dataWords, planDomains, softwareWords } from "./domain-words.ts";
import { selfEditingKinds, writtenKinds } from "./kind-verbs.ts";
import { readNounPhrase } from "./read-noun-phrase.ts";
import { contextOf, objectAt } from "./read-object.ts";
import { messageKindFor, recipientAfter } from "./read-recipient.ts";
import { resolveNounKind, workNouns } from "./resolve-noun-kind.ts";
import type { Token } from "./tokens.ts";

export const negotiationObjects = new Set("raise rise promotion salary discount increase reduction".split(" "));
/** Things a person prepares for themselves: the kind that helps them deliver it. */
const preparedKinds = new Set<DeliverableKind>(["negotiation", "speech", "presentation", "meeting-agenda"]);
const softwareKinds = new Set<DeliverableKind>(["code", "sql", "spreadsheet-formula"]);
const interviewEvents = new Set(["interview", "interviews"]);
const conversations = new Set(
  "conversation conversations chat discussion confrontation heart-to-heart breakup".split(" "),
);

/** Shapes given text can be rewritten into, whatever piece it then goes into. */
const textShapes = new Set("paragraph paragraphs sentence sentences bullet bullets points prose".split(" "));

/** Verbs whose object decides the deliverable: "plan a party", "fix my code", "turn this into a tweet". */
export const readObjectVerb = (verb: string, tokens: Token[], at: number, facts: RequestFacts): ClauseReading => {
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
      // "plan a surprise 60th for my mum": a birthday named by its number is a party.
      const isMilestone = objectWords.some((word) => /^\d{1,3}(?:st|nd|rd|th)$/u.test(word));
      const kind =
        named ??
        objectWords.map((word) => planDomains.get(word)).find(Boolean) ??
        (isMilestone ? "event-plan" : undefined);
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
      // "fix my code" means it is broken; "fix my CV" means it needs rewriting.
      if (named && selfEditingKinds.has(named) && !softwareKinds.has(named)) {
        return { asks: true, kind: named, revises: true };
      }
      // "fix the grammar in my email": the text is edited.
      const edited = tokens.slice(at).map((token) => token.word);
      const text = phrase && edited.includes("in") ? readNounPhrase(tokens, at + edited.indexOf("in") + 1) : undefined;
      if (named && writtenKinds.has(named)) return { asks: true, kind: "edit-text" };
      if (text?.kind && writtenKinds.has(text.kind)) return { asks: true, kind: "edit-text" };
      return { asks: true, kind: facts.hasSoftware || (named && softwareKinds.has(named)) ? "debugging" : "how-to" };
    }
    case "turn": {
      // "turn this into a tweet", "turn my notes into bullet points for a slide": the result decides;
      // turned into no known deliverable ("into simple English"), the text is rewritten; into
      // another language, translated.
      const into = tokens.findIndex((token, index) => index >= at && token.word === "into");
      if (into < 0) return { asks: true };
      const target = readNounPhrase(tokens, into + 1);
      const language = tokens[into + 1]?.word ?? "";
      if (isLanguageName(language) && language !== "english") return { asks: true, kind: "translation" };
      // "turn these bullet points into a paragraph for my newsletter": a shape of text made from the
      // text given is a rewrite; where it will go (the newsletter) is only context.
      if (target && textShapes.has(target.noun.split(" ").at(-1)!)) return { asks: true, kind: "edit-text" };
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
      return { asks: true, kind: named, revises: named !== undefined && selfEditingKinds.has(named) };
    }
    case "apologize":
    case "apologise":
      // "apologise to my neighbour for the party": an apology, unless a business answers a customer.
      return {
        asks: true,
        kind: messageKindFor(restWords) === "customer-reply" ? "customer-reply" : "apology",
        recipient: recipientAfter(tokens, at),
      };
    case "reply":
    case "respond":
    case "answer":
    case "thank": {
      // "answer the interview question 'what is your greatest weakness'": practice for the interview.
      if (restWords.some((word) => interviewEvents.has(word))) return { asks: true, kind: "interview-prep" };
      const recipient = recipientAfter(tokens, at);
      if (!recipient && !phrase) return { asks: true };
      return { asks: true, kind: messageKindFor(restWords), recipient };
    }
    case "text":
    case "message": {
      // "text my manager that I'll be late": a message to someone at work is a work message, sent as a text.
      // "text my boss happy birthday" stays personal.
      const who = phrase ? tokens[phrase.head]!.word : "";
      const isOccasion = restWords.some((word) =>
        /^(?:birthday|congrat\w*|thank\w*|sympathy|condolences?|farewell|retir\w*|christmas|holidays?)$/u.test(word),
      );
      return { asks: true, kind: workNouns.has(who) && !isOccasion ? "email" : "personal-message" };
    }
    case "prepare for":
    case "prep for":
    case "get ready for": {
      const head = phrase ? tokens[phrase.head]!.word : "";
      if (interviewEvents.has(head)) return { asks: true, kind: "interview-prep" };
      // "prepare for a difficult conversation with my dad": what to say and how to handle it.
      if (conversations.has(head)) return { asks: true, kind: "advice" };
      if (planDomains.get(head) === "study-plan") return { asks: true, kind: "study-plan" };
      // "prepare for a salary negotiation", "prepare for my best man speech": what is coming up decides.
      const named = phrase ? resolveNounKind(phrase, contextOf(tokens, phrase, facts)) : undefined;
      // "prepare for my driving test": practice towards a date, not a quiz to write.
      if (named === "quiz") return { asks: true, kind: "study-plan" };
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
