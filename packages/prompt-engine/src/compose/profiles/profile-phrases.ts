import { containsPhrase } from "../../text/contains-phrase.ts";
import type { RequestSignals } from "../signals.ts";

/** Word lists several kinds' requirements share, to tell when a line would contradict the request. */

/** A one-line deliverable: no body copy, no sections, no call to action. */
export const ONE_LINE = [
  "tagline",
  "taglines",
  "slogan",
  "slogans",
  "one-liner",
  "one liner",
  "one line",
  "one sentence",
  "headline",
  "motto",
  "catchphrase",
  "subject line",
  "subject lines",
];
/** Parts beside a headline or a tagline ("catchy headline, then bullet points"): more than a line. */
const MORE_THAN_A_LINE = [
  ...["bullet", "bullets", "bullet point", "bullet points", "body copy", "body text", "paragraph", "paragraphs"],
  ...["description", "blurb", "followed by", "subheading", "subheadings", "sub-heading", "sub-headings"],
];
/** The deliverable is a line alone (a tagline, a headline to test), not a headline atop a piece. */
export const asksForOneLineOnly = (signals: RequestSignals) =>
  ONE_LINE.some((phrase) => containsPhrase(signals.lower, phrase)) &&
  !MORE_THAN_A_LINE.some((phrase) => containsPhrase(signals.lower, phrase));

/**
 * A character others talk to, not the member ("my class of 10 yr olds are going to ask you
 * questions", "players will type to you from the room"): no practice of theirs to pause or coach.
 */
export const playedForOthers = (lower: string): boolean =>
  /\b(?:class|pupils|students|kids|children|players|visitors|guests|customers|participants|audience|teams?|attendees|learners|campers|scouts|residents|patrons|fans)\b(?:\s+[\w'-]+){0,5}?\s+(?:will|are going to|are gonna|gonna|can|could|get to|may|might)\s+(?:ask|type|talk|chat|speak|message|write|text|come)\b/u.test(
    lower,
  );

/** The member names how the role-play ends ("when I say 'done'"): their word, not ours. */
// Not "if i type": "english in brackets only if i type 'help'" sets a rule, not the scene's end.
export const OWN_STOP = [
  "when i say",
  "when i type",
  "when i write",
  "until i say",
  "until i type",
  "until i write",
  "once i say",
  "once i type",
  "unless i say",
  "unless i type",
  "unless i write",
  "till i say",
  "till i type",
  "stop word",
  "safe word",
  // "dont break character unless she types STOP": the member sets who ends it, and how.
  ...["unless she", "unless he", "unless they", "until she", "until he", "until they", "break character"],
];

export const LENGTH_WORDS = [
  "short",
  "brief",
  "long",
  "words",
  "word",
  "page",
  "pages",
  "sentence",
  "sentences",
  "paragraph",
  "one-liner",
];

/** Each kind's expertise and questions; "neutral" has none beyond the request itself. */
/** The member interviews others (hiring), not is interviewed. */
export const HIRING_SIDE = [
  "hiring",
  "to hire",
  "candidates",
  "candidate",
  "applicants",
  "to ask applicants",
  "interviewing someone",
  "interview someone",
];
/** How to scale or convert a recipe, not a new one. */
const CONVERSION = ["scale", "scaling", "convert", "conversion", "double", "halve", "cups to"];
/** Units a recipe is asked in: a conversion of one the member gives, or how a new one is measured. */
const METRIC_UNITS = ["grams", "metric"];

/**
 * The member asks to scale or convert a recipe they have ("convert this to grams", "double it for
 * 12"), not for a new one: "a chocolate cake for 12, measurements in grams" is a new recipe in grams.
 */
export const convertsRecipe = (signals: RequestSignals) =>
  CONVERSION.some((phrase) => containsPhrase(signals.lower, phrase)) ||
  (signals.hasMaterial && METRIC_UNITS.some((phrase) => containsPhrase(signals.lower, phrase)));
/** A list of things to have or do, not a schedule. */
/** A document published to draw people in: a job ad, a listing, a post on a marketplace. */
export const PUBLISHED_ADVERT = [
  ...["ad", "ads", "advert", "advertisement", "posting", "listing", "vacancy", "flyer", "poster"],
  ...["facebook", "marketplace", "craigslist", "nextdoor", "instagram", "indeed", "linkedin"],
];
export const CHECKLIST = ["checklist", "check list", "packing list", "packing", "pack", "to-do list", "todo list"];
/** The member wants the bare list: no reasons, no ranking. */
export const BARE_LIST = [
  "just the names",
  "names only",
  "only the names",
  "just names",
  "just the list",
  "list only",
  "only the list",
  "just the ideas",
  "no explanation",
  "no explanations",
  "without explanation",
  "without explanations",
  "no descriptions",
];
/** A short spoken script (a voicemail greeting, an intro, an ad read), not a speech to a room. */
export const SPOKEN_SCRIPT = [
  "voicemail",
  // The greeting a caller hears, not a greeting card.
  "voicemail greeting",
  "phone greeting",
  "greeting message",
  "intro",
  "outro",
  "ad read",
  "narration",
  "voiceover",
  "voice over",
  "voice-over",
  "announcement",
  "commercial",
  // A radio spot, not the radio in a story about someone.
  "radio ad",
  "radio spot",
  "radio script",
  "for radio",
  "podcast",
];
/**
 * A length in seconds ("a 30 sec spot", "forty-five seconds"): a short spot or a voicemail, unless an
 * occasion makes it a short speech. "sec 3" is a school year in Singapore, not a length.
 */
export const inSeconds =
  /\b(?:\d+|ten|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety)[\s-]*(?:seconds?|secs?)\b/u;
/** An occasion a speech is given at: a 90-second toast is still a toast. */
export const OCCASION_SPEECH = [
  ...["toast", "wedding", "best man", "maid of honour", "maid of honor", "bridesmaid", "eulogy", "funeral"],
  ...["retirement", "retiring", "farewell", "birthday", "anniversary", "assembly", "graduation", "leaving do"],
];
/** A short video spoken to camera: a tutorial or a tip, not a room to raise a glass nor an announcement. */
export const VIDEO_SCRIPT = [
  // "YouTube Shorts", not "he always wore shorts".
  ...["video script", "script for a video", "tiktok", "tiktoks", "reel", "reels", "youtube", "youtube shorts", "vlog"],
  ...["talk-to-camera", "talk to camera", "to camera", "voiceover", "voice over", "voice-over"],
];
/** A particular kind of teaching material, with no lesson around it. */
export const STANDALONE_MATERIAL = [
  "rubric",
  "worksheet",
  "quiz",
  "test",
  "exit ticket",
  "flashcards",
  "word problems",
];
/**
 * The member says how feedback, corrections or scores come ("save my mistakes for a list at the end",
 * "then give me a band score", "correct me as we go"): the template sets no rhythm or form of its own.
 */
export const describesFeedback = (lower: string): boolean =>
  /\b(?:feedback|correct(?:s|ed|ing|ions?)?|mistakes?|scores?|scored|scoring|band|grades?|grading|marks|rate|rating|critique|point out|as we go|what i did wrong|what i did well|(?:should|could|can|need to) improve|areas? (?:to|for) improve\w*|how i did|how i'?m doing|how i went|how did i do|what i could do better|what to improve|did well|(?:one |a )?(?:thing|things) to improve|(?:answered|said|did) (?:\w+ )?(?:badly|poorly|wrong)|what i got wrong|where i went wrong|weak (?:answers?|spots?)|after (?:each|every) (?:answer|question|reply|turn|one)|(?:it|my answer|that) was (?:weak|strong|good|bad|ok|okay|convincing)|what (?:was|were|is|'s) (?:weak|wrong|bad|good|strong|off|missing|lacking)|how (?:to|i (?:can|could)) (?:improve|do better)|what (?:i )?(?:could|should) (?:have )?(?:said|say) instead|(?:answers?|responses?|replies|ones|parts?) (?:\w+ )?(?:sounded|seemed|felt|came across(?: as)?|were|was) (?:weak|strong|good|bad|off|wrong|shaky|unconvincing|convincing)|(?:what|which) (?:[\w-]+ ){0,3}(?:i|we) (?:missed|got wrong|could have asked)|out of character|(?:at the end|afterwards|when we'?re done),? (?:tell|give|show) me|(?:end|finish) (?:it |the [\w-]+ (?:[\w-]+ )?)?(?:with|by giving|by telling) (?:a|an|your|me)\b|after (?:about |around |roughly )?\d+ (?:turns?|exchanges?|questions?|messages?|rounds?|minutes?)\b[^.?!]{0,20}\b(?:stop|ask|tell|give)\b|which (?:bits|parts|ones|words|terms) (?:were|was) (?:the )?(?:hardest|hard|easiest|difficult|trickiest|tricky)|tell me (?:honestly |straight |truthfully )?(?:if|whether) (?:you'?d|you would|i'?d|i would) (?:hire|pick|choose|buy|book|accept|sign|get)|\d+ questions?,? (?:and )?then (?:tell|give|say))\b/u.test(
    lower,
  );
/** The member wants problems pointed out, not their text rewritten ("don't rewrite it"). */
export const NO_REWRITE = [
  "don't rewrite",
  "dont rewrite",
  "do not rewrite",
  "without rewriting",
  "no rewrites",
  "not rewrite",
  "don't change",
  "do not change",
  "just point out",
  "only point out",
];

/** The member's own draft, to be smoothed and kept theirs ("help it flow without changing it too much"). */
export const LIGHT_TOUCH = [
  ...["without changing it too much", "without changing too much", "not change it too much", "sound like me"],
  ...["sounds like me", "still like me", "light touch", "light edit", "minimal changes", "keep my words"],
  ...["keep it in my words", "keep my voice", "in my own words", "just tidy", "just polish"],
];

/** Jokes, puns or riddles: each lands on its own; no story's voice, imagery or ending. */
export const JOKES = [
  "joke",
  "jokes",
  "pun",
  "puns",
  "riddle",
  "riddles",
  "knock knock",
  "pick up lines",
  "pick-up lines",
  "cracker",
  "dad jokes",
];

/** Someone's jokes told of, not asked for ("she hated my jokes", "he still tells the same dad jokes"). */
const someonesJokes =
  /\b(?:my|his|her|their|your|our|[\p{L}]+'s|tells|told|telling|cracks|cracked|cracking|made)\s+(?:(?:the|same|bad|terrible|awful|dad|corny|silly|lame|own|stupid)\s+){0,4}(?:jokes?|puns?)\b/gu;
/** Jokes, puns or riddles asked for, not someone's jokes told of in the story of the request. */
export const asksForJokes = (lower: string): boolean => {
  const asked = lower.replace(someonesJokes, " ");
  return JOKES.some((phrase) => new RegExp(`\\b${phrase}\\b`, "u").test(asked));
};

/** A reply that says no to an invitation or a request. */
export const DECLINING = [
  "decline",
  "say no",
  "can't make",
  "cannot make",
  "can't come",
  "cannot come",
  "turn down",
  "won't be able",
  "not able to",
];

/** What the member wants where a lookup finds nothing ("it should say Contractor instead of #N/A"). */
export const NAMES_FALLBACK = [
  ...["instead of #n/a", "instead of an error", "instead of the error", "if not found", "if it's not found"],
  ...["isn't found", "is not found", "isnt found", "not in the list", "if there's no match", "if no match"],
  // "I want those to just show blank, not #N/A": what to show, not a wrong result.
  ...["not #n/a", "show blank", "show a blank", "show as blank", "stay blank", "be blank", "blank instead"],
];

/** A review to write: "help me write a Google review for…", "5 star review for my dentist". */
const reviewToWrite =
  /\b(?:write|draft|leave|post|do|give|compose|put together|need|want|help me (?:write|with|word))\s+(?:me\s+)?(?:a|an|my|the|our)\s+(?:[\w'-]+\s+){0,3}?review\b|\b(?:google|tripadvisor|yelp|trustpilot|amazon|airbnb|facebook|product|customer|[1-5][- ]?stars?|(?:one|two|three|four|five)[- ]stars?)\s+review\b/u;
/**
 * A review that opens the request, of something named ("review of a pressure washer for a DIY
 * forum"), not of a piece of work.
 */
const reviewOfThing =
  /^\W*(?:(?!this\b|my\b|wrote\b|written\b)[\w'-]+\s+){0,3}?review\s+(?:of|for)\s+(?:a|an|the|my|our)\s+(?!draft|essay|cv|resume|code|work|writing|letter|script|presentation|story|chapter|poem|paper|thesis|report|plan)/u;
/** A place or a thing bought or used, which a review of is written for other customers. */
const reviewedPlaceOrPurchase =
  /\b(?:hotel|restaurant|stayed|airbnb|cafe|café|meal|dinner|lunch|visited|bought|purchased|ordered|had (?:it|them|mine|ours)|owned|been using)\b/u;
/** A review that is the member's work or someone's at work, not a customer's review to write. */
const notCustomerReview =
  /\bglassdoor\b|\breview of (?:my|our|the) (?:old |former |current )?(?:company|employer|job|workplace|manager|boss)\b|\b(?:performance|literature|code|peer|annual|self|mid-?year|year-end|systematic|pull request|pr)[- ]reviews?\b|\breview (?:my|this|these|our|the attached)\b|\b(?:reply|respond|response|answer) to\b|\breview (?:response|reply)\b/u;
/**
 * The member writes a review as a customer (of a mechanic, a hotel, a thing bought), not a
 * critique of a draft: a text to write for other customers, in the member's voice.
 */
export const writesReview = (lower: string): boolean =>
  (reviewToWrite.test(lower) ||
    reviewOfThing.test(lower) ||
    (/\breview\b/u.test(lower) && reviewedPlaceOrPurchase.test(lower))) &&
  !notCustomerReview.test(lower);

/**
 * The member lets the answer estimate what they have not given ("numbers are fine to estimate, tell
 * me which ones you made up"), or asks for values it must supply ("prices… realistic for NL", "10
 * name ideas"): a marked estimate, not a [placeholder], is what they asked for.
 * Only words of permission count: "don't invent numbers" forbids what "invent numbers" names.
 */
export const allowsEstimates = (lower: string): boolean =>
  /\b(?:(?:fine|ok|okay|free|happy for you) to (?:estimate|guess|make (?:them|it|some|numbers|figures) up|invent)|(?:you can|feel free to) (?:estimate|guess|make up|invent)|estimates? (?:are|is) (?:fine|ok|okay)|(?:which|what) (?:ones |numbers |figures )?you (?:made|make) up|realistic (?:for|prices|rates|costs|figures|numbers)|(?:typical|going|average) (?:prices|rates|costs)|going rate|name ideas|ideas for (?:a |the )?names?)\b/u.test(
    lower,
  );
