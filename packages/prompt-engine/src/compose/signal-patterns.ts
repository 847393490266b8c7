/**
 * The patterns and limits the request's signals are read with: forms, limits, levels, time frames,
 * layouts, trips, recipients, roles and the lengths that make a short piece.
 */
import { words } from "./signal-words.ts";

export const forms =
  /\b(?:rhym\w*|free verse|haiku|limericks?|sonnets?|ballads?|acrostic|villanelle|couplets?|blank verse|odes?|elegy|prose poem|spoken word|rap|lullaby|nursery rhyme|fable|flash fiction|short story|monologue|dialogue|script|screenplay)\b/u;
export const limits =
  /\b(?:no|without|only|under|budget|max|maximum|at most|at least|nothing too|not too|equipment|dumbbells?|kettlebells?|bodyweight|stovetop|microwave|air fryer|cheap|limited|no more than|less than)\b|[$€£]\s?\d|\d+\s?(?:euros?|dollars?|pounds?|bucks)\b/u;
export const diets =
  /\b(?:vegan|vegetarian|veggie|pescatarian|gluten[- ]free|dairy[- ]free|nut[- ]free|keto|low[- ]carb|halal|kosher|allerg\w*|lactose|diabetic|low[- ]sodium|high[- ]protein)\b/u;
export const startingPoints =
  /\b(?:i can|i'?ve never|i have never|i already|i currently|currently|right now|i'?m at|i am at|i usually|i used to|from scratch|from zero|couch|never (?:done|run|tried)|i know (?:some|a bit|basic)|(?:haven'?t|have not|hasn'?t) \w+ (?:in|for) (?:years|months|ages|a while|a long time)|(?:want|going) to start|just start(?:ed|ing)|new to|first time|total beginner|complete beginner)\b/u;
/** "like I'm 12", "ELI5", "ages 8-10", "my 6 year old", "simply": the level is given. */
export const levelPattern =
  /\blike i'?m (?:\d+|five|ten|twelve|a kid|a child|a beginner|new)\b|\beli\d+\b|\bage[sd]? \d+|\b\d+\s?(?:yo|y\/o|yrs? old)\b|\b\d+[- ]year[- ]olds?\b|\bgrade \d|\b\d+(?:st|nd|rd|th)[- ]?grade(?:rs?)?\b|\bgraders?\b|\b(?:freshman|sophomore|kindergarten|preschool|gcse|a[- ]level)\b|\byear \d|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) grade\b|\bsimply\b|\bsimple terms\b|\bin plain (?:english|words)\b|\bnon[- ]technical\b|\blayman\b/u;
/** A primary-school child: "year 5", "grade 4", "2nd grade", "my 9 year old", "so a 10 year old gets it". */
export const youngLearnerPattern =
  /\b(?:year [1-6]|grade [1-5]|(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth)[- ]?grade(?:rs?)?|kindergarten|preschool|(?:[4-9]|10|11|four|five|six|seven|eight|nine|ten|eleven)[- ]?(?:yo|y\/o|years?[- ]old|yr[- ]old)|primary school|ks[12]|key stage [12])\b/u;
/** "every weekday", "by Friday", "this weekend": the time frame is given. */
export const timeframePattern =
  /\b(?:a|one|this|next|per|each|every|the) (?:day|week|month|year|weekend|semester|term|summer|winter|holiday)\b|\b(?:weekend|daily|weekly|monthly|weekdays?)\b|\bby (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|the end)\b/u;

/** "column B", "columns A and D", "A2:A50", "cell C3", "sheet2": where the data sits. */
export const layoutPattern =
  /\bcol(?:umn)?s? [a-z]{1,2}\b|\b[a-z]{1,2}\d+:[a-z]{1,2}\d+\b|\bcells? [a-z]{1,2}\d+\b|\bsheet ?\d\b/u;
/**
 * A routine kept where one lives ("3 days a week", a running or gym plan, a week's dinners, exam
 * revision): no trip, whatever place it names.
 */
export const routinePattern =
  /\b(?:\d+|one|two|three|four|five|six)\s*(?:days?|times|x|sessions?)\s*(?:a|per|\/)\s*week\b|\b(?:running|training|workouts?|gym|couch to 5k|5k|10k|marathon|strength|meals?|dinners?|lunches|breakfasts|grocery|groceries|shopping list|revision|revise|exams?|study)\b/u;

/** A move to live somewhere ("moving from Madrid to Lisbon in 8 weeks", "relocating"): no trip either. */
export const movePattern =
  /\b(?:moving|move|moved)\s+(?:from|to|abroad|house|home|countries|country|cities|city)\b|\b(?:relocat\w*|emigrat\w*|immigrat\w*)\b/u;

/** Travel words: a trip is planned for enjoyment, day by day. */
export const tripPattern =
  /\b(?:holidays?|trip|vacation|itinerary|travel\w*|honeymoon|getaway|road trip|city break|visit(?:ing)?|sightseeing)\b/u;
/** "for our website", "for my boss": who or where the text is for is said. */
export const forOwner = /\bfor (?:my|our|his|her|their) \w+/u;

/** People and bodies a letter or message goes to: naming one says who it is for. */
export const recipientNouns =
  /\b(?:landlord|landlady|letting agent|neighbou?rs?|boss|manager|teacher|school|principal|headteacher|council|client|customer|supplier|hr|board|company|bank|airline|insurer|insurance company|doctor|gp|coach|colleague|coworker|team|tenant|contractor|builder|plumber|recruiter|hiring manager|professor|tutor|mum|mom|dad|sister|brother|friend|ex|partner|wife|husband|dentist|vet|hairdresser|barber|salon|clinic|surgery|receptionist|physio|therapist|optician|pharmacist|mechanic|garage|electrician|babysitter|nanny|childminder|cleaner|trainer|groomer|nursery|grandma|grandpa|gran|nan|granny|grandad|aunt|auntie|uncle|cousin|son|daughter|girlfriend|boyfriend|roommate|flatmate|housemate|caterer|florist|photographer|venue|hotel|agent)\b/u;

export const rolePattern =
  /\b(?:you are|you're|acts? as|acting as|pretend (?:to be|you are|you're)|play (?:the role of |a |an |the |my )|role[- ]?play(?:ing)? as|be my|as my)\b|(?:^|[.!?,]\s+)be (?:a|an|the)\b/u;

/**
 * A request with more content words than this describes its situation. Reviewers of rounds 10–15 flagged
 * the tone, length, audience or level questions on 58 of the 90 prompts that showed them, nearly all as
 * already answered in the member's own words ("insta", "patients", "cosy", "I'm 17"), and the neutral
 * line "ask me one short question first" as a risk of stalling on a complete request.
 */
export const BARE_REQUEST_WORDS = 8;

/** The most words a length may give and still ask for a short piece, one without sections. */
const SHORT_PIECE_WORDS = 300;

/** A length that makes a short piece: "200 words", "under 150 words", "1 page max", "half a page". */
export const statesShortLength = (lower: string) =>
  [...lower.matchAll(/(?<![\d,.])(\d[\d,]*)\s*(?:(?:-|–|to)\s*\d[\d,]*\s*)?words?\b/gu)].some(
    (match) => Number(match[1]!.replaceAll(",", "")) <= SHORT_PIECE_WORDS,
  ) ||
  /\b(?:1|one|half an?|a single)\s*(?:page|side)\b(?!s)/u.test(lower) ||
  // "under 280 characters", "a tweet": a post that fits in one screen line or two.
  [...lower.matchAll(/(?<![\d,.])(\d[\d,]*)\s*(?:characters?|chars?)\b/gu)].some(
    (match) => Number(match[1]!.replaceAll(",", "")) <= 500,
  ) ||
  /\b(?:a|one|single) tweet\b(?! thread)/u.test(lower) ||
  // "in 2-3 sentences", "max 4 lines", "three bullets": a handful of sentences is short.
  /\b(?:[1-5]|one|two|three|four|five)(?:\s*(?:-|–|to|or)\s*(?:[1-5]|two|three|four|five))?\s+(?:short\s+)?(?:sentences?|lines?|bullets?|bullet points?)\b/u.test(
    lower,
  );

/** A task done on a screen: a device, an app, a website and what builds one (a theme, its CSS, the shop platform). */
export const digitalPattern =
  /\b(?:phone|iphone|ipad|android|tablet|laptop|computer|pc|mac|macbook|windows|app|apps|settings|account|password|website|web ?site|web ?page|browser|chrome|wifi|wi-fi|bluetooth|facetime|whatsapp|zoom|teams|gmail|outlook|icloud|printer|router|smart tv|software|css|html|wordpress|woocommerce|shopify|squarespace|wix|etsy shop|online shop|plugin|spreadsheet|excel|google sheets|google docs|word document|powerpoint|canva)\b/u;
export const regionalVariantPattern =
  /\b(?:mexican|latin american|castilian|european|brazilian|portugal|canadian|quebec|qu[eé]b[eé]cois|swiss|austrian|american|british|australian|simplified|traditional|cantonese|mandarin|egyptian|levantine|gulf|moroccan|flemish)\b/u;

/** Text given inline: after a colon, after a blank line, or in quotes ("5 ways to say 'good effort but…'"). */
export const pastedTextPattern = /:\s*\S.{8,}|\n\s*\n\s*\S.{8,}|'[^'\n]{12,}'|"[^"\n]{12,}"|“[^”\n]{12,}”/u;
/** Words that set a tone by comparison when an adjective follows: "less passive aggressive", "sound confident". */
export const toneComparers = words("less more too sound sounds sounding");
