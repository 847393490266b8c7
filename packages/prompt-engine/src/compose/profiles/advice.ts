import { asksWhatToAsk } from "../../classify/with-questions-to-ask.ts";
import type { RequestSignals } from "../signals.ts";
import {
  asksAboutRights,
  asksForCause,
  asksForTechnique,
  asksForThings,
  asksIfNormal,
  asksWhatFirst,
  KEEPS_THE_CHOICE,
  NO_OPTIONS_LIST,
  weighsChoice,
} from "./advice-phrases.ts";
import type { KindProfile } from "./kind-profile.ts";

/** Old records and what they say ("the 1911 census", "a baptism register", "her death certificate"). */
const inRecords =
  /\b(?:census(?:es)?|records?|registers?|registry|certificates?|archives?|genealog\w*|family tree|ancestr\w*|transcri\w+)\b/u;

/**
 * Results, symptoms or the member's own diagnosis to make sense of ("my ferritin is 9", "a rash
 * that spreads", "just got diagnosed with hypothyroidism"), not a health matter to handle ("dad has
 * dementia and won't stop driving").
 */
const describesResultsOrSymptoms =
  /\b(?:(?:i (?:was|got|have been|'ve been|am)|just got|just been|recently|newly) diagnos\w*|my diagnosis|results?|levels?|readings?|tests?|scans?|bloods?|symptoms?|pains?|aches?|hurts?|rash\w*|lumps?|fever|temperature|bleed\w*|dizz\w*|swollen|swelling|numb\w*|cough\w*|tired|nause\w*|headaches?|\d+(?:\.\d+)?\s*(?:mmol|mg|nmol|ug|µg|iu|%|\/))/u;

/** Health results or symptoms the member asks to have explained, not a matter to handle. */
const readsResults = (signals: RequestSignals) =>
  signals.isHealthMatter &&
  !signals.asksForTheWords &&
  !signals.asksHowToSay &&
  describesResultsOrSymptoms.test(signals.lower);

/**
 * "explain what these mean in normal words and give me questions to ask my doc": the results line
 * says what they mean and what to ask; a step for this week or what a worrying answer sounds like
 * would only feed the worry.
 */
const asksResultsExplained = (signals: RequestSignals) =>
  readsResults(signals) &&
  /\b(?:explain|what (?:do|does|did) (?:these|this|they|it|that|mine|my \w+) mean|make sense of|normal words|plain (?:english|words|language)|in (?:plain |normal |simple )?english)\b/u.test(
    signals.lower,
  );

/**
 * Terms the member is offered or bound by, asked about ("this is in the contract, is this normal
 * and would it even hold up", a lease clause, an NDA): what they mean, whether they hold, what to ask.
 */
const readsTerms = (signals: RequestSignals) =>
  /\b(?:contract|clause|agreement|lease|tenancy agreement|terms|nda|non-?compete|non-?solicit\w*|offer letter)\b/u.test(
    signals.lower,
  ) &&
  /\b(?:normal|standard|usual|typical|common|hold up|enforceable|enforce\w*|legal|mean|means|change|negotiat\w*)\b/u.test(
    signals.lower,
  );

/** What an expert insists on for advice: options only for a choice, causes, steps, rights, the words to say. */
export const adviceProfile: KindProfile = {
  role: "a thoughtful, experienced adviser",
  essentials: [
    {
      text: "Start from my situation as I describe it; ask about anything essential that is missing rather than assuming.",
      only: (signals) => signals.isBare,
    },
    // Options and a pick only for a choice: "how do I get my teen to talk" wants ways and words, not
    // a decision (reviewers of rounds 12–18 judged this template worse 12 times, better twice).
    {
      text: "Lay out my realistic options with their likely consequences, then say which you would choose and why.",
      // "what should I write in the card" asks for the words, not a choice weighed.
      only: (signals) => weighsChoice(signals) && !signals.asksForTheWords,
      unless: [...KEEPS_THE_CHOICE, ...NO_OPTIONS_LIST],
    },
    {
      text: "Lay out my realistic options with their likely consequences and the questions that would settle it for me, without choosing for me.",
      // "what should I write in the card" asks for the words, not a choice weighed.
      only: (signals) => weighsChoice(signals) && !signals.asksForTheWords,
      when: KEEPS_THE_CHOICE,
    },
    {
      text: "Give your yes or no first, then the reasons for it and what would change your answer.",
      only: (signals) => signals.asksYesNo && !signals.isHealthMatter,
    },
    // "Why have my bees suddenly become so aggressive? Could they be queenless?": causes to tell apart.
    {
      text: "Give the likely causes, most likely first, each with the sign that would tell it apart and what to check.",
      only: (signals) => asksForCause.test(signals.lower),
    },
    // "SCC rising for four weeks… what should I check first and in what order": checks, in order.
    {
      text: "Give the checks in the order to make them, the likeliest and cheapest first, each with what it would show.",
      only: (signals) => asksWhatFirst.test(signals.lower),
    },
    // "what should I actually be doing with the mainsheet when gusts come": the moves, in order.
    {
      text: "Give the few things to do, each in a line with what it fixes.",
      only: (signals) => asksForTechnique.test(signals.lower),
    },
    // "is that legal in Germany? do I get extra pay or a day off?": the rule, and what it means for me.
    {
      text: "Say what the law or the rules say for a case like mine where I am, name the rule or the body I can check with, and what I can do if they are not followed.",
      only: (signals) => asksAboutRights(signals.lower) && !signals.asksForTheWords,
    },
    // "is that normal or should I be doing something?": how common, when to act, what helps meanwhile.
    {
      text: "Say first how common it is and why, then the signs that would make it worth acting on or seeing someone sooner, and what helps in the meantime.",
      only: (signals) =>
        asksIfNormal(signals.lower) &&
        !signals.isHealthMatter &&
        !readsTerms(signals) &&
        // "a Bridget aged 8 in 1901 and 14 in 1911, is that normal": a question of records, with no sign to watch.
        !inRecords.test(signals.lower),
    },
    {
      text: "Explain the terms in plain words, say whether terms like them are usual and likely to hold up where I am, and what I could reasonably ask to change, with the words to ask for it.",
      only: readsTerms,
    },
    {
      text: "Explain what my results or symptoms usually mean in plain words, what would make them urgent, and the questions to ask my doctor.",
      // "help me text her mom without freaking her out": the text is the deliverable, and "how do I
      // bring up stopping driving?" the words for a talk about a diagnosis, not what it means.
      only: readsResults,
    },
    {
      text: "Give the first concrete step I can take this week, including words I could use if it involves a conversation.",
      // A choice to weigh ("current job vs the offer… what should I be thinking about") is not a
      // conversation to open, whoever it mentions; questions to ask have their own line.
      only: (signals) =>
        signals.involvesConversation &&
        !asksWhatToAsk.test(signals.lower) &&
        !signals.asksForTheWords &&
        !signals.asksHowToSay &&
        !weighsChoice(signals) &&
        // "what should I know about their customs?" asks for what to know, not a first step;
        // a question of rights has its own line on what to do.
        !asksForThings(signals.lower) &&
        !asksAboutRights(signals.lower) &&
        !asksResultsExplained(signals) &&
        !readsTerms(signals),
      // "what can we try tonight": the step is sooner than this week.
      unless: ["tonight", "today", "right now", "tomorrow", "tmrw", "this morning", "this evening"],
    },
    {
      text: "List the questions to ask, each with what a good answer and a worrying one sound like.",
      only: (signals) => asksWhatToAsk.test(signals.lower) && !asksResultsExplained(signals),
    },
    // "how do I tell her I can't come… short text pls": the deliverable is the text, not a plan.
    {
      text: "Write the words themselves, ready to send, in the medium and length I ask for.",
      only: (signals) => signals.asksForTheWords,
    },
    // "how do I say this without her thinking I don't care?": the words, and the answer to how they land.
    {
      text: "Give me words I could actually say, in my own voice, and how to answer the reaction I am worried about.",
      only: (signals) => signals.asksHowToSay && !signals.asksForTheWords,
    },
  ],
  questions: [],
};
