import { contentLemmas } from "../text/content-lemmas.ts";
import { readTerms, type Term } from "../text/nlp.ts";
import { readsAsDocument } from "../text/reads-as-document.ts";
import { PASTED_TEXT_OWN_WORDS_SHARE, requestLanguage } from "../text/request-language.ts";
import { asksForPromptBesideTask, asksForTextPrompt } from "../text/without-meta-ask.ts";
import {
  asksForYesNo,
  bluntPattern,
  handOutPattern,
  howPattern,
  howToSayPattern,
  onlyTheThingPattern,
  patternPattern,
  programPattern,
  quizMePattern,
  refusesYesNo,
  rolePlayPattern,
  textReference,
  wordsPattern,
} from "./ask-patterns.ts";
import { buildsSkill, experiencePattern, involvesConversation, jobPattern } from "./member-patterns.ts";
import { readsAsTrip } from "./reads-as-trip.ts";
import {
  BARE_REQUEST_WORDS,
  diets,
  digitalPattern,
  forms,
  forOwner,
  layoutPattern,
  levelPattern,
  limits,
  pastedTextPattern,
  recipientNouns,
  regionalVariantPattern,
  rolePattern,
  startingPoints,
  statesShortLength,
  timeframePattern,
  toneComparers,
} from "./signal-patterns.ts";
import {
  aspectWords,
  audienceNouns,
  durationUnits,
  languages,
  lengthUnits,
  lengthWords,
  levelWords,
  platforms,
  technologies,
  toneWords,
  visualStylePattern,
  visualStyles,
} from "./signal-words.ts";

/** What a request already says, so the prompt neither asks it again nor contradicts it. */
export type RequestSignals = {
  /**
   * The request gives little beyond the deliverable ("write a poem for my gran"): it may be asked its
   * preferences, and the assistant told to ask before guessing.
   */
  isBare: boolean;
  /** Dictionary forms of the request's words, lower-cased. */
  lemmas: Set<string>;
  /** The request lower-cased, with straight apostrophes, for phrases ("one-liner", "don't write it"). */
  lower: string;
  /** Tone words as written ("polite", "firm"). */
  tones: string[];
  hasLength: boolean;
  hasAudience: boolean;
  hasRecipient: boolean;
  hasMaterial: boolean;
  hasCode: boolean;
  hasTechnology: boolean;
  hasLevel: boolean;
  hasNumber: boolean;
  hasDuration: boolean;
  hasPlatform: boolean;
  hasLanguage: boolean;
  /**
   * The text to translate is in another language than the member's English request, which names
   * no language: it is translated into English ("got this letter from the Finanzamt, can you
   * translate it").
   */
  intoOwnEnglish: boolean;
  hasVisualStyle: boolean;
  hasAspect: boolean;
  /** A named form ("rhyming", "haiku", "limerick", "free verse"). */
  hasForm: boolean;
  /** Limits to respect: a budget, equipment, "no …", "without …", "only …", "under …". */
  hasLimits: boolean;
  /** A dietary need ("vegetarian", "gluten-free"). */
  hasDiet: boolean;
  /** Where the member starts from ("I can run 5k", "I've never", "I already"). */
  hasStartingPoint: boolean;
  /** The member gives the assistant a role ("act as", "pretend to be", "you are"). */
  hasRole: boolean;
  /** Where the data sits is said: columns, cells or tables ("column B", "A2:A50", `sales(id, …)`). */
  hasLayout: boolean;
  /** The plan builds a skill, fitness or a result over time (not a trip, a move or an event). */
  buildsSkill: boolean;
  /** The job applied for is named ("applying for an office administrator job"). */
  namesJob: boolean;
  /** The member's own experience is given ("I've been a barista for 6 years"). */
  givesExperience: boolean;
  /** A poem or song, whose form is worth asking about. */
  isVerse: boolean;
  /** Only correctness is asked for ("proofread", "fix the grammar", "keep my voice"): no tone to choose. */
  keepsVoice: boolean;
  /** A letter or note on paper, not an e-mail ("dispute letter to the credit bureau", "a note for the neighbours' mailboxes"). */
  isPostalLetter: boolean;
  /** The member's health is the matter (symptoms, results, a diagnosis). */
  isHealthMatter: boolean;
  /** The member asks for brevity ("short", "one sentence", "in 2-3 sentences", "200 words", "1 page max"). */
  wantsBrief: boolean;
  /** The request points at a text of the member's to work on ("this", "the following", "my cover letter"). */
  refersToText: boolean;
  /** The member asks for the words to send, in a medium ("short text pls", "what do I text her"). */
  asksForTheWords: boolean;
  /** The member asks for several versions to choose from ("give me 3 options, different vibes"). */
  asksForVersions: boolean;
  /** The member asks how to put something to someone ("how do I say this without her thinking I don't care?"). */
  asksHowToSay: boolean;
  /** The member wants the thing alone ("just the command", "only the formula", "no explanation"). */
  wantsOnlyTheThing: boolean;
  /** The member sets the answer's order ("short answer then a table", "start with…", "step by step, don't just give the answer"). */
  setsOrder: boolean;
  /** A spreadsheet error is shown ("#N/A", "#VALUE!"). */
  hasErrorCode: boolean;
  /** The member pasted a spreadsheet formula ("=VLOOKUP(A2,Inventory!A:D,4,FALSE)"). */
  pastesFormula: boolean;
  /** Another person to talk to is part of the situation ("my boss", "tell my partner"). */
  involvesConversation: boolean;
  /** A trip: travel words, or days in a named city or country ("5 days in Lisbon"). */
  isTrip: boolean;
  /** The member asks for a yes or a no ("yes or no and why"). */
  asksYesNo: boolean;
  /** A quiz or test to hand to others (a class, an answer key), not one to take now with the assistant. */
  isQuizToHandOut: boolean;
  /** The member asks for blunt criticism ("be blunt", "don't sugarcoat it", "no praise"). */
  wantsBluntness: boolean;
  /** The member asks for a prompt for a text assistant ("write a prompt that makes Claude…"), not for the answer. */
  asksForPrompt: boolean;
  /** The member asks for the task done and a prompt for next time beside it ("fix it and write a prompt so I can…"). */
  asksForPromptToo: boolean;
  /** The assistant is to play a part in a conversation with the member ("you be my manager", "act as an examiner"). */
  involvesRolePlay: boolean;
  /** A pattern is the whole deliverable ("regex to match UK postcodes"), not a program that uses one. */
  asksForPatternOnly: boolean;
  /** How to do one thing in code is asked ("how do I pivot this in pandas"), not a program to write. */
  asksHowInCode: boolean;
  /** A task on a phone, computer, app or account: no tools to gather, no professional to call. */
  isDigitalTask: boolean;
  /** The member names the regional variant of the language ("Brazilian Portuguese", "Mexican Spanish"). */
  namesRegionalVariant: boolean;
  /** What the member pastes reads as a contract, terms or a policy. */
  pastesDocument: boolean;
};

const hasTag = (term: Term, tag: string) => term.tags.has(tag);

/** Reads the request's signals with compromise's tags and a few small word lists. */
export const readSignals = (request: string, material: string, read?: Term[]): RequestSignals => {
  const terms = read ?? readTerms(request.slice(0, 1200));
  const lemmas = new Set(terms.flatMap((term) => [term.lemma, term.normal]));
  const intoOwnEnglish =
    material.trim() !== "" &&
    ![...lemmas].some((lemma) => languages.has(lemma)) &&
    requestLanguage(request) === undefined &&
    requestLanguage(material.slice(0, 2000), PASTED_TEXT_OWN_WORDS_SHARE) !== undefined;
  // Phrases are written with a straight apostrophe; phones and word processors type a curly one.
  const lower = request.toLowerCase().replace(/[‘’]/gu, "'");
  const asksYesNo = asksForYesNo(lower);
  const has = (list: Set<string>) => [...lemmas].some((lemma) => list.has(lemma));
  const followedBy = (index: number, test: (term: Term) => boolean, within = 3) =>
    terms.slice(index + 1, index + 1 + within).some(test);
  const isValue = (term: Term) => hasTag(term, "Value") || /^\d/u.test(term.text);
  const tones = terms
    .filter(
      (term, index) =>
        toneWords.has(term.normal) ||
        (hasTag(term, "Adjective") &&
          !lengthWords.has(term.normal) &&
          index > 0 &&
          toneComparers.has(terms[index - 1]!.normal)),
    )
    .map((term) => term.text);
  return {
    isBare: contentLemmas(request, terms).size <= BARE_REQUEST_WORDS,
    lemmas,
    lower,
    tones,
    hasLength:
      has(lengthWords) ||
      terms.some((term, index) => isValue(term) && followedBy(index, (next) => lengthUnits.has(next.lemma), 2)),
    hasAudience:
      has(audienceNouns) ||
      has(platforms) ||
      forOwner.test(lower) ||
      /\b\d+[- ]year[- ]olds?\b/u.test(lower) ||
      terms.some(
        (term, index) =>
          (term.normal === "for" || term.normal === "to") &&
          followedBy(index, (next) => hasTag(next, "Actor") || hasTag(next, "Person")),
      ),
    hasRecipient:
      recipientNouns.test(lower) ||
      terms.some(
        (term, index) =>
          hasTag(term, "Person") ||
          (term.normal === "to" &&
            followedBy(index, (next) => hasTag(next, "Noun") && !hasTag(next, "Pronoun") && !hasTag(next, "Verb"), 2)),
      ),
    // Text pasted after a colon or a blank line ("translate this…\n\nHi Magda, we're away…"), or quoted.
    hasMaterial: material.trim() !== "" || pastedTextPattern.test(request),
    pastesDocument: readsAsDocument(material),
    hasCode: /```|[{};]|=>|\w\([^)]*\)/u.test(`${request}\n${material}`),
    hasTechnology:
      has(technologies) ||
      /google sheets?|gsheets?|sql server|c\+\+|c#|home assistant|github actions?|docker compose/u.test(lower),
    hasLevel: has(levelWords) || levelPattern.test(lower),
    hasNumber: terms.some(isValue),
    hasDuration:
      timeframePattern.test(lower) ||
      terms.some((term, index) => isValue(term) && followedBy(index, (next) => durationUnits.has(next.lemma), 2)),
    hasPlatform: has(platforms),
    hasLanguage: has(languages) || intoOwnEnglish,
    intoOwnEnglish,
    hasVisualStyle: has(visualStyles) || visualStylePattern.test(lower),
    hasAspect: has(aspectWords) || /\b\d+:\d+\b|--ar\b/u.test(lower),
    hasRole: rolePattern.test(lower),
    hasForm: forms.test(lower),
    hasLimits: limits.test(lower),
    hasDiet: diets.test(lower),
    hasStartingPoint: startingPoints.test(lower),
    involvesConversation: involvesConversation(lower),
    isPostalLetter:
      // "email not letter" refuses the letter it names.
      (/\bletter\b/u.test(
        lower.replace(/\b(?:not|no|rather than|instead of)\s+(?:an?\s+|a\s+proper\s+)?letters?\b/gu, ""),
      ) ||
        // "a friendly note to put in my neighbors' mailboxes": a note on paper.
        (/\b(?:note|notes|flyer|card)\b/u.test(lower) &&
          /\b(?:mailbox(?:es)?|letterbox(?:es)?|doors?|noticeboard|notice board|windscreen|windshield|fridge|by hand|handwritten|hand-written|printed|print it|post-it)\b/u.test(
            lower,
          ))) &&
      // "second request was Nov 12 by email" tells what happened before; "an e-mail to" asks for one;
      // "not an email, a proper letter I'll post" refuses one; "email or letter, whichever fits" leaves it open.
      !/\be-?mail (?:to|for|or)\b|\bor (?:an? )?e-?mail\b|\b(?:an?|this|my) e-?mail\b|\b(?:as|via|by|in) an e-?mail\b|\b(?:send|write|draft|compose) (?:it |this |them )?(?:as |by |via )?(?:an )?e-?mail\b|\bcover letter\b/u.test(
        lower.replace(/\b(?:not|no|rather than|instead of)\s+(?:an?\s+)?e-?mails?\b/gu, ""),
      ),
    isHealthMatter:
      /\b(?:symptoms?|blood (?:test|pressure|sugar|work)s?|bloodwork|bloods|labs|lab (?:results?|work|tests?|values|report)|scan results?|biopsy|test results?|cholesterol|diagnos\w*|pain|doctor|gp|medication|dose|rash|fever|injur\w*|swollen|dizzy)\b/u.test(
        lower,
      ),
    wantsBrief:
      /\b(?:short|shorter|brief|briefly|concise|quick|tl;?dr|one sentence|in a sentence|one line|one-liner|few words|keep (?:it|each \w+|them) (?:short|brief)|no (?:long|essays?)|not (?:too|very|so) long)\b/u.test(
        lower,
      ) ||
      asksYesNo ||
      statesShortLength(lower),
    wantsOnlyTheThing: onlyTheThingPattern.test(lower),
    asksForTheWords: wordsPattern.test(lower),
    asksHowToSay: howToSayPattern.test(lower),
    asksForVersions:
      /\b(?:\d+|two|three|four|five|a few|a couple(?: of)?|couple|several|some) (?:different |more |other )?(?:options|versions|alternatives|variations|takes|drafts)\b/u.test(
        lower,
      ),
    refersToText: textReference.test(lower),
    setsOrder:
      /\b(?:then|first|start with|end with|followed by|after that|before that|in (?:the )?order|order of|chronolog\w*|acronym|mnemonic|step[- ]by[- ]step|walk (?:me |us )?through|(?:don'?t|do not|not) just (?:give|tell|show|get)|understand the (?:math|maths|numbers|reasoning)|show (?:me )?(?:the |your |all the )?(?:working|workings|steps|math|maths))\b/u.test(
        lower,
      ) || refusesYesNo.test(lower),
    pastesFormula: /(?:^|[\s:("'])=\s*[a-z][a-z0-9.]*\(/imu.test(`${request}\n${material}`),
    hasErrorCode: /#(?:n\/a|value!|ref!|div\/0!|name\?|num!|null!|spill!|calc!)/u.test(
      `${lower}\n${material.toLowerCase()}`,
    ),
    buildsSkill: buildsSkill(lower),
    namesJob: jobPattern.test(lower),
    givesExperience: experiencePattern.test(lower) || material.trim() !== "",
    isVerse: /\b(?:poem|poems|poetry|verse|verses|song|lyrics|rhym\w*|haiku|limerick|sonnet|rap)\b/u.test(lower),
    keepsVoice: /\b(?:proofread\w*|grammar|spelling|typos?|my voice|my words|my style)\b/u.test(lower),
    hasLayout: layoutPattern.test(lower) || /\w\([^)]*,[^)]*\)/u.test(`${request}\n${material}`),
    isTrip: readsAsTrip(lower, terms),
    asksYesNo,
    isQuizToHandOut: handOutPattern.test(lower) && !quizMePattern.test(lower),
    wantsBluntness: bluntPattern.test(lower),
    asksForPrompt: asksForTextPrompt(request),
    asksForPromptToo: asksForPromptBesideTask(request),
    involvesRolePlay: rolePlayPattern.test(lower),
    asksForPatternOnly: patternPattern.test(lower) && !programPattern.test(lower),
    asksHowInCode: howPattern.test(lower) && !programPattern.test(lower),
    isDigitalTask: digitalPattern.test(lower),
    namesRegionalVariant: regionalVariantPattern.test(lower),
  };
};
