/** What the member asks for in advice, choices, comparisons and recipes, read from their words. */
import type { RequestSignals } from "../signals.ts";

/** The member weighs a choice ("should I", "whether to", "can't decide"). */
const facesChoice =
  /\bshould (?:i|we)\b|\b(?:whether|decide|deciding|choose|choosing|torn|dilemma|options|which one)\b/u;
/** Two things named side by side ("A or B"): a choice, unless they are what the rules might give. */
const alternatives = /\w \b(?:or|vs|versus)\b \w/u;
/**
 * A question of what is true, not of what to do ("does the NHS cover it or do we have to pay", "and
 * also do i actually have to pay the derrama or is that the owner's job").
 */
const asksWhatIsTrue =
  /^\s*(?:(?:and|so|but|also) )*(?:does|is|are|was|were|will|has|have|did|do (?:i|we|you) (?:actually |really |even |legally )?(?:have|need|got) to)\b/u;
const weighsThem = /\b(?:better|best|worth|rather|prefer|worse|smarter|wiser|cheaper)\b/u;
/** A clause that names alternatives to choose between, not to find out which is the case. */
const namesAlternatives = (lower: string) =>
  lower
    // An aside in brackets ("early (6.9% apr, 8k left) or keep it") does not end the clause around it.
    .replace(/\s*\([^()\n]*\)/gu, "")
    .split(/[.?!;,\n]+/u)
    .some((clause) => alternatives.test(clause) && (!asksWhatIsTrue.test(clause) || weighsThem.test(clause)));
/** "what should I check first and in what order": steps in order, not a choice. */
export const asksWhatFirst =
  /\bwhat (?:should|do|can) (?:i|we) (?:check|look at|try|test|inspect|rule out|do) first\b|\bin what order\b|\bwhere (?:do|should) (?:i|we) start\b/u;
/** The member asks for the words or the questions themselves, not for a decision ("what questions should I ask her"). */
const asksForWords =
  /\bwhat (?:questions|to say|to ask|do i say|should i (?:say|ask))\b|\bquestions (?:to ask|i should ask)\b|\bhow (?:do|can|should) i (?:say|ask|bring|tell(?![^.?!]{0,40}\b(?:from|apart)\b)|word|phrase|talk to|approach)\b/u;
/**
 * The member asks for things to take, to know or to avoid, not between options ("what should I
 * pack?", "what do we bring", "what should I know about the customs?", "what should I avoid?",
 * "what other etiquette things should I know", "what documents should I bring"). "What laptop
 * should I buy" names one thing to choose: only knowing, bringing and avoiding take a noun between.
 */
const thingsToTakeOrKnow =
  /\bwhat (?:should|do|shall|can|must) (?:i|we) (?:pack|bring|take|wear|buy|get|carry|stock up on|know|expect|keep in mind|bear in mind|be aware of|watch out for|look for|look out for|watch for|avoid|steer clear of|not (?:do|say)|be careful (?:of|about|with))\b|\bwhat (?:[\w'-]+ ){1,3}(?:should|do|shall|must) (?:i|we) (?:pack|bring|take with|know|expect|keep in mind|bear in mind|be aware of|watch out for|look out for|avoid)\b|\b(?:packing|shopping|kit) list\b/u;
export const asksForThings = (lower: string) => thingsToTakeOrKnow.test(lower);
/** The member asks why something of theirs goes wrong ("Why have my bees suddenly become so aggressive?"). */
export const asksForCause =
  /\bwhy (?:has|have|is|are|does|do|did|would|won'?t|isn'?t|doesn'?t|hasn'?t)\b[^.?!]{0,20}\b(?:my|our)\b|\bhow (?:do|can|would|will) (?:i|we) know\b|\bhow (?:do|can|would|will) (?:i|we) tell (?:if|whether|the difference|apart|which)\b|\bhow to tell (?:if|whether|the difference|apart)\b|\bwhat(?:'s| is| are| could be| might be)? (?:the )?(?:likely |probable |most likely |possible )?(?:causes?|culprit)\b|\bwhat(?:'s| is| could be| might be| would be) causing\b|\bwhat (?:could|would|might) (?:be )?caus(?:e|ing)\b/u;

/**
 * The member asks what to do in a moment or for tips ("what should I actually be doing with the
 * mainsheet when gusts come", "short practical tips"): technique, not options to weigh.
 */
export const asksForTechnique =
  /\bwhat (?:should|do|can) (?:i|we) (?:actually |really )?be doing\b|\bwhat (?:should|do|can) (?:i|we) (?:actually |really )?do (?:with|in|when|during) (?:my|the|a|it)\b|\b(?:practical |quick |some |short )tips\b|\bpractical (?:stuff|things|steps|advice|ideas)\b/u;
/**
 * The member asks what the law or the rules allow ("is that legal in Germany?", "am I entitled to
 * extra pay?", "can my landlord make me…"): a question of rights, not options to weigh, even when
 * it names two ("extra pay or a day off").
 */
const rightsQuestion =
  /\b(?:is (?:it|that|this|they) (?:even |actually |really )?(?:legal|allowed|lawful|illegal|against the (?:law|rules))|are (?:they|we|you) (?:even |legally )?allowed|am i (?:legally )?(?:entitled|allowed|owed|obliged)|(?:do|would|will) i (?:get|have (?:a|the) right|be entitled)\b[^.?!]{0,40}\b(?:pay|leave|days? off|time off|refund|compensation|notice|holiday|overtime|deposit)|can (?:they|he|she|my (?:boss|manager|employer|landlord|school|company)) (?:legally |really |actually )?(?:make|force|refuse|fire|dock|charge)|what are my rights|(?:do|does|would|will) (?:i|we|my \w+) (?:actually |really |even |legally )?(?:have|need|got) to pay)\b/u;
export const asksAboutRights = (lower: string) => rightsQuestion.test(lower);
/** The member asks what is wrong with what they do now ("where am I going wrong, be blunt"). */
export const REVIEWS_WHAT_IS = [
  ...["where am i going wrong", "what am i doing wrong", "where i'm going wrong", "where im going wrong"],
  ...["what's wrong with", "whats wrong with", "review my", "tear apart", "be blunt", "be brutal"],
];

/** The member refuses the options-and-consequences form ("honest take, not a pros and cons list"). */
export const NO_OPTIONS_LIST = [
  "pros and cons",
  "pro and con",
  "pros/cons",
  "honest take",
  "straight answer",
  "just tell me",
];

/** The member wants to think it through, not be told ("don't just tell me what to do"). */
export const KEEPS_THE_CHOICE = [
  "don't just tell me",
  "dont just tell me",
  "don't tell me what to do",
  "dont tell me what to do",
  "think it through",
  "help me think",
  "help me decide",
  // "Not looking for you to tell me whether to go, just how to talk about it."
  ...["not looking for you to tell me", "not asking you to tell me", "not asking you to decide"],
  ...["don't tell me whether", "dont tell me whether", "don't tell me if", "not asking whether", "not asking if"],
];

/**
 * The member asks what tells the options apart ("what's the difference between a Roth and a
 * traditional IRA"), not which to take: unless they also choose (below), no verdict is wanted.
 */
export const explainsDifference = /\b(?:difference|differences|differ|distinguish|distinction)\b/u;
/** The member chooses between the options ("which should I get", "better for me", "if I'm 26"). */
const choosesBetween =
  /\b(?:should (?:i|we)|which|better|best|right for|worth|for me\b|for my\b|my case|recommend|verdict|pick|choose|choosing|decide|deciding|go for|buy|for someone|if (?:i|i'm|im|we)\b|i'm \d|im \d)/u;
/** Options that change with time: things to buy, prices, plans and versions. */
export const changesWithTime =
  /\b(?:buy|buying|get|purchase|upgrade|prices?|costs?|cheaper|plans?|subscriptions?|models?|versions?|phones?|laptops?|cameras?|apps?|software|tools?|services?|providers?|brands?|tariffs?|deals?|tvs?|consoles?|cars?|headphones|earbuds|libraries|frameworks?)\b|\d/u;
/** A question of what tells the options apart, with no choice to make. */
export const onlyExplainsDifference = (lower: string) => explainsDifference.test(lower) && !choosesBetween.test(lower);
/** The member asks for dishes to choose from, not one recipe ("ideas?", "what can I make with…"). */
export const DISH_IDEAS = [
  ...["ideas", "idea", "suggestions", "what can i make", "what should i make", "what to make", "what could i make"],
  ...["what can i do with", "what to do with", "what do i do with", "ways to use", "use up"],
];
/** The member asks for weights or other units ("convert everything to grams", "metric please"). */
export const asksForWeights = (lower: string) =>
  /\b(?:grams?|gram|kilos?|kg|metric|ounces|oz|weigh|weight|weights|convert|conversion|cups to|ml)\b/u.test(lower);
/** The member asks for plain words, not a grid ("in plain english", "explain like I'm 5"). */
export const PLAIN_WORDS = [
  "plain english",
  "plain terms",
  "plain words",
  "simple terms",
  "simple words",
  "eli5",
  "like i'm 5",
  "like im 5",
  "like i'm five",
  "like a child",
  "no jargon",
  "without jargon",
  "jargon free",
  "jargon-free",
];

/** Whether something is normal is asked ("is that normal or should I be doing something?"). */
export const asksIfNormal = (lower: string) =>
  // "is it normal to ask about success rates": a question of manners, not of a sign to watch.
  /\b(?:is|are) (?:it|this|that|these|they|he|she) (?:(?:normal|common|typical|usual)(?! to (?:ask|say|bring|request|want|expect|tip|call|e-?mail|text|mention|negotiate)\b)|(?:ok|okay)(?! to\b)|something to worry about)\b|\bshould i (?:be )?(?:worried|worry)\b/u.test(
    lower,
  );

/** The member asks how to make the decision ("How do I actually decide?"). */
const asksHowToDecide =
  /\b(?:how (?:do|should|can) (?:i|we) (?:actually )?(?:decide|choose|pick)|help (?:me|us) (?:decide|choose))\b/u;

/**
 * A decision to weigh: not a health matter, a yes or no, whether it is normal, or a request for the
 * words themselves, unless the member asks how to decide as well. Two things named in a question
 * of rights ("do I get extra pay or a day off?") are what the rules might give, not a choice.
 */
export const weighsChoice = (signals: RequestSignals) =>
  asksHowToDecide.test(signals.lower) ||
  (!signals.isHealthMatter &&
    !signals.asksYesNo &&
    !asksIfNormal(signals.lower) &&
    (facesChoice.test(signals.lower) || (namesAlternatives(signals.lower) && !asksAboutRights(signals.lower))) &&
    !asksWhatFirst.test(signals.lower) &&
    !asksForWords.test(signals.lower) &&
    !asksForTechnique.test(signals.lower) &&
    // "how do I know if my hens have red mite or something else": signs to tell apart, not a choice.
    !asksForCause.test(signals.lower) &&
    !asksForThings(signals.lower));
