import type { RequestSignals } from "../signals.ts";
import type { KindProfile } from "./kind-profile.ts";
import { NO_REWRITE } from "./profile-phrases.ts";
import { FORMS_OF_ADDRESS, FOUND_IN_SEARCH, FRESH_REWRITE, RETARGET } from "./writing-phrases.ts";

/**
 * The member asks not to have the text rewritten ("don't rewrite the whole thing"): "don't change
 * the meaning" and "point out what you changed" still ask for the corrected text.
 */
const POINTS_OUT = NO_REWRITE.filter((phrase) => phrase.includes("rewrit"));

/** The member's text lacks concrete detail ("telling not showing", "too generic"): new detail is the point. */
const NEEDS_DETAIL = [
  ...["show don't tell", "show dont tell", "showing not telling", "telling not showing", "not showing", "too generic"],
  ...["more specific", "more vivid", "more detail", "add detail", "concrete", "generic"],
];

/**
 * Material that is a document, not a record of people talking: a contract, a letter, an article, a
 * policy. Notes of a meeting turned into an e-mail are still a meeting's.
 */
const summarisesDocument = ({ lower, pastesDocument }: RequestSignals) =>
  (pastesDocument ||
    /\b(?:contract|lease|agreement|terms|policy|letter|article|paper|chapter|report|statement|clause|pdf|study|book)\b/u.test(
      lower,
    )) &&
  !/\b(?:meetings?|minutes|calls?|transcripts?|standup|stand-up|agenda)\b/u.test(lower);
/**
 * A summary the member will say to people ("a briefing i can say out loud to the new volunteers",
 * "to read out before the run"): heard once, in the order the listeners need it.
 */
const saidAloud = ({ lower }: RequestSignals) =>
  /\b(?:out loud|aloud|read (?:it |this |them )?out|(?:say|read) (?:it |this )?(?:to|at|before) (?:the|my|our)|i(?:'ll| will| can|ll) (?:say|read))\b/u.test(
    lower,
  );
/** The member cannot follow the material ("i dont understand them", "can't make sense of it"). */
const cannotFollow = /\b(?:don'?t|do not|dont|can'?t|cannot) (?:understand|make sense of|follow)\b/u;
/** The member asks for a judgement of the material besides its summary ("anything I should watch out for"). */
/** The member asks for the text made longer ("it's way too short", "flesh it out"). */
const LENGTHENS = [
  ...["make it longer", "too short", "expand it", "expand on", "flesh out", "flesh it out", "lengthen", "bulk it out"],
  ...["pad it out", "longer version"],
];

/** A translation asked for in plain words ("into simple english", "in plain English"). */
const inPlainWords = /\b(?:simple|plain|easy|basic|everyday) (?:english|words|language)\b/u;
/**
 * Something added under each item translated ("add one line explaining what each thing is", "with a
 * short description of every dish"): the layout grows, so only names and numbers stay as typed.
 */
const addsToEachItem =
  /\b(?:add|adding|with|plus|include|put)\b[^.?!\n]{0,30}\b(?:lines?|notes?|sentences?|descriptions?|explanations?|explaining|explains|describing)\b[^.?!\n]{0,40}\b(?:each|every)\b|\b(?:explain|describe)\w* (?:what )?(?:each|every)\b/u;
/** A translation into English ("translate this into simple english", "in english please"). */
const intoEnglish = (signals: RequestSignals) =>
  signals.intoOwnEnglish ||
  /\b(?:into|to|in) (?:(?:simple|plain|easy|basic|everyday|proper|good) )?english\b/u.test(signals.lower);

/**
 * Something asked beside the summary that the material cannot give ("…and also suggest short
 * wording for a new late payment rule"): the summary keeps to the material, the rest comes apart.
 */
const asksMore =
  /\b(?:also|and|then|plus)\s+(?:pl(?:ease|s|z)\s+)?(?:suggest|draft|write|propose|come up with|recommend|give me)\b/u;
/** Minutes asked for ("turn my notes into proper minutes for the residents association"). */
const asksForMinutes = (lower: string) =>
  /\b(?:into|as) (?:proper |formal |neat |some )?minutes\b|\b(?:write|draft|type|do|make|need) (?:up )?(?:the |proper |formal |some )?minutes\b/u.test(
    lower,
  );

const asksWhatToWatch =
  // "what does it mean for me if I want to leave early… im in Edinburgh if that changes anything".
  /\b(?:what does (?:it|this|that) mean for (?:me|us)|if you were me|what (?:would you|you'?d) (?:do|vote|choose|pick)|if (?:that|it) changes anything|does (?:that|it) change anything|watch out|look out|red flags?|catch(?:es)?|anything (?:i|we) should (?:know|worry|be (?:careful|aware))|should i (?:sign|worry|be worried|be concerned)|is (?:this|it) (?:fair|normal|standard|a good deal)|does (?:this|it|that) (?:even |actually )?(?:affect|apply to|concern) (?:me|us)|what do (?:i|we) (?:actually |even )?(?:have|need) to do)\b/u;

/**
 * The member asks for the actions alone, not a summary with them ("turn these minutes into a
 * short list of action points with who's responsible"): a list in the record's order, not a
 * summary led by its most important point.
 */
/**
 * Comments from many people counted by theme ("the main complaints from our comment box into
 * categories with how many mentioned each", "group the survey answers"): a tally, not a meeting's record.
 */
const talliesComments = (lower: string) =>
  /\b(?:complaints|comments|feedback|responses|survey|suggestions|replies|answers)\b/u.test(lower) &&
  /\b(?:categor\w*|themes?|group(?:ed|ing)? (?:them|these|the|into|by)|how many|count(?:ed|ing)?|tally|most common)\b/u.test(
    lower,
  );

export const listsActionsOnly = (lower: string) =>
  /\b(?:action points|action items|actions|to-do list|next steps)\b/u.test(lower) &&
  /\b(?:turn|make|give|pull|extract|get|list|want|need)\b/u.test(lower) &&
  !/\b(?:summar\w*|overview|recap|key points|main points|gist|tl;?dr)\b/u.test(lower);

/** What an expert insists on for work on a text the member has: rewrites, summaries and translations. */
export const reworkingProfiles: Record<"rewrite" | "summary" | "translation", KindProfile> = {
  rewrite: {
    role: "a careful editor",
    essentials: [
      {
        text: "Keep my meaning, facts and voice; change only what the request asks for.",
        // "fix ONLY grammar and spelling, do not change my voice or make it sound smarter": a tone
        // named only to refuse it.
        only: (signals) => signals.tones.length === 0 || signals.keepsVoice,
        unless: [...RETARGET, ...FRESH_REWRITE],
      },
      {
        // A new tone changes the voice, and a formal letter may need the sign-off it lacked.
        text: "Keep my meaning and facts; change the tone as asked, and only what that needs.",
        only: (signals) => signals.tones.length > 0 && !signals.keepsVoice,
        unless: [...RETARGET, ...FRESH_REWRITE, ...FOUND_IN_SEARCH],
      },
      // "sounds nicer and gets found more in search": the words buyers type are part of the ask.
      {
        text: "Work in the words people search for (what it is, its material, size, style and uses) naturally, in the title and the first sentence, with no keyword stuffing and no claim my text does not make; suggest tags where the site has them.",
        when: FOUND_IN_SEARCH,
      },
      // "my hinge bio is so boring": written afresh from the member's details, not polished.
      {
        text: "Write it afresh rather than polish it: keep my facts and build it from the specific details I give, not from stock phrases.",
        when: FRESH_REWRITE,
        unless: RETARGET,
      },
      // "less generic", "moving from retail to HR": the text is aimed anew, not only retoned.
      {
        text: "Keep every fact I give and aim the text at the goal I name; where a specific detail from me would make it stronger, mark it as a [placeholder] instead of inventing it.",
        when: RETARGET,
      },
      {
        text: "Return the full revised text first, then a short list of the changes that matter.",
        unless: POINTS_OUT,
        only: (signals) => !signals.asksForVersions,
      },
      {
        text: "Give each version I ask for complete and ready to use, each clearly different, with a few words on how it differs.",
        unless: POINTS_OUT,
        only: (signals) => signals.asksForVersions,
      },
      {
        // "tell me what's wrong and give me 2 ways to start it, don't rewrite the whole thing".
        text: "Do not rewrite the whole text: say what is wrong, where and why, and write only the parts I ask for.",
        when: POINTS_OUT,
      },
      {
        text: "Do not add claims, details or sign-offs beyond the original and what I tell you in my request.",
        only: (signals) => signals.tones.length === 0 || signals.keepsVoice,
        unless: [...RETARGET, ...FRESH_REWRITE, ...LENGTHENS],
      },
      // "it's way too short… can you make it about 4 mins": more words, which need more to say.
      {
        text: "Lengthen it to the size I ask for in my voice, keeping the facts I have not asked you to drop; where it needs a detail only I know, write a [placeholder] rather than invent one.",
        when: LENGTHENS,
      },
      {
        text: "Do not add claims or details beyond the original and what I tell you in my request.",
        only: (signals) => signals.tones.length > 0 && !signals.keepsVoice,
        // "Show, don't tell" and "too generic" ask for concrete detail; search asks for its words.
        unless: [...RETARGET, ...NEEDS_DETAIL, ...FOUND_IN_SEARCH],
      },
    ],
    questions: ["material", "tone"],
  },
  summary: {
    role: "an analyst who writes faithful, useful summaries",
    essentials: [
      {
        text: "Lead with the single most important point, then the rest in order of importance, not in order of appearance.",
        ordersAnswer: true,
        only: (signals) =>
          !listsActionsOnly(signals.lower) &&
          !saidAloud(signals) &&
          !asksForMinutes(signals.lower) &&
          !talliesComments(signals.lower),
      },
      {
        text: "Group the comments into themes, count how many raise each (a comment counts under every theme it raises), most raised first, with one typical comment quoted for each.",
        ordersAnswer: true,
        only: (signals) => signals.hasMaterial && talliesComments(signals.lower),
      },
      // "turn my notes into proper minutes": the meeting's record, item by item in its own order.
      {
        text: "Lay it out as minutes: date, who was present and apologies, then each item in the order discussed with what was decided, and the actions with their owners at the end.",
        only: (signals) => asksForMinutes(signals.lower) && !listsActionsOnly(signals.lower),
      },
      {
        text: "Write it to be said aloud: short sentences in the order the listeners will need them, with what they must do and any safety point said plainly, and names, times and numbers exactly as written.",
        only: saidAloud,
      },
      {
        text: "List each action on its own line with its owner and deadline exactly as written, in the order they come; mark any with no owner or date rather than inventing one.",
        only: (signals) => listsActionsOnly(signals.lower),
      },
      {
        text: "Keep every decision, number, date, name and owner exactly as written; separate decisions and action items from discussion.",
        only: (signals) =>
          signals.hasMaterial && !summarisesDocument(signals) && !saidAloud(signals) && !talliesComments(signals.lower),
        lengthens: true,
      },
      // A contract, a letter or an article has no decisions or owners to separate, as notes of a meeting do.
      {
        text: "Keep every number, date, name and condition exactly as written.",
        only: (signals) => signals.hasMaterial && summarisesDocument(signals),
        lengthens: true,
      },
      // "2-3 sentences for the team Slack": a short summary chooses; it cannot keep everything.
      {
        text: "Choose only what the reader must know to fit the length I give, with numbers, dates and names exactly as written.",
        only: (signals) => signals.hasMaterial && signals.wantsBrief && !asksMore.test(signals.lower),
      },
      {
        text: "Add nothing that is not in the material, and say so if something important is unclear in it.",
        only: (signals) =>
          signals.hasMaterial &&
          !asksWhatToWatch.test(signals.lower) &&
          !cannotFollow.test(signals.lower) &&
          !asksMore.test(signals.lower),
      },
      // "…format it as proper minutes, and also suggest wording for a new rule": the extra is mine to ask.
      {
        text: "Keep the summary to what the material says, and give what else I ask for after it, apart.",
        only: (signals) => signals.hasMaterial && asksMore.test(signals.lower) && !asksWhatToWatch.test(signals.lower),
      },
      // "a summary of the vet's notes, i dont understand them": the terms explained, no facts added.
      {
        text: "Explain every term and abbreviation in plain words as you go, and add no fact the material does not give.",
        only: (signals) => signals.hasMaterial && cannotFollow.test(signals.lower),
      },
      // "…and tell me if there's anything I should watch out for": a judgement on it, kept apart from the summary.
      {
        text: "Keep the summary to what the material says, then give your judgement of it apart, marked as yours.",
        only: (signals) => signals.hasMaterial && asksWhatToWatch.test(signals.lower),
      },
      {
        text: "Stick to what is well established, and say where sources or experts disagree.",
        only: (signals) => !signals.hasMaterial,
        lengthens: true,
      },
    ],
    questions: ["material"],
  },
  translation: {
    role: "a professional translator",
    essentials: [
      {
        text: "Translate the meaning and register, not word by word: idioms become the natural equivalent in the target language.",
        only: (signals) => !inPlainWords.test(signals.lower),
      },
      // "into simple english for my mum… she is panicking": what it means, in words she reads at once.
      {
        text: "Give the meaning in short, plain sentences a worried reader takes in at once, keeping every name, number, date and deadline.",
        only: (signals) => inPlainWords.test(signals.lower),
      },
      {
        text: "Keep names, numbers, dates, formatting and line breaks as in the original.",
        only: (signals) => !inPlainWords.test(signals.lower) && !addsToEachItem.test(signals.lower),
      },
      {
        text: "Keep numbers, prices and dates as in the original, and put what I ask to add under each item it is for.",
        only: (signals) => !inPlainWords.test(signals.lower) && addsToEachItem.test(signals.lower),
      },
      {
        text: "Use the regional variant I name, and note any phrase that has no direct equivalent.",
        only: (signals) => signals.namesRegionalVariant,
      },
      {
        text: "Choose the formal or familiar form of address that suits the person it is for, say which you chose, and note any phrase that has no direct equivalent.",
        // English has one "you": nothing to choose.
        only: (signals) => !signals.namesRegionalVariant && !intoEnglish(signals),
        unless: FORMS_OF_ADDRESS,
      },
      {
        text: "Note any phrase that has no direct English equivalent, and what it means.",
        // "into english… dont make it too formal": a register, and English has no form of address to keep.
        only: (signals) => !signals.namesRegionalVariant && intoEnglish(signals),
      },
      {
        text: "Keep the form of address I chose all the way through, and note any phrase that has no direct equivalent.",
        only: (signals) => !signals.namesRegionalVariant && !intoEnglish(signals),
        when: FORMS_OF_ADDRESS,
      },
    ],
    questions: ["material", "target-language"],
  },
};
