import { pastedAsExample } from "../classify/with-new-text.ts";
import { looksLikeCode, printedError } from "../text/line-kinds.ts";
import type { RequestSignals } from "./signals.ts";

const NEUTRAL_ANSWER_EXACTLY = "Answer exactly what I ask, in the form I ask for.";
const NEUTRAL_ASK_FIRST =
  "If something essential is missing, ask me one short question before answering instead of guessing.";
const NEUTRAL_QUESTION = "Answer first, in one or two sentences, then give the reasons; say what you are unsure of.";
const NEUTRAL_PROFESSIONAL = "Say when I should see a professional (a doctor, a lawyer, a financial adviser) about it.";
const NEUTRAL_MATERIAL = "Work only from the material I gave; say so if it does not hold what you need.";
const NEUTRAL_REWRITE = "Keep every fact in my text and in what I tell you here, and add none of your own.";
const NEUTRAL_EXAMPLE =
  "Take the text I pasted as the example I describe, of what to aim for or to avoid, not as the text to edit.";
const NEUTRAL_SITUATION =
  "Take the material I gave as the facts of my situation, bring in general knowledge where it helps, and say which is which.";
const NEUTRAL_FROM_FACTS =
  "Take the facts from my material and from what I tell you here, invent none, and write a [placeholder] for any you need that I have not given.";
/** A judgement asked about the material ("walk me through the pros and cons of these two offers"), not a reading of it. */
const asksJudgement =
  /\b(?:pros and cons|decid\w*|should (?:i|we|he|she|they)|which (?:one|offer|option|is better)|what questions|advice|advise|recommend\w*|what would you|your (?:opinion|view|take)|walk me through|(?:does|do) (?:he|she|i|we|they|my \w+) (?:still |even |really )?need|is it (?:ok|okay|safe|fine|alright|allowed) to|is (?:it|this|that) worth|worth it|better off|being (?:done|ripped off|scammed|had)|(?:good|fair) (?:deal|price)|rip-?off)\b/u;

/**
 * How to do something, why something happens, how two things differ, what a thing is ("how do I
 * explain Paybill vs Buy Goods to my mum", "how do i fix without retyping 400 rows", "what even is
 * a resale cert"): the material shows the member's case, and the answer needs what is known beyond it.
 */
const asksHowOrWhy =
  /\b(?:how (?:do|can|should|would|could) (?:i|we|you|u)|how to|howto|why (?:is|does|do|did|are|was|were|would|will|can|could|should|has|have|won'?t|doesn'?t|isn'?t|can'?t)|difference between|what'?s the difference|how (?:do|can) (?:i|we) (?:fix|stop|get|make)|(?:what|anything) (?:else )?(?:can|could|should) (?:i|we) (?:try|check|do)|what(?:'s|s)? (?:(?:even|exactly|actually|really) )?(?:(?:is|are) )?(?:a|an) \p{L}+)\b/u;

/**
 * Code, a formula or what a program printed: putting it right takes what is known of the language
 * or the sheet, beyond what was pasted.
 */
const isProgramOrFormula = (material: string) =>
  printedError.test(material) ||
  material.split("\n").some((line) => looksLikeCode(line) || /^\s*=\s*\p{L}[\p{L}\p{N}.]*\s*\(/u.test(line));

/**
 * The member asks for what the material itself says or holds, or for it turned into something else
 * ("what date does this say", "turn these notes into a cheat sheet", "catch me up on this thread",
 * "any trends?"): the answer keeps to it. Any other ask of pasted text ("can they actually do
 * this?", "not sure if she means slides", "write my application") needs what is known beyond it.
 */
const asksOfMaterialItself =
  /\b(?:summari[sz]e|summary|sum up|tl;?dr|extract|pull out|turn (?:this|these|that|those|it|them|my|our|the)\b|convert|translat\w*|tradu\w*|übersetz\w*|go into (?:\w+ ){0,2}(?:spanish|french|german|english|portuguese|italian|arabic|hindi|chinese|japanese)|format|tidy|clean (?:it |this |them )?up|catch me up|from (?:this|these|the|that) (?:paragraph|text|passage|thread|chat|notes?|article|chapter|email|letter|data|list|table|page)|trends?|tell (?:you|me|us) about|what (?:date|time|day|amount|number|name)s? (?:does|do|is|are)|what does (?:it|this|that|the)(?: [\w'-]+){0,4} (?:say|mean by)|(?:does|do) (?:it|this|that|the)(?: [\w'-]+){0,4} say|according to|based (?:only )?on (?:this|the|it)|(?:find|count|list) (?:all|every|each|the)|which (?:of these|lines?|rows?|items?)|(?:list|table|summary|rota|timeline) (?:out of|from) (?:it|this|these|that|them))\b/u;

/**
 * What the material is turned into needs knowledge beyond it ("turn my garden notes into a plan for
 * next spring", "…into recommendations", a discharge sheet with "what's normal and what means call
 * us", ewes' weights with "which to pull out and what to do with them"), and so do units the text
 * does not use ("convert this pattern to metric") and what a term in it means ("what does k2tog tbl
 * mean"): the notes are the member's situation, not all the answer holds.
 */
const asksBeyondMaterial =
  /\b(?:(?:to|into) (?:metric|imperial|grams|kilos|kg|ml|millilitres|milliliters|litres|liters|cups|ounces|oz|pounds|celsius|fahrenheit|(?:us|uk|eu) (?:sizes?|measures?|units?))|what does (?!(?:it|this|that|the|she|he|they)\b)[\w'-]+(?: [\w'-]+){0,3} (?:actually |even |really )?mean|plan|strategy|recommend\w*|suggest\w*|improv\w*|next (?:year|season|spring|summer|autumn|fall|winter|time|term)|what(?:'s| is) normal|what to (?:watch|look) (?:for|out for)|warning signs?|when to call|what means call|what (?:to|should (?:i|we)|do (?:i|we)) do (?:with|about)|worried|worry|concern(?:ed|ing)?)\b/u;

/**
 * A piece of writing made from the material or in answer to it ("write up our club night results
 * for the newsletter", "need to reply today… offer her next groom free", "make it into leaflet text
 * for residents", "make this into a friendly reminder sheet for puppy owners"): its facts are the
 * member's, and "say which is which" would litter it with notes on sources.
 */
const writesPiece =
  /\b(?:write|writing|draft|reply|respond|response|write-?up|newsletter|announcement|caption|blurb|notice|e-?mail|letter|text (?:back|her|him|them)|leaflet|flyer|poster|(?:into|make|do|write|create|draft|put together) (?:me |us )?(?:a |an )?(?:[\w'-]+ ){0,3}(?:handout|(?:reminder|info|information|fact|care|tip|cheat) ?sheet)|(?:leaflet|flyer|poster|sign|web|website|page) (?:text|copy|wording))\b/u;

/** The piece is a plan or advice on what to do, which takes what is known beyond the notes. */
const plansAhead =
  /\b(?:plan|strategy|recommend\w*|suggest\w*|improv\w*|what(?:'s| is) normal|what to (?:watch|look) (?:for|out for)|warning signs?|when to call|what means call)\b/u;

/** What the member says not to do to the text ("don't make it sound scary"): no rewrite asked. */
const refusedRewrite = /\b(?:don'?t|dont|do not|never|without)\s+make (?:it|this|them) [^.?!,]*/gu;

/** The pasted text is to be written anew ("can you rewrite it?", "make it less boring"). */
const asksRewrite =
  /\b(?:rewrite|re-write|redo|re-do|revamp|rework|spice up|punch up|jazz up|make (?:it|this|mine) (?:better|less \w+|more \w+|sound \w+|\w{3,}er))\b/u;

const questionStart =
  /^(?:what|why|how|when|where|which|who|whom|whose|is|are|am|can|could|should|would|will|do|does|did|was|were|has|have|may|might|shall)\b/iu;
const politeCommand =
  /^(?:(?:can|could|would|will)\s+(?:you|u|someone|somebody|anyone|anybody)|(?:can|could|may)\s+i\s+(?:get|have))\s+(?:please\s+|pls\s+)?(?!tell\b|explain\b|help me (?:understand|decide)\b)\w+/iu;
/**
 * A piece of writing named with a question mark and no question ("wedding card message for my
 * cousin?", "names for a bakery?"): an ask for the piece, not a question to answer in two sentences.
 */
const namesPiece =
  /^(?:[\w'-]+\s+){0,4}?(?:message|card|caption|note|toast|poem|verse|letter|e-?mail|text|bio|names?|ideas?|slogan|tagline|wording|quote|post|complaint|apology|invitation|invite|reply|response|announcement|blurb|review|speech|checklist|list|itinerary|schedule|timetable|menu|agenda|routine)s?\s+(?:for|to|about|on)\b/iu;
/**
 * An instruction put as a question at the end ("Mention the Montreal Convention if it applies?",
 * "Help me write a friendly note back?").
 */
const instructionAsQuestion =
  /^(?:mention|include|add|make|keep|use|write|put|say|note|cite|quote|reference|sign|end|start|open|close|help me (?:write|draft|word|reply|respond|answer|put))\b/iu;
/** Health, legal and money matters, where a professional's view can matter. */
export const professionalTopics =
  /\b(?:doctor|symptoms?|pain|\w*aches?|migraines?|dizz\w*|nause\w*|cough\w*|lump|fever|rash|medic\w*|medication|pills?|dose|dosage|diagnos\w*|pregnan\w*|injur\w*|blood|infection|allerg\w*|anxiety|depress\w*|illness|sick|disease|health|mental|therapy|lawyer|legal|law|lawsuit|sue|contract|lease|landlord|tenant|court|visa|divorce|custody|inheritance|tax|taxes|debt|loan|mortgage|invest(?:ing|ment|ments|ed|s)?|pension|retire\w*|stocks|stock market|shares|crypto|insurance|credit|bankrupt\w*|savings?)\b/iu;
/**
 * A question asked out of curiosity ("always wondered", "just curious", "random question"): a
 * passenger's sickness in it is no matter of the member's to see a doctor about.
 */
export const asksOutOfCuriosity =
  /\b(?:always wondered|(?:i'?ve |ive |i have )?(?:always |often |just )?been wondering|(?:i'?m |im )?(?:just )?curious|out of (?:pure )?curiosity|random question|silly question|fun fact|trivia|i was wondering why)\b/iu;
/** Plants, crops and gardens: what ails them is for a gardener to judge, not a doctor. */
const plantSubject =
  /\b(?:plants?|tomato(?:es)?|seedlings?|leaves|leaf|garden|greenhouse|allotment|lawn|trees?|shrubs?|hedges?|roses?|crops?|orchard|vines?|houseplants?|succulents?|cuttings?)\b/iu;
const plantTroubles = /\b(?:disease\w*|infect\w*|sick\w*|illness\w*|symptoms?|health\w*)\b/giu;
/** A health, legal or money matter of the member's own; a plant's disease is none. */
const concernsProfessional = (subject: string) =>
  professionalTopics.test(
    // "are Scottish notes legal tender?" is a question about money's rules, not the member's case.
    (plantSubject.test(subject) ? subject.replace(plantTroubles, " ") : subject).replace(/\blegal tender\b/giu, " "),
  );
/**
 * The member is seeing the professional already ("my meeting with the bank", "my GP said", "what
 * will the mortgage adviser ask"): a line sending them to one tells them nothing.
 */
const seesProfessional =
  /\b(?:my|our|the|with (?:a|an)) (?:doctor|gp|consultant|specialist|surgeon|nurse|midwife|pharmacist|therapist|dentist|lawyer|solicitor|attorney|barrister|accountant|tax adviser|(?:financial |mortgage |debt )?advis[eo]r|mortgage broker|bank|lender|loan officer|investors?)\b/u;
/** The member wants no caveats: "I don't want a page of disclaimers", "no lectures about seeing a doctor". */
const refusesDisclaimers =
  /\b(?:no|don'?t want|do not want|without|skip|spare me|not interested in)\b[^.?!]{0,25}\b(?:disclaimers?|caveats?|lectures?|see (?:a|an) (?:doctor|professional|adviser|advisor|lawyer))\b/u;
/** The member has said the assistant is no professional ("i know ur not a financial advisor"): no referral owed. */
const grantsNoProfessional =
  /\b(?:know|understand|reali[sz]e|get (?:that|it))\b[^.?!]{0,15}\b(?:you'?re|you are|ur|u r|you aren'?t|it'?s|this is|this isn'?t|it isn'?t) (?:not )?(?:a |an |my )?(?:doctor|lawyer|financial|legal|medical|professional|advis[oe]r|accountant|therapist)|\bnot (?:financial|legal|medical) advice\b/u;
/** The member asks for the sides weighed, not a verdict first ("just explain the tradeoffs"). */
const asksSidesWeighed =
  /\b(?:explain|lay out|walk me through|list|give me|what are|talk me through)\b[^.?!]{0,20}\b(?:trade-?offs?|pros and cons|pros & cons|upsides and downsides|both sides)\b/u;

/** A quotation: a single quote opens only after a space or bracket and closes before one ("don't … it's" is none). */
const quotation = /"[^"\n]*"|“[^”\n]*”|(?<![\p{L}\p{N}])'[^'\n]{2,}'(?![\p{L}\p{N}])|‘[^’\n]*’|`[^`\n]*`/gu;
/** Family by marriage ("my mother-in-law"): no matter of law. */
const inLaws = /\b[\p{L}]+-in-laws?\b/gu;
/** Quoted words are the member's text to work on, and in-laws family: neither is what the request is about. */
const withoutQuotes = (request: string) => request.replace(quotation, " ").replace(inLaws, " ");

/**
 * What the neutral structure adds: only lines that cannot hurt, chosen by the request's visible
 * shape (a question, a health, legal or money matter, pasted material). Reviewers of rounds 12–16
 * judged the neutral prompts that restated the request's limits as a checklist better 0 times and
 * worse 6 (a situation such as "no adults" read as a limit on the answer), so limits stay in the
 * member's words alone.
 */
export const neutralLines = (request: string, material: string, signals: RequestSignals): string[] => {
  const lines = [NEUTRAL_ANSWER_EXACTLY];
  // "can you turn this into…?" is a polite command, not a question to answer in two sentences,
  // also when it closes a request that first sets out the situation ("…Can you draft the request?").
  const lastSentence =
    request
      .trim()
      .split(/(?<=[.!?])\s+/u)
      .at(-1) ?? "";
  const question =
    !politeCommand.test(request) &&
    !politeCommand.test(lastSentence) &&
    !(instructionAsQuestion.test(lastSentence) && !questionStart.test(request)) &&
    (questionStart.test(request) || (/\?\s*$/u.test(request) && !namesPiece.test(request))) &&
    // "what do i write in a card… give me 3 options": the words are the answer.
    !signals.asksForTheWords;
  // "explain step by step, don't just give the answer" sets its own order.
  // "just tell me which and why in 2 lines": reasons and doubts would take more than the lines given.
  if (question && !signals.setsOrder && !signals.wantsBrief && !asksSidesWeighed.test(signals.lower))
    lines.push(NEUTRAL_QUESTION);
  const subject = withoutQuotes(request);
  if (
    question &&
    concernsProfessional(subject) &&
    !refusesDisclaimers.test(signals.lower) &&
    !asksOutOfCuriosity.test(signals.lower) &&
    !grantsNoProfessional.test(signals.lower) &&
    !seesProfessional.test(signals.lower)
  )
    lines.push(NEUTRAL_PROFESSIONAL);
  // "my profile is boring, rewrite it… things about me: …": the new version draws on the request too.
  if (material.trim() !== "") lines.push(materialLine(material, signals, question));
  else if (!question && signals.isBare) lines.push(NEUTRAL_ASK_FIRST);
  return lines;
};

/** How the answer uses the material: kept to it, written from its facts, or read as the member's case. */
const materialLine = (material: string, signals: RequestSignals, question: boolean): string => {
  const { lower } = signals;
  if (asksRewrite.test(lower.replace(refusedRewrite, " ")) && !asksBeyondMaterial.test(lower)) return NEUTRAL_REWRITE;
  if (pastedAsExample.test(lower)) return NEUTRAL_EXAMPLE;
  if (asksJudgement.test(lower) || asksHowOrWhy.test(lower) || isProgramOrFormula(material)) return NEUTRAL_SITUATION;
  if (asksOfMaterialItself.test(lower) && !asksBeyondMaterial.test(lower)) return NEUTRAL_MATERIAL;
  // "a proper report for the committee newsletter… mention we need stewards next time": a piece
  // from the notes, whose "next time" is news in it, not advice asked for.
  return !question && writesPiece.test(lower) && !plansAhead.test(lower) ? NEUTRAL_FROM_FACTS : NEUTRAL_SITUATION;
};
