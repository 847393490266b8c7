import type { DeliverableKind } from "./deliverable-kinds.ts";
import { deliverableNouns } from "./deliverable-nouns.ts";
import {
  chatPlaces,
  dataWords,
  imageWords,
  improvementWords,
  planDomains,
  softwareWords,
  videoWords,
} from "./domain-words.ts";
import { customerNouns, personalNouns } from "./function-words.ts";
import type { NounPhrase } from "./read-noun-phrase.ts";

/** What surrounds a deliverable noun, nearest first. */
export type NounContext = {
  /** Words of the phrases that complete it: "for my youtube video", "to the airline", "to negotiate". */
  complementWords: string[];
  /** The words of the first phrase alone: "my youtube channel" of "for my youtube channel about budget travel". */
  complementPhrase?: string[];
  /** The word that opens those phrases: "about" of "about climate change". */
  complementPreposition?: string;
  /** The verb right after it: "a script that backs up…", "a script to negotiate…". */
  followingVerb: string | undefined;
  /** Words of the rest of the request, for what the person said about their situation. */
  situationWords: string[];
  /** Someone in the request failed the person ("the dishwasher has been broken for two weeks"). */
  hasGrievance?: boolean;
};

/** People one writes to at work or as a client or tenant: their messages read as e-mails. */
export const workNouns = new Set(
  `team staff employees colleagues colleague coworker coworkers co-worker boss manager landlord client clients tenant tenants teacher
  professor council company vendor supplier recruiter members users subscribers parents coach tutor principal
  headteacher doctor`.split(/\s+/u),
);

/** Nouns that name a part of something else: the whole decides ("the intro for my podcast"). */
const partNouns = new Set(
  `intro introduction opening ending conclusion outro section part paragraph bullet bullets points headline headlines
  title titles subject line body closing draft version template outline sample hook first question questions
  description descriptions`.split(/\s+/u),
);
/** Nouns whose "of" complement is the real deliverable: "a list of gift ideas". */
const containerNouns = new Set("list set couple bunch few series sequence collection handful".split(" "));
const writingWords = new Set("journal journaling journalling diary".split(" "));
const phoneWords = new Set("call calls calling phone phoning ring ringing voicemail".split(" "));
/** The day's meals: beside "plan" or "schedule" they make a meal plan. */
const mealNames = new Set("breakfast breakfasts lunch lunches dinner dinners supper suppers meal meals".split(" "));
/** Open-ended nouns whose subject decides what they are. */
const planNouns = new Set("plan plans schedule timetable routine program programme strategy timeline".split(" "));

/** "a plan", "a routine": waits for the person's situation to say what it is for. */
export const isOpenEnded = (phrase: NounPhrase) => planNouns.has(phrase.noun.split(" ").at(-1)!);

const firstDomain = (words: string[]) => {
  for (const word of words) {
    const kind = planDomains.get(word);
    if (kind) return kind;
  }
  return words.some((word) => improvementWords.has(word)) ? "study-plan" : undefined;
};

const kindOfWord = (word: string) => deliverableNouns.get(word);
const firstDeliverable = (words: string[]) => words.map(kindOfWord).find(Boolean);
const hasAny = (words: string[], set: Set<string>) => words.some((word) => set.has(word));

/** A message whose reader is a customer is a customer reply; one to a friend is personal. */
const messageKind = (near: string[], everywhere: string[], fallback: DeliverableKind): DeliverableKind => {
  if (hasAny(near, customerNouns) || near.includes("review") || near.includes("complaint")) return "customer-reply";
  if (near.includes("email") || near.includes("e-mail")) return "email";
  if (hasAny(near, personalNouns)) return "personal-message";
  if (hasAny(everywhere, customerNouns)) return "customer-reply";
  return fallback;
};

/** People who take over for a while: what is written for them is a handover note. */
const takingOver = new Set(
  "babysitter babysitters sitter nanny childminder cover substitute replacement temp".split(" "),
);
/** A quote in a request about work for a client is a price, not a saying. */
const pricingWords = new Set(
  "client clients customer customers job price prices pricing cost costs labour labor materials rate hourly".split(" "),
);
const hiringWords = new Set("candidate candidates applicant applicants hire hiring interviewee".split(" "));
/** Deliverables made of questions: "questions for our staff survey" belong to them. */
const questionnaireKinds = new Set<DeliverableKind>(["survey", "quiz", "faq"]);
const reviewSites = new Set("google yelp tripadvisor trustpilot amazon facebook airbnb".split(" "));
const businessWords = new Set(
  "shop store business company brand studio practice restaurant cafe café agency".split(" "),
);
const playfulWords = new Set("icebreaker icebreakers fun funny random silly party conversation deep".split(" "));
const learningWords = new Set("students class pupils learners quiz test exam revision trivia kids".split(" "));

/** Words around "stories" that make them a product's requirements rather than fiction. */
const productWords = new Set("backlog sprint epic epics jira acceptance".split(" "));

/** Verbs after "a text" that make it a message: "a text saying I'm late", "a text to tell her…". */
const messageVerbs = new Set("saying telling asking letting reminding wishing thanking inviting to".split(" "));

const isPieceOfWriting = (near: string[], context: NounContext) =>
  ["about", "on", "for"].includes(context.complementPreposition ?? "") &&
  !hasAny(near, personalNouns) &&
  !hasAny(near, workNouns) &&
  !hasAny(near, chatPlaces) &&
  !context.hasGrievance &&
  !messageVerbs.has(context.followingVerb ?? "");

/**
 * "questions to ask my landlord" are questions for the person to ask; "interview questions" help
 * them answer an interview (unless they do the hiring); "questions for my students" are a quiz;
 * "survey questions" belong to the survey.
 */
const questionsKind = (
  phrase: NounPhrase,
  context: NounContext,
  near: string[],
  everywhere: string[],
): DeliverableKind => {
  const asking = context.followingVerb === "ask" || hasAny(everywhere, hiringWords);
  if (phrase.kind === "interview-prep") return asking ? "question-list" : "interview-prep";
  if (phrase.kind === "quiz" || hasAny(near, learningWords)) return "quiz";
  // "icebreaker questions", "fun questions for a road trip": ideas to pick from, not an interview.
  if (hasAny(phrase.modifiers, playfulWords)) return "idea-list";
  const whole = firstDeliverable([...phrase.modifiers, ...context.complementWords]);
  return whole && questionnaireKinds.has(whole) ? whole : "question-list";
};

/**
 * The deliverable a noun phrase names, given its modifiers and complements. Most nouns say it
 * alone ("a cover letter"); parts and containers take it from what they belong to, open-ended
 * nouns ("a plan", "a script", "a prompt") from what they are for.
 */
export const resolveNounKind = (phrase: NounPhrase, context: NounContext): DeliverableKind | undefined => {
  const head = phrase.noun.split(" ").at(-1)!;
  // "my team's group chat": the team is who it is for.
  const near = [...phrase.modifiers, ...context.complementWords].map((word) => word.replace(/'s$/u, ""));
  const everywhere = [...near, ...context.situationWords];
  if (head === "questions") return questionsKind(phrase, context, near, everywhere);
  if (phrase.noun !== head && phrase.kind) return phrase.kind;

  if (/^descriptions?$/u.test(head)) {
    // "a description of my Etsy shop": what a business is about, as on its page.
    if (hasAny(context.complementWords, businessWords)) return "bio";
    // "a description for my YouTube video": the text under a video or episode, not its script.
    const whole = firstDeliverable([...phrase.modifiers, ...(context.complementPhrase ?? context.complementWords)]);
    if (whole === "video-script") return "video-description";
    // "a short description for my app", "… of the course": what it is, for the people choosing it.
    if (whole) return "product-description";
  }
  if (partNouns.has(head) || containerNouns.has(head)) {
    // "an intro for my channel about budget travel": the whole is what the part belongs to, not its topic.
    const whole =
      firstDeliverable(phrase.modifiers) ?? firstDeliverable(context.complementPhrase ?? context.complementWords);
    if (whole) return whole;
    if (head === "list") return "checklist";
    // "my essay is about climate change and I need a strong conclusion": the whole was named before.
    return phrase.kind ?? (partNouns.has(head) ? firstDeliverable(context.situationWords) : undefined);
  }
  // "a 4 week plan", "a 3 day yoga routine": how long says nothing about what it is for.
  const modifiers = phrase.modifiers.filter(
    (word, index) => !/^\d/u.test(word) && !/^\d/u.test(phrase.modifiers[index - 1] ?? ""),
  );
  if (head === "routine" && phrase.noun === head) {
    // "a skincare routine": steps to follow; morning, sleep or gym routines are named nouns.
    return firstDomain([...modifiers, ...context.complementWords]) ?? "how-to";
  }
  if (planNouns.has(head)) {
    // "a weekly workout schedule": the word next to the noun says what it is for; "weekly" only when.
    // "a weekly dinner plan" is meals; "a dinner party plan" an event (the nearest word decides).
    const compound = modifiers
      .toReversed()
      .map((word) => (mealNames.has(word) ? "meal-plan" : planDomains.get(word)))
      .find((domain) => domain !== undefined && domain !== "schedule");
    return (
      compound ??
      firstDomain([...modifiers, ...context.complementWords]) ??
      phrase.kind ??
      firstDomain(context.situationWords)
    );
  }
  // "a text about climate change for my class", "a text for the about page": a piece of writing, as
  // other languages call it; a text to someone, or one saying something, is a message.
  if (head === "text" && isPieceOfWriting(near, context)) return undefined;
  switch (head) {
    case "table":
    case "chart":
    case "matrix":
      // "a table comparing the top 3 tools".
      return context.followingVerb === "comparing" ? "comparison" : phrase.kind;
    case "story":
    case "stories":
      // "user stories for the login feature", "stories for our app's backlog": product requirements,
      // not fiction; what they are is left to the neutral structure, which names them as asked.
      return modifiers.includes("user") || hasAny([...near, ...modifiers], productWords) ? undefined : phrase.kind;
    case "review":
      // "a review for my dentist on Google": a customer's testimonial, not a critic's article.
      return hasAny(everywhere, reviewSites) ? "testimonial" : phrase.kind;
    case "script":
      if (hasAny(near, videoWords)) return "video-script";
      // "a script for calling the bank": what to say on the phone, and what the other side may answer.
      if (context.followingVerb === "negotiate" || hasAny(near, phoneWords)) return "negotiation";
      if (hasAny(near, softwareWords) || context.followingVerb === "that" || context.followingVerb === "which") {
        return "code";
      }
      return undefined;
    case "prompt":
    case "prompts":
      if (hasAny(near, imageWords)) return "image-prompt";
      // "journaling prompts": ideas for a person to write about, not instructions for an AI.
      return hasAny(everywhere, writingWords) ? "idea-list" : "ai-prompt";
    case "reply":
    case "response":
    case "answer":
      return messageKind(near, everywhere, "email");
    case "instructions":
      // "instructions for my babysitter": a note for someone taking over, not steps for me to follow.
      return hasAny(context.complementWords, takingOver) ? "handover" : phrase.kind;
    case "apology":
    case "apologies":
      // A business apologising to a customer answers as the business; anyone else apologises in person.
      return hasAny(everywhere, customerNouns) ? "customer-reply" : "apology";
    case "menu":
      // "a menu for my café" is the business's own menu, not one to cook for guests.
      return hasAny(everywhere, businessWords) ? undefined : "menu";
    case "quote":
    case "quotes":
      // "a quote for a client, 30 m² of oak flooring": a price for work; "a quote about friendship" is not.
      return hasAny(everywhere, pricingWords) ? "quote" : undefined;
    case "message":
    case "note":
    case "text":
    case "card":
    case "reminder":
      // A message, unlike a reply, is not written to a complaining customer; to someone who let
      // the writer down it is a complaint, to anyone not close to them an e-mail.
      // "a message to my son's teacher": the last noun is who reads it; the son only says whose teacher.
      if (workNouns.has(context.complementPhrase?.at(-1) ?? "") && head !== "card") return "email";
      if (hasAny(near, personalNouns) || hasAny(near, chatPlaces)) return "personal-message";
      if (context.hasGrievance) return "complaint";
      // A note, card or text stays short and personal; a message or reminder to work contacts is an e-mail.
      return (head === "message" || head === "reminder") && hasAny(near, workNouns) ? "email" : "personal-message";
    case "letter":
      return near.some((word) => word.startsWith("complain")) ? "complaint" : "letter";
    case "class":
    case "test":
    case "tests":
      if (hasAny(everywhere, softwareWords)) return "code";
      return head === "class" ? "lesson-plan" : "quiz";
    case "analysis":
      if (hasAny(near, dataWords)) return "data-analysis";
      return near.some((word) => ["competitor", "competitors", "competitive", "market"].includes(word))
        ? "research-brief"
        : undefined;
    case "recommendation":
      // "a LinkedIn recommendation for my former manager" is a testimonial; "recommendations for books" a list.
      if (everywhere.includes("linkedin") || phrase.modifiers.includes("glowing")) return "testimonial";
      return phrase.modifiers.some((word) => ["written", "reference", "personal"].includes(word))
        ? "letter"
        : phrase.kind;
    case "overview":
      return near.some((word) => ["literature", "research", "studies"].includes(word))
        ? "research-brief"
        : "explanation";
    default:
      return phrase.kind;
  }
};
