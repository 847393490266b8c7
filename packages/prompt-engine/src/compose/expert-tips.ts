import type { KindId } from "../kinds.ts";
import { readTerms, type Term } from "../text/nlp.ts";

/** A piece of expertise for one kind of task, found by how close the request is to what it is about. */
export type ExpertTip = {
  kinds: KindId[];
  /** What the tip is about, in the words requests use. */
  about: string;
  text: string;
  /** Words or phrases that, in the request, make this tip contradict it. */
  unless?: string[];
};

/** The tips, by the kind of task they help with. */
export const expertTips: ExpertTip[] = [
  {
    kinds: ["code"],
    about: "rename photos pictures images by date taken",
    text: "Read the date taken from the photos' EXIF data (DateTimeOriginal), fall back to the file's modified time when it is missing, and never overwrite a file whose new name already exists.",
  },
  {
    kinds: ["code"],
    about: "find large big files disk space folder",
    text: "Sort the results by size, show sizes in human-readable units, and skip folders the user cannot read instead of failing.",
  },
  {
    kinds: ["code"],
    about: "scrape website web page download data",
    text: "Respect the site's robots.txt and rate limits, and fail clearly when the page layout changes.",
  },
  {
    kinds: ["code"],
    about: "csv file parse read columns data",
    text: "Use a real CSV parser (quoted fields can contain commas and line breaks) and say which encoding and delimiter it expects.",
  },
  {
    kinds: ["code"],
    about: "regex regular expression match validate",
    text: "Give a few strings that should match and a few that should not, and anchor the pattern so it does not match inside longer text.",
  },
  {
    kinds: ["code", "debugging"],
    about: "api request fetch http endpoint",
    text: "Handle timeouts, non-2xx responses and retries with backoff; keep secrets out of the code.",
  },
  {
    kinds: ["code"],
    about: "backup sync copy files schedule cron",
    text: "Make it safe to run twice, log what it did, and show how to schedule it (cron or Task Scheduler).",
  },
  {
    kinds: ["debugging"],
    about: "react useeffect infinite loop render state",
    text: "Check the effect's dependency array: an object, array or function created during render changes on every render; memoise it or move it inside the effect.",
  },
  {
    kinds: ["debugging"],
    about: "undefined null typeerror cannot read property",
    text: "Find where the value first becomes undefined, not only where it is read, and guard at that point.",
  },
  {
    kinds: ["debugging"],
    about: "slow performance memory leak timeout",
    text: "Measure before changing anything: say what to profile and which number should improve.",
  },
  {
    kinds: ["debugging"],
    about: "works locally fails production deploy server",
    text: "Compare environment variables, versions and file paths between the two environments first.",
  },
  {
    kinds: ["sql"],
    about: "monthly totals per month sales revenue by month group",
    text: "Generate a calendar series of months and left join the data onto it, so months with no sales show as 0 rather than disappearing.",
  },
  {
    kinds: ["sql"],
    about: "duplicate rows remove dedupe unique",
    text: "Decide which copy to keep (ROW_NUMBER() over the key, ordered by date) and run it as a SELECT before any DELETE.",
  },
  {
    kinds: ["sql"],
    about: "top per group latest each customer rank",
    text: "Use a window function (ROW_NUMBER or RANK per group) and say how ties are handled.",
  },
  {
    kinds: ["sql", "spreadsheet"],
    about: "amount cents money currency total sum",
    text: "Keep money in integer cents while summing and convert to currency only for display.",
  },
  {
    kinds: ["spreadsheet"],
    about: "date overdue due deadline past today",
    text: "Compare against TODAY() and make sure the date column holds real dates, not text that looks like dates.",
  },
  {
    kinds: ["spreadsheet"],
    about: "lookup match another sheet vlookup find value",
    text: "Prefer XLOOKUP (or INDEX/MATCH) with exact match, and show what it returns when nothing matches.",
  },
  {
    kinds: ["spreadsheet"],
    about: "budget expenses track monthly categories",
    text: "Keep raw entries in one table (date, category, amount) and build the monthly summary with SUMIFS or a pivot table from it.",
  },
  {
    kinds: ["spreadsheet"],
    about: "conditional formatting highlight color cells rule",
    text: "Give the custom-formula rule with the right mix of absolute and relative references ($A2) and the range to apply it to.",
  },
  {
    kinds: ["email", "message"],
    about: "refund replacement broken damaged order complaint",
    text: "State the order details and what arrived, attach or offer photos, and name the remedy wanted (refund or replacement) with a reasonable deadline.",
  },
  {
    kinds: ["email", "message"],
    about: "late rent payment landlord repair",
    text: "Keep a factual record: dates, what was reported before, and what is asked for, so the message can serve as written notice.",
  },
  {
    kinds: ["email"],
    about: "follow up after interview thank",
    text: "Send it within a day, refer to one specific point from the conversation, and keep it to a few sentences.",
  },
  {
    kinds: ["email", "message"],
    about: "decline say no invitation cancel",
    text: "Say no clearly in the first lines, with a brief reason only if it helps, and no over-apologising.",
  },
  {
    kinds: ["email"],
    about: "cold outreach pitch introduce stock my product",
    text: "Make it about the recipient's benefit, keep it under 120 words, and ask for one small next step.",
  },
  {
    kinds: ["email", "message", "speech"],
    about: "condolence sympathy passed away died loss grief",
    text: "Name the person who died if known, offer one specific memory or quality, and offer concrete help rather than 'let me know'.",
  },
  {
    kinds: ["message"],
    about: "dating match dm hinge tinder",
    text: "Refer to something specific from their profile and end with an easy question to answer.",
  },
  {
    kinds: ["social-post"],
    about: "new job announce promotion started role",
    text: "Thank specific people or teams, say what you will work on, and skip the humble-brag.",
  },
  {
    kinds: ["social-post", "marketing-copy"],
    about: "launch product shop small business sale",
    text: "Show the product in use and the one reason to buy now; one hashtag set, no more than five tags.",
    unless: ["hashtag", "hashtags", "tagline", "slogan", "one-liner", "one liner", "one line"],
  },
  {
    kinds: ["article"],
    about: "seo blog search google rank keywords",
    text: "Use the main search phrase in the headline and first paragraph, and answer the searcher's question early.",
  },
  {
    kinds: ["article"],
    about: "newsletter subscribers update monthly",
    text: "Lead with the one update readers care about most, and keep each item scannable with its own short heading.",
  },
  {
    kinds: ["essay"],
    about: "history war causes origins events",
    text: "Distinguish long-term causes from immediate triggers, and weigh their relative importance instead of listing them.",
  },
  {
    kinds: ["essay"],
    about: "compare contrast two texts novels authors",
    text: "Organise it point by point rather than text by text, so every paragraph compares.",
  },
  {
    kinds: ["creative-writing"],
    about: "bedtime story children kids young",
    text: "Use simple, rhythmic language with a little repetition, a gentle conflict and a calm, reassuring ending for sleep.",
  },
  {
    kinds: ["creative-writing"],
    about: "poem haiku limerick sonnet rhyme",
    text: "Respect the form exactly (syllables, line count, rhyme scheme), and let the form serve the image, not force awkward words.",
  },
  {
    kinds: ["creative-writing", "speech"],
    about: "funny joke humor roast",
    text: "Base the humour on specific, true details, and keep it affectionate: nothing that embarrasses someone in front of their family.",
  },
  {
    kinds: ["speech"],
    about: "wedding best man maid of honor toast",
    text: "Tell one story that shows who the couple are together, keep inside jokes explained or out, and end by raising a glass to both.",
  },
  {
    kinds: ["speech"],
    about: "eulogy funeral memorial",
    text: "Balance a few specific memories with what the person meant to others, and give the audience a moment of warmth or a smile.",
  },
  {
    kinds: ["rewrite"],
    about: "professional formal tone boss email sound",
    text: "Remove hedging and filler, keep requests direct and polite, and keep the length about the same.",
  },
  {
    kinds: ["rewrite"],
    about: "grammar spelling proofread fix typos",
    text: "Correct grammar, spelling and punctuation only; do not rephrase sentences that are already correct.",
    unless: [
      "professional",
      "formal",
      "tone",
      "rewrite",
      "rephrase",
      "reword",
      "improve",
      "better",
      "more",
      "less",
      "shorter",
      "longer",
      "friendlier",
      "clearer",
      "polish",
    ],
  },
  {
    kinds: ["rewrite", "summary"],
    about: "shorten cut concise word count",
    text: "Cut repetition and qualifiers first; keep every fact and the original order of ideas.",
  },
  {
    kinds: ["summary"],
    about: "meeting notes minutes action items",
    text: "List action items as owner – task – due date, and decisions separately from open questions.",
  },
  {
    kinds: ["summary"],
    about: "research paper article study findings",
    text: "Give the question, method, main findings with their numbers, and limitations, in that order.",
  },
  {
    kinds: ["summary"],
    about: "book chapter novel plot",
    text: "Cover the main events in order and the turning point, without spoilers beyond what I ask for.",
  },
  {
    kinds: ["translation"],
    about: "legal contract medical official document",
    text: "Keep legal and medical terms precise and consistent, and flag terms whose meaning differs between legal systems.",
  },
  {
    kinds: ["translation"],
    about: "marketing slogan website menu casual",
    text: "Adapt wordplay and cultural references so they work for the target readers, and give a literal gloss where you had to change them.",
  },
  {
    kinds: ["explanation"],
    about: "child kid year old simple eli5 young",
    text: "Use words a child knows, short sentences and an example from their daily life; check understanding with a question at the end.",
  },
  {
    kinds: ["explanation", "quiz"],
    about: "chemistry reaction mechanism physics math equation",
    text: "Work through one example step by step, showing each intermediate result.",
  },
  {
    kinds: ["explanation"],
    about: "vaccine immune virus body health disease",
    text: "Stick to the scientific consensus, and say clearly what is known versus still being studied.",
  },
  {
    kinds: ["quiz"],
    about: "flashcards exam test revision study",
    text: "Space the questions so the hardest topics come back more than once.",
  },
  {
    kinds: ["how-to"],
    about: "unclog sink drain leak plumbing repair fix home",
    text: "Start with the least invasive fix, and say which chemicals must never be mixed.",
  },
  {
    kinds: ["how-to"],
    about: "install setup configure computer software phone",
    text: "Give the exact menu names and button labels for the version named, and how to undo each change.",
  },
  {
    kinds: ["how-to", "plan"],
    about: "garden plant grow vegetables soil",
    text: "Account for the climate zone and season, and give spacing, watering and sunlight needs.",
  },
  {
    kinds: ["plan"],
    about: "running marathon 5k workout training fitness gym",
    text: "Increase weekly load by no more than about 10%, include easy and rest days, and say how to adjust after a missed week or pain.",
  },
  {
    kinds: ["plan"],
    about: "itinerary trip travel days city visit",
    text: "Group sights by neighbourhood to limit travel time, note opening days and booking needs, and leave one flexible slot a day.",
  },
  {
    kinds: ["plan"],
    about: "meal plan week diet grocery",
    text: "Reuse ingredients across days to limit waste, and end with a grocery list grouped by aisle.",
  },
  {
    kinds: ["plan"],
    about: "study exam revision learn schedule",
    text: "Use spaced repetition and practice tests, and put the hardest subjects at the time of day I focus best.",
  },
  {
    kinds: ["plan", "business-document"],
    about: "project launch timeline milestones deadline",
    text: "Work back from the deadline, show dependencies and the critical path, and add contingency before fixed dates.",
  },
  {
    kinds: ["advice"],
    about: "coworker boss manager credit conflict work",
    text: "Separate what can be documented from what is perception, and suggest raising it first in a private, specific conversation.",
  },
  {
    kinds: ["advice"],
    about: "money debt savings invest budget loan",
    text: "Note that this is general information, not personal financial advice, and show the numbers behind each option.",
  },
  {
    kinds: ["advice"],
    about: "relationship partner friend family breakup",
    text: "Acknowledge the feelings involved without taking sides, and suggest what to say in the person's own words.",
  },
  {
    kinds: ["comparison"],
    about: "phone laptop camera buy which better",
    text: "Compare on real-world use (battery, camera in low light, software support years), not only on specifications.",
  },
  {
    kinds: ["brainstorm"],
    about: "business name brand names company",
    text: "Check each name is easy to say and spell, and note whether an obvious .com or social handle is likely to be taken.",
  },
  {
    kinds: ["brainstorm"],
    about: "gift present birthday ideas",
    text: "Spread the ideas over price ranges and say roughly what each costs.",
  },
  {
    kinds: ["recipe"],
    about: "dinner quick weeknight leftovers ingredients",
    text: "Use what I have first, keep it to one pan or tray where possible, and give total hands-on time.",
  },
  {
    kinds: ["recipe"],
    about: "bake cake bread cookies baking",
    text: "Give weights in grams as well as cups, and the oven temperature for fan and conventional ovens.",
  },
  {
    kinds: ["resume", "cover-letter"],
    about: "career change switch industry transferable",
    text: "Lead with transferable skills and results, and explain the change in one confident sentence.",
  },
  {
    kinds: ["interview-prep"],
    about: "nursing nurse hospital clinical",
    text: "Include patient-safety and prioritisation scenarios, and answers that show calm communication with patients and families.",
  },
  {
    kinds: ["interview-prep"],
    about: "software engineer developer coding technical system design",
    text: "Include a coding and a system-design question with what a strong answer covers, and how to think aloud.",
  },
  {
    kinds: ["business-document"],
    about: "policy procedure sop process",
    text: "State the purpose and scope, who is responsible for each step, and how exceptions are handled.",
  },
  {
    kinds: ["business-document"],
    about: "proposal pitch client project quote",
    text: "Lead with the client's problem and the outcome, then scope, timeline, price and what is not included.",
  },
  {
    kinds: ["business-document"],
    about: "job description hiring role posting",
    text: "Separate must-have from nice-to-have requirements, state the salary range, and use inclusive wording.",
  },
  {
    kinds: ["business-document", "presentation"],
    about: "meeting agenda quarterly review results",
    text: "Give every agenda item an owner, a time box and the decision it should produce.",
  },
  {
    kinds: ["marketing-copy"],
    about: "product description shop ecommerce handmade",
    text: "Cover what it is, who it is for, materials and size, and care or use, in scannable short paragraphs.",
  },
  {
    kinds: ["marketing-copy"],
    about: "ad facebook google ads headline character limit",
    text: "Respect the ad platform's character limits and give several headline and description variants to test.",
  },
  {
    kinds: ["presentation"],
    about: "pitch deck investors startup fundraising",
    text: "Follow the investor order: problem, solution, market, traction, business model, team, and the ask.",
  },
  {
    kinds: ["role-play"],
    about: "investor pitch grill tough questions",
    text: "Ask the hard questions a real investor would (market size, unit economics, competition), and push back on vague answers.",
  },
  {
    kinds: ["role-play"],
    about: "language practice conversation spanish french partner",
    text: "Speak mostly in the target language at my level, and correct my mistakes briefly after each of my replies.",
  },
  {
    kinds: ["role-play", "interview-prep"],
    about: "mock interview interviewer practice",
    text: "Ask follow-up questions on my answers the way a real interviewer would, and score each answer at the end.",
  },
  {
    kinds: ["role-play"],
    about: "negotiation salary raise negotiate",
    text: "Hold a realistic position, concede only when I give a reason, and reveal afterwards where I left value on the table.",
  },
  {
    kinds: ["image-prompt"],
    about: "portrait person face photo character",
    text: "Describe the lens and light (e.g. 85mm, soft window light) and the expression, not only the person.",
  },
  {
    kinds: ["image-prompt"],
    about: "landscape cabin scene dusk night sunset",
    text: "Name the time of day and the light quality, and the foreground, middle ground and background.",
  },
  {
    kinds: ["lesson-material"],
    about: "worksheet exercises practice students",
    text: "Order the exercises from easier to harder, and leave enough space or lines for answers.",
  },
  {
    kinds: ["lesson-material"],
    about: "lesson plan class activity minutes",
    text: "Give a warm-up, the main activity and a closing check, each with its minutes.",
  },
  {
    kinds: ["feedback"],
    about: "essay writing draft paper",
    text: "Judge the argument and structure before the sentences; point out where evidence is missing.",
  },
  {
    kinds: ["feedback"],
    about: "code review pull request",
    text: "Separate bugs and security issues from style, and suggest the corrected code for each.",
  },
  {
    kinds: ["feedback"],
    about: "review hotel restaurant product stayed experience",
    text: "Write it as a fair review: what was good, what was not, specific details, and who it would suit.",
  },
  {
    kinds: ["question"],
    about: "safe eat health medicine symptom",
    text: "Say when to see a doctor or call emergency services, and what the evidence says in plain terms.",
  },
];

const contentTags = ["Noun", "Verb", "Adjective", "Value", "Acronym"];
const stop = new Set([
  "be",
  "have",
  "do",
  "make",
  "get",
  "need",
  "want",
  "write",
  "help",
  "can",
  "my",
  "i",
  "me",
  "it",
]);

/** A text's content words, in dictionary form. */
export const contentLemmas = (text: string, read?: Term[]): Set<string> =>
  new Set(
    (read ?? readTerms(text))
      .filter((term) => contentTags.some((tag) => term.tags.has(tag)) && !term.tags.has("Pronoun"))
      .map((term) => term.lemma)
      .filter((word) => word.length > 1 && !stop.has(word)),
  );

let tipLemmas: Set<string>[] | undefined;

/** How much of a tip's topic the request must share (in dictionary-form words) for the tip to apply. */
export const TIP_THRESHOLD = 0.33;

/**
 * Words every domain uses ("plan", "week", "questions"): sharing them says nothing about the
 * topic, so a workout plan for the week does not bring a meal plan's tip.
 */
const generic = new Set(
  `plan week day month year time schedule list question tough hard easy good best new big small idea way thing people
  fix find learn make start use help daily weekly`.split(/\s+/u),
);

/** The phrase occurs in the lower-cased text as whole words. */
export const containsPhrase = (lower: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}(?![\\p{L}\\p{N}])`, "u").test(lower);

/**
 * The tips for a kind whose topic is close enough to the request: at least two shared words
 * (in dictionary form) that are not generic, covering at least TIP_THRESHOLD of the tip's topic,
 * and nothing in the request that the tip would contradict; best first.
 */
export const findTips = (kind: KindId, request: Set<string>, limit = 2, lower = ""): string[] => {
  tipLemmas ??= expertTips.map((tip) => contentLemmas(tip.about));
  return expertTips
    .map((tip, index) => {
      if (!tip.kinds.includes(kind)) return { tip, score: 0 };
      if ((tip.unless ?? []).some((phrase) => containsPhrase(lower, phrase))) return { tip, score: 0 };
      const about = tipLemmas![index]!;
      const shared = [...about].filter((word) => request.has(word) && !generic.has(word)).length;
      const score = shared >= 2 ? shared / about.size : 0;
      return { tip, score };
    })
    .filter(({ score }) => score >= TIP_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ tip }) => tip.text);
};
