import { containsPhrase } from "../../text/contains-phrase.ts";
import type { RequestSignals } from "../signals.ts";

/** The member asks for a plan of the piece, not the piece ("give me a structure, don't write it"). */
export const PLAN_ONLY = ["plan", "outline", "structure", "don't write", "dont write", "do not write"];
/** A rewrite that aims the text somewhere new, not only in a new tone ("less generic", "for HR roles"). */
export const RETARGET = [
  ...["less generic", "more specific", "stand out", "tailor", "tailored", "tailor it", "moving into", "moving from"],
  ...["move into", "move from", "transition into", "pivot into", "pivot to", "break into"],
  ...["switching to", "switching into", "career change", "changing careers", "aimed at", "target", "targeted"],
];

/** The text is to be found by search as well as read ("gets found more in search", "better SEO"). */
export const FOUND_IN_SEARCH = [
  ...["found in search", "found more", "show up in search", "shows up in search", "search results", "seo"],
  ...["searchable", "discoverable", "keywords", "search terms", "ranks higher", "rank higher"],
];

/** The member finds the text lifeless ("my bio is so boring"): it wants writing afresh, not polishing. */
export const FRESH_REWRITE = [
  ...["boring", "bland", "dull", "lifeless", "too generic", "so generic", "so plain", "too plain"],
  ...["sounds like everyone", "like everyone else's", "like a robot", "robotic", "sounds like ai", "so stiff"],
];

/** A post about the member's own family or life, not a business's: no call to action. */
export const PERSONAL_NEWS = [
  ...["granddaughter", "grandson", "grandkids", "grandchildren", "my daughter", "my son", "my kids", "my wife"],
  ...["my husband", "my mum", "my mom", "my dad", "my baby", "our baby", "my partner", "anniversary", "passed away"],
  ...["rest in peace", "first day of school", "starting school", "graduated", "my dog", "my cat"],
  ...["our son", "our daughter", "our kids", "our children", "adoption", "adopted", "engaged", "got married"],
  ...["we're expecting", "we are expecting", "pregnant", "our new baby", "our wedding"],
];

/**
 * The member turns away the feed's tricks ("dont make it sound like a TED talk", "no humblebrag"): no
 * hook built for the 'see more' cut and no call to respond. "Not cringe" sets a tone, not this.
 */
export const NO_ENGAGEMENT_BAIT = [
  ...["ted talk", "engagement bait", "humblebrag", "humble brag", "broetry"],
  ...["thought leader", "thought leadership", "linkedin lunatic", "linkedin-y", "linkedin speak", "guru"],
];

/** A letter that vouches for someone: first-hand facts for a reader who decides, with nothing asked of them. */
export const TESTIMONY = [
  ...["letter of support", "letter supporting", "support letter", "supporting letter", "character reference"],
  ...["character letter", "reference letter", "letter of reference", "recommendation letter", "affidavit"],
  ...["letter of recommendation", "vouch", "vouching", "testimonial", "attest", "sworn statement"],
  ...["invitation letter", "letter of invitation", "a reference for", "reference for our", "reference for my"],
];

/** A formal representation to an authority: it states every ground, however long that takes. */
export const FORMAL_REPRESENTATION = [
  ...["objection", "object to", "objecting to", "appeal", "appealing", "grievance", "formal complaint"],
  ...["planning application", "representation to", "submission to", "tribunal", "ombudsman"],
  ...["formal challenge", "challenge the", "penalty charge notice", "pcn", "dispute the"],
  ...["claim to", "claim for", "compensation claim", "insurance claim", "claim against"],
];

/** The start of a story asked for alone: it must not close. */
export const STORY_OPENING = [
  ...["opening", "beginning", "first chapter", "first line", "first lines", "intro", "start", "prologue"],
  "continue",
];

/**
 * A story told to send a child to sleep, or one the member wants to end quietly: no twist, no
 * surprise, no ending that lands with a bang.
 */
export const QUIET_ENDING = [
  ...["bedtime", "lullaby", "sleepy", "fall asleep", "to sleep", "wind down", "soothing", "no twist"],
  ...["not a twist", "without a twist", "quiet ending", "ending should be quiet", "ending quiet", "gentle ending"],
  // "ending should be ambiguous, no ghost twist thats too obvious": left open, no surprise sprung.
  ...["ambiguous", "open ending", "open-ended", "unresolved", "leave it open", "twist thats too obvious"],
];

/**
 * A story told to settle a worried reader ("for my anxious 6 year old", "gentle and
 * reassuring"): it eases the worry and springs nothing on them.
 */
export const TO_REASSURE = [
  ...["reassure", "reassuring", "reassurance", "comforting", "calm", "calming", "gentle", "soothe"],
  // The reader's worry, not a character's ("a thriller about a nervous accountant").
  ...["my anxious", "my nervous", "my worried", "gets anxious", "gets nervous", "gets worried", "gets scared"],
  ...["anxious about", "nervous about", "worried about", "worries about", "scared about", "scared of starting"],
];

/** The member asks for everything the reader needs, however long that takes. */
export const EVERYTHING_NEEDED = [
  ...["include everything", "everything they need", "everything they'd need", "everything they would need"],
  ...["all the details", "all the relevant details", "every detail", "all the information", "in full"],
  // "want to explain it properly so people don't just turn up angry": the reasons take their room.
  ...["explain it properly", "explain properly", "properly explain", "explain it fully", "explain the reasons"],
];

/**
 * A letter to an organisation ("to Stockport Council", "to my bank", "to the insurer"), which files
 * it under a reference and its enclosures; a letter to a person ("my landlord Chief Adebayo") is
 * laid out as a letter without them.
 */
export const toOrganisation =
  /\b(?:council|bank|building society|insurer|insurance|company|firm|department|hmrc|irs|dvla|ombudsman|tribunal|court|university|college|hospital|nhs|agency|authority|ltd|limited|inc|plc|provider|letting agents?|estate agents?|management|association|embassy|consulate|high commission|housing|utility|airline|ministry|registry|hoa|body corporate|strata|board|office|service|services|corporation|trust|bureau|commission|regulator)\b/u;

/** People a member knows rather than organisations. */
const knownPeople =
  "neighbou?rs?|friends?|pen ?pal|mum|mom|mother|dad|father|parents?|grand(?:ma|pa|mother|father|parents?|son|daughter|kids?)|nan|nana|gran|granny|grandad|son|daughter|kids?|children|wife|husband|partner|boyfriend|girlfriend|sister|brother|siblings?|cousin|aunt|auntie|uncle|niece|nephew|teacher|coach|ex|future self|younger self|baby";

/** The letter is addressed to someone the member knows ("to my niece", "for the family next door"). */
const toKnownPerson = new RegExp(
  `\\b(?:to|for) (?:my|our|his|her|their|the|a) (?:\\w+ )?(?:${knownPeople})\\b|\\bnext door\\b`,
  "u",
);

/** A letter to a group the member serves or belongs to ("a letter to parents about the campout"): a circular. */
const toGroup =
  /\b(?:to|for) (?:the |our |all |my )?(?:\w+ )?(?:parents|families|residents|members|neighbou?rs|congregation|parishioners|team|staff|employees|volunteers|players|students|guests|customers|clients|tenants|everyone|community|club|troop|class|holders|households|owners|subscribers|shareholders|leaseholders|patients|pupils|gardeners|drivers)\b/u;

/** A letter to many readers ("to parents of Grade 6 pupils", "for all residents"): no one recipient's address heads it. */
export const isGroupLetter = (signals: RequestSignals) => toGroup.test(signals.lower);

/**
 * A circular whose readers each have something to do ("to all parents about the trip", "to members
 * about the AGM"); a team at work ("to the accounts team", "to my team lead") is one reader.
 */
export const isCircular = (signals: RequestSignals) =>
  /\b(?:to|for) (?:the |our |all |all the |my )?(?:\w+ )?(?:parents|families|residents|members|neighbou?rs|congregation|parishioners|volunteers|players|tenants|everyone|staff|employees|holders|households|owners|subscribers|shareholders|leaseholders|gardeners)\b(?! (?:member|lead|leader|manager|rep))/u.test(
    signals.lower,
  ) &&
  // "a parent emailed me this and i need to reply… the test was harder for everyone": a reply goes
  // back to the one who wrote.
  !/\b(?:reply|respond|write back)\b/u.test(signals.lower);

/** "My three children are grown up… I want to write them a letter": the family named, then "them". */
const toFamilyNamedBefore = (lower: string) =>
  /\bwrite (?:them|him|her) a (?:\w+ )?letter\b/u.test(lower) &&
  /\b(?:children|kids|sons?|daughters?|mum|mom|mother|dad|father|parents|family|grandchildren|grandkids|sister|brother|wife|husband|friends?)\b/u.test(
    lower,
  );

/**
 * A letter on paper to the member's own family or friends ("write them a letter" after naming the
 * children, "a letter to my sister"): news told in its own way, not a request to act on by a date.
 */
export const isFamilyLetter = (signals: RequestSignals) =>
  signals.isPostalLetter &&
  (toFamilyNamedBefore(signals.lower) ||
    /\b(?:to|for) (?:my|our) (?:\w+ )?(?:children|kids|sons?|daughters?|family|grandchildren|grandkids|parents|mum|mom|dad|sister|brother|friends?)\b(?!'s|’s)/u.test(
      signals.lower,
    ));

/**
 * A letter to a person the member knows, not to an organisation ("a letter to my neighbour in 5B",
 * "a friendly letter"), a circular to a group, or a note: no address blocks, reference line or
 * enclosures. Who is only mentioned ("my daughter has asthma", in a letter to the landlord) is not
 * who it is to, and "formal" settles it.
 */
export const isPersonalLetter = (signals: RequestSignals) =>
  !/\bformal\b/u.test(signals.lower) &&
  (toKnownPerson.test(signals.lower) ||
    toFamilyNamedBefore(signals.lower) ||
    toGroup.test(signals.lower) ||
    /\b(?:friendly|informal|casual|warm|heartfelt|personal|love letter)\b/u.test(signals.lower) ||
    // "an apology note to leave in my neighbor's mailbox": a note is never a formal letter.
    (/\b(?:note|card)\b/u.test(signals.lower) && !/\bletter\b/u.test(signals.lower)));

/** A form of address the member chooses for a translation ("use Sie not du", "formal"). */
export const FORMS_OF_ADDRESS = [
  ...["sie", "du", "vous", "tu", "usted", "ustedes", "vosotros", "lei", "formal", "informal", "familiar"],
  ...["polite form", "keigo", "u form", "jij"],
];

/** The parts of an essay a member may ask for alone, each by the names it goes by. */
const ESSAY_PARTS = [
  ["intro", "introduction", "opening paragraph", "first paragraph"],
  ["conclusion", "concluding paragraph"],
  ["body paragraph", "body paragraphs"],
  ["thesis statement"],
  ["abstract"],
];
/**
 * The member asks for one part of the piece ("an intro paragraph for my essay", "just the
 * conclusion"); naming two ("with an introduction and a conclusion") describes the whole.
 */
export const asksForOnePart = (signals: RequestSignals) =>
  ESSAY_PARTS.filter((names) => names.some((name) => containsPhrase(signals.lower, name))).length === 1;
export const isWholeEssay = (signals: RequestSignals) => !asksForOnePart(signals);
/** A poem, a song or the words for a card, and not also a story, script or scene: no cast, no dialogue. */
export const isVerseOnly = (signals: RequestSignals) =>
  (signals.isVerse || /\bcards?\b/u.test(signals.lower)) &&
  !/\b(?:story|stories|tale|script|scene|dialogue|characters?|play)\b/u.test(signals.lower);
export const isStory = (signals: RequestSignals) => !isVerseOnly(signals);
/** A story told to settle a worried reader: a gentle poem is no such story. */
export const toReassure = (signals: RequestSignals) =>
  isStory(signals) && TO_REASSURE.some((phrase) => containsPhrase(signals.lower, phrase));
/** The whole essay, or its introduction alone: where the thesis goes. */
export const hasIntroduction = (signals: RequestSignals) =>
  isWholeEssay(signals) || ESSAY_PARTS[0]!.some((name) => containsPhrase(signals.lower, name));

/**
 * A milestone the member shares and thanks people for ("finishing my roofing apprenticeship… want to
 * thank my boss"): it asks nothing of its readers, unless it seeks work, customers or replies.
 */
export const marksMilestone = (lower: string) =>
  /\b(?:apprenticeship|graduat\w*|qualified|certificate|certified|retir\w*|promoted|promotion|(?:cleared|passed) (?:my|the|all|both) (?:\w+ ){0,3}?(?:exams?|finals?|boards?|bar|papers?|groups?|levels?|test)|\d+(?:th|st|nd|rd) (?:transaction|sale|client)|years (?:at|with|as)|last day)\b/u.test(
    lower,
  ) &&
  !/\b(?:open to work|looking for|hiring|for sale|selling|order|book now|sign up|rsvp|dm me|get in touch|roles? in|book\w*|special|discount|\d+% off)\b|[$€£]\s?\d/u.test(
    lower,
  );

/**
 * A post about the member's own experience ("how i started crocheting during chemo", "my journey
 * to…"): a story to tell, not an article that promises the reader something under subheadings.
 */
export const PERSONAL_STORY = [
  ...["how i started", "how i got into", "how i learned", "how i learnt", "how i became", "how i survived"],
  ...["how i coped", "how i got through", "how i found", "my journey", "my experience", "my story"],
  ...["what i learned", "what i learnt", "what i've learned", "why i quit", "why i left", "why i started"],
];

/** The member sets how the piece ends ("end with 3 tips", "finish on a question"). */
export const SETS_ENDING = [
  "end with",
  "ending with",
  "end on",
  "finish with",
  "finish on",
  "close with",
  "wrap up with",
];

/** Notice of leaving a job ("two weeks notice letter", "I'm resigning"). */
export const RESIGNATION = [
  ...["resign", "resigning", "resignation", "two weeks notice", "two weeks' notice", "2 weeks notice"],
  ...["notice letter", "letter of notice", "handing in my notice", "hand in my notice"],
];

/** A thank-you to write ("a thank you letter to the nurses"). */
export const THANKS = [
  ...["thank you letter", "thank-you letter", "thank you note", "thank-you note", "thank you email", "thank-you email"],
  ...["letter to thank", "note to thank", "email to thank", "to say thank you", "to thank", "gratitude"],
];

/** A letter of feeling ("a short farewell letter from us to her future handler"): its warmth is the point. */
export const SENTIMENT = [
  ...["farewell", "goodbye", "good bye", "saying goodbye", "congratulate", "congratulations", "congrats"],
  ...["condolences", "sympathy", "love letter", "letter to my future", "to her future", "to his future"],
];

/** An apology, a thanks, a farewell or a resignation: the letter asks nothing of its reader. */
/** A first e-mail to someone who does not know the member: its ask is small and has no deadline. */
export const COLD_OUTREACH = [
  ...["cold email", "cold e-mail", "cold outreach", "outreach email", "reach out to", "reaching out to"],
  // "writing to a parish asking if they have baptism records… offer a donation for their time": a
  // favour asked of someone who owes the member nothing.
  ...["asking if they have", "ask if they have", "asking if they could", "ask if they could"],
  ...["asking whether they have", "offer a donation", "for their time"],
];

/** An automatic reply: it answers whatever came in, under that subject, and asks nothing. */
export const AUTO_REPLY = [
  "out of office",
  "out-of-office",
  "ooo",
  "auto reply",
  "auto-reply",
  "autoreply",
  "automatic reply",
  "away message",
];

/** A newsletter or roundup: many items for many readers, none of them one request. */
export const NEWSLETTER = ["newsletter", "news letter", "bulletin", "roundup", "round-up", "digest", "monthly update"];

export const NOTHING_ASKED = [
  ...["apologize", "apologise", "apologizing", "apologising", "apology", "thank you", "thank-you", "thanks"],
  ...["congratulate", "congratulations", "congrats", "condolences", "farewell", "goodbye", "saying goodbye"],
  ...["saying sorry", "say sorry", "sorry for", "sorry about"],
  ...RESIGNATION,
  // "a short explanatory letter to go with the application": it accounts for something, asks nothing.
  ...["explanatory", "letter of explanation", "explanation letter", "explaining the gap", "explain the gap"],
  // "reply and point that out without throwing it back in her face": it sets a record straight, asks nothing.
  ...["point that out", "point it out", "point out that", "set the record straight", "clarify that"],
  // An out-of-office reply tells, and goes out under the subject it answers.
  ...AUTO_REPLY,
];
