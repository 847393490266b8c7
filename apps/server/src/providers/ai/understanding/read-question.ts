import type { ClauseReading, RequestFacts } from "./clause-reading.ts";
import type { DeliverableKind } from "./deliverable-kinds.ts";
import { mannerAdverbs, namesPerson } from "./function-words.ts";
import { communicativeVerbs, creationVerbs, kindVerbs, objectVerbs, outlinedKinds } from "./kind-verbs.ts";
import { readNounPhrase } from "./read-noun-phrase.ts";
import { contextOf } from "./read-object.ts";
import { resolveNounKind } from "./resolve-noun-kind.ts";
import type { Token } from "./tokens.ts";

const openers = new Set("ok okay so hey hi um well and also then alright".split(" "));
const auxiliaryStarts = new Set("do does did can could should would will shall is are was were".split(" "));
const selfSubjects = new Set(["i", "we", "one"]);
/** What a "how do I …" question may ask for besides instructions: the person will use the result themselves. */
const doItYourselfKinds = new Set<DeliverableKind>(["negotiation", "translation", "recipe", "customer-reply"]);
export const optionNouns = new Set("things ways places activities spots options games ideas tips hacks".split(" "));
/** Gatherings one cooks for: a menu, not a single recipe. */
const occasionWords = new Set(
  "party guests people christmas thanksgiving easter potluck bbq barbecue crowd friends brunch".split(" "),
);
/** Things a person makes and can be criticised for, though they name no deliverable. */
const workNouns = new Set(
  "plan plans idea ideas pitch draft design strategy approach argument logic business".split(" "),
);
const negotiationObjects = new Set("raise rise promotion salary discount increase".split(" "));

/** Dealing with people and with oneself: "tell my parents", "cope with", "stop procrastinating". */
const dealingVerbs = new Set(
  "deal cope overcome motivate convince persuade comfort confront forgive apologize apologise invest".split(" "),
);
/** Verbs that are about people only when a person (or a habit) follows: "stop procrastinating", "tell my boss". */
const personVerbs = new Set("tell explain talk break say ask stop quit kick avoid handle support approach".split(" "));
/** "how do I stay calm", "how can I be more confident": a state of one's own to reach. */
const stateVerbs = new Set("be feel become stay seem sound".split(" "));
const comparatives = new Set("better more less".split(" "));
const selfStates = new Set(
  "motivated organized organised focused inspired unstuck disciplined fit confident calmer happier better more less".split(
    " ",
  ),
);
const peopleWords = new Set(
  `my his her their our him her them someone somebody people friend friends partner boss parents kids child children
  son daughter wife husband`.split(/\s+/u),
);

const relationshipObjects = new Set(
  "friends friend friendships friendship people partner relationship relationships girlfriend boyfriend connections".split(
    " ",
  ),
);
const objectFillers = new Set("a an some more new good real close lasting better".split(" "));

/** "how do I tell my parents…", "how can I cope with…": a matter for advice, not instructions. */
const isPersonalMatter = (words: string[], at: number) => {
  const verb = words[at] ?? "";
  if (dealingVerbs.has(verb) || (verb === "get" && words[at + 1] === "over")) return true;
  // "how do I politely decline…", "how do I turn down…": what to say to someone, and how.
  if (communicativeVerbs.has(verb) || communicativeVerbs.has(`${verb} ${words[at + 1] ?? ""}`)) return true;
  // "how do I break the news that we're moving", "how do I break it to my parents".
  if (verb === "break" && (words[at + 1] === "it" || (words[at + 1] === "the" && words[at + 2] === "news")))
    return true;
  if (stateVerbs.has(verb)) return true;
  // "how do I get motivated", "how can I sleep better": changing oneself, with no object to make or fix.
  if (verb === "get" && selfStates.has(words[at + 1] ?? "")) return true;
  if (comparatives.has(words[at + 1] ?? "")) return true;
  // "how do I get my toddler to sleep…": bringing someone round is a matter for advice.
  if (["get", "help", "teach", "encourage"].includes(verb)) {
    const person = words[at + 1] === "my" || words[at + 1] === "our" ? at + 2 : at + 1;
    return namesPerson(words, person) || ["team", "dog", "puppy", "cat", "kitten"].includes(words[person] ?? "");
  }
  // "how can I make friends", "how do I meet new people": relationships are grown, not built by steps.
  const object = words.slice(at + 1, at + 4).find((word) => !objectFillers.has(word));
  if (relationshipObjects.has(object ?? "")) return true;
  if (!personVerbs.has(verb)) return false;
  // "how do I handle it" after "my boss keeps taking credit for my work": a situation to handle.
  if (["it", "this", "that"].includes(words[at + 1] ?? "") && ["handle", "approach"].includes(verb)) return true;
  const rest = words.slice(at + 1, at + 4).filter((word) => !["to", "it", "that", "about", "with"].includes(word));
  return peopleWords.has(rest[0] ?? "") || /^\p{L}{3,}ing$/u.test(rest[0] ?? "");
};

const structuringVerbs = new Set("structure outline organise organize order".split(" "));

/** "How do I negotiate…" → negotiation; "how do I make a formula…" → a formula; otherwise instructions. */
const howToKind = (tokens: Token[], from: number, facts: RequestFacts): ClauseReading => {
  const words = tokens.map((token) => token.word);
  let at = from;
  while (mannerAdverbs.has(words[at] ?? "")) at += 1;
  const verb = words[at] ?? "";
  const verbKind = kindVerbs.get(verb);
  if (verbKind && doItYourselfKinds.has(verbKind)) return { asks: true, kind: verbKind };
  if (["reply", "respond", "answer"].includes(verb)) {
    const to = words.indexOf("to", at);
    const rest = to >= 0 ? words.slice(to + 1) : [];
    if (rest.some((word) => ["review", "customer", "client", "guest", "complaint", "comment"].includes(word))) {
      return { asks: true, kind: "customer-reply" };
    }
  }
  if (verb === "ask" && words.slice(at).some((word) => negotiationObjects.has(word))) {
    return { asks: true, kind: "negotiation" };
  }
  if (verb === "fix" && facts.hasSoftware) return { asks: true, kind: "debugging" };
  // "how can I learn Spanish in 6 months": a plan of study.
  if (["learn", "study", "revise"].includes(verb)) return { asks: true, kind: "study-plan", isWeak: true };
  if (!facts.hasSoftware && isPersonalMatter(words, at)) return { asks: true, kind: "advice", isWeak: true };
  // "how should I structure my 10 minute presentation": the shape of that piece, not steps to follow.
  if (structuringVerbs.has(verb)) {
    const phrase = readNounPhrase(tokens, at + 1);
    if (phrase?.kind && outlinedKinds.has(phrase.kind)) return { asks: true, kind: phrase.kind, part: "outline" };
  }
  if (creationVerbs.has(verb) || objectVerbs.has(verb)) {
    const phrase = readNounPhrase(tokens, at + 1);
    if (phrase?.kind) return { asks: true, kind: phrase.kind };
  }
  return { asks: true, kind: "how-to", isWeak: true };
};

const readHow = (tokens: Token[], at: number, facts: RequestFacts): ClauseReading => {
  const words = tokens.map((token) => token.word);
  const [next, subject, verb] = [words[at + 1] ?? "", words[at + 2] ?? "", words[at + 3] ?? ""];
  if (next === "to") return howToKind(tokens, at + 2, facts);
  if (auxiliaryStarts.has(next) && subject === "you" && verb === "say") return { asks: true, kind: "translation" };
  if (auxiliaryStarts.has(next) && (selfSubjects.has(subject) || subject === "you")) {
    return howToKind(tokens, at + 3, facts);
  }
  if (auxiliaryStarts.has(next) || next === "many" || next === "much") {
    return { asks: true, kind: "explanation", isWeak: true };
  }
  return { asks: true };
};

const readWhat = (tokens: Token[], at: number, facts: RequestFacts): ClauseReading => {
  const words = tokens.map((token) => token.word);
  const rest = words.slice(at).join(" ");
  if (/^(?:what's|what is|whats) the difference between /u.test(rest)) return { asks: true, kind: "comparison" };
  // "what's wrong with my plan to open a cafe" asks for criticism; "… with my car" for a diagnosis.
  const wrongWith = /^(?:what's|what is|whats) wrong with /u.exec(rest);
  if (wrongWith) {
    const phrase = readNounPhrase(tokens, at + wrongWith[0].trim().split(" ").length);
    const made = phrase ? resolveNounKind(phrase, contextOf(tokens, phrase, facts)) : undefined;
    const isWork = made !== undefined || workNouns.has(tokens[phrase?.head ?? -1]?.word ?? "");
    return isWork ? { asks: true, kind: "critique" } : { asks: true, isProblem: true };
  }
  // "what do I say to my boss to ask for a raise": what the saying is for decides.
  const saying = /^what (?:do|should|can) (?:i|we) (say|write|tell|text|message)\b/u.exec(rest);
  if (saying) {
    if (words.slice(at + 4).some((word) => negotiationObjects.has(word))) return { asks: true, kind: "negotiation" };
    // "what should I say in my wedding vows": the text it goes into.
    const into = words.findIndex((word, index) => index > at + 3 && ["in", "for", "on"].includes(word));
    const text = into >= 0 ? readNounPhrase(tokens, into + 1) : undefined;
    if (text?.kind) return { asks: true, kind: text.kind };
    // "what should I text my friend whose dad died": the message itself.
    if (["text", "message"].includes(saying[1]!)) return { asks: true, kind: "personal-message" };
    // "what should I say to my boss when I ask…": the words to use, and how to handle the talk.
    return { asks: true, kind: "advice", isWeak: true };
  }
  const choice =
    /^(?:what|which)(?: ([a-z-]+(?: [a-z-]+)?))? (?:should|can|could|do|would|shall) (?:i|we|he|she|they) ([a-z-]+)/u.exec(
      rest,
    );
  if (choice) {
    const verb = choice[2] ?? "";
    if (["name", "call"].includes(verb)) return { asks: true, kind: "naming" };
    if (verb === "talk" && !choice[1]) return { asks: true, kind: "advice", isWeak: true };
    // "what should I do about my debt", "what do I do if he says no": a course of action in a situation.
    const next = words[at + rest.slice(0, choice[0].length).split(" ").length] ?? "";
    if (verb === "do" && !choice[1] && ["about", "if", "when", "now", "next", ""].includes(next))
      return { asks: true, kind: "advice", isWeak: true };
    if (["cook", "bake", "make", "serve"].includes(verb) && !choice[1]) {
      // "what should I cook for a dinner party of 8": several courses for guests, not one recipe.
      const forGuests = words.slice(at).some((word) => occasionWords.has(word));
      return { asks: true, kind: forGuests ? "menu" : "recipe" };
    }
    // "what (questions) should I ask when viewing a flat": questions to ask.
    if (verb === "ask" && (!choice[1] || /^questions?$/u.test(choice[1]))) {
      return { asks: true, kind: "question-list" };
    }
    // "what should I pack for Iceland": the answer is a list to tick off.
    if (["pack", "bring", "take"].includes(verb) && !choice[1]) return { asks: true, kind: "checklist" };
    return { asks: true, kind: "recommendation", isWeak: true };
  }
  const described =
    /^(?:what's|what is|whats|what are) (?:a |an |the |some )?((?:good|best|great|nice|easy|quick|simple) )?/u.exec(
      rest,
    );
  if (described) {
    const offset = rest.slice(0, described[0].length).split(" ").filter(Boolean).length;
    const phrase = readNounPhrase(tokens, at + offset);
    // "what's a good way to tell my parents…": a way to do something is asked like "how do I…".
    if (phrase && /^ways?$/u.test(tokens[phrase.head]?.word ?? "") && words[phrase.head + 1] === "to") {
      return howToKind(tokens, phrase.head + 2, facts);
    }
    // "what are good interview questions to ask a nanny": the words around the noun decide, as anywhere.
    const named = phrase ? resolveNounKind(phrase, contextOf(tokens, phrase, facts)) : undefined;
    if (named) return { asks: true, kind: named };
    // "what are some fun things to do in Edinburgh": options to choose from, not an explanation.
    if (phrase && optionNouns.has(tokens[phrase.head]?.word ?? ""))
      return { asks: true, kind: "idea-list", isWeak: true };
    if (described[1]) return { asks: true, kind: "recommendation", isWeak: true };
    return { asks: true, kind: "explanation", isWeak: true };
  }
  return { asks: true };
};

/**
 * Reads a question: "how do I…" asks for instructions (or what the verb makes), "how does…" and
 * "why is…" for an explanation, "what should I…" for a recommendation, "should I A or B" and
 * "A vs B" for a comparison, and "why does my … " describes a problem. Undefined when the clause
 * is not a question.
 */
export const readQuestion = (tokens: Token[], facts: RequestFacts): ClauseReading | undefined => {
  const words = tokens.map((token) => token.word);
  let at = 0;
  while (openers.has(words[at] ?? "")) at += 1;
  if (words[at] === "step" && words[at + 1] === "by" && words[at + 2] === "step") at += 3;
  if (words.includes("vs") || words.includes("versus")) return { asks: true, kind: "comparison" };
  const first = words[at] ?? "";
  if (first === "how") return readHow(tokens, at, facts);
  if (["what", "what's", "whats", "which"].includes(first)) return readWhat(tokens, at, facts);
  // "where do I start": the person needs a way in, not instructions for one task.
  if (first === "where" && words.slice(at + 1, at + 5).some((word) => ["start", "begin"].includes(word))) {
    return { asks: true, kind: "advice", isWeak: true };
  }
  if (first === "why") {
    // "why are the leaves on my lemon tree turning yellow": something of theirs misbehaves.
    const owner = words.slice(at + 1, at + 7).findIndex((word) => word === "my" || word === "our");
    if (owner < 0) return { asks: true, kind: "explanation", isWeak: true };
    // "why does my toddler bite": people and pets are understood and helped, not repaired.
    return namesPerson(words, at + owner + 2)
      ? { asks: true, kind: "advice", isWeak: true }
      : { asks: true, isProblem: true };
  }
  if (["should", "is", "do", "would", "shall"].includes(first) && words.includes("or")) {
    return { asks: true, kind: "comparison" };
  }
  return undefined;
};
