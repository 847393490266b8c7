import { lowercaseUnlessName } from "./fix-casing.ts";
import { alternation, capitalizeFirst, phrases } from "./word-pattern.ts";

const w = "[\\p{L}\\p{N}'’]";

/** Verbs a request can already start with: such a sentence is an instruction as it stands. */
const imperativeVerbs = phrases(`
  write | create | make | draft | generate | build | design | explain | summarize | summarise | analyze |
  analyse | plan | help | give | list | compare | translate | rewrite | fix | debug | find | suggest |
  brainstorm | come up with | outline | review | improve | edit | proofread | teach | tell | show | describe |
  prepare | turn | convert | calculate | organize | organise | schedule | research | draw | paint | illustrate |
  render | compose | optimize | optimise | refactor | implement | add | update | respond | reply | answer |
  recommend | propose | identify | check | estimate | forecast | evaluate | assess | name | pick | choose |
  develop | set up | rephrase | shorten | expand | polish | format | craft | produce | put together | map out |
  break down | walk me through | quiz | email | e-mail | send | post | reword | simplify | correct | cook
`);

const leadIns: [RegExp, string][] = [
  // "Can you please help me …", "Could you …", "Please …"
  [new RegExp(`^(?:please\\s+)?(?:can|could|would|will)\\s+you\\s+(?:please\\s+)?(?:possibly\\s+)?`, "iu"), ""],
  [new RegExp(`^(?:i\\s+was\\s+wondering\\s+if\\s+you\\s+could|is\\s+it\\s+possible\\s+to)\\s+`, "iu"), ""],
  [
    new RegExp(
      `^(?:i\\s+(?:need|want|would\\s+like|'d\\s+like|would\\s+love|'d\\s+love)\\s+(?:for\\s+)?you\\s+to)\\s+`,
      "iu",
    ),
    "",
  ],
  [new RegExp(`^please\\s+`, "iu"), ""],
  // "I need to plan …", "We have to …", "I'm trying to …" → "Help me plan …"
  [
    new RegExp(
      `^(i|we)\\s+(?:need|want|have|would\\s+like|'d\\s+like|'m\\s+trying|am\\s+trying|are\\s+trying|'re\\s+trying|'m\\s+looking|am\\s+looking)\\s+to\\s+`,
      "iu",
    ),
    "help $1 ",
  ],
  [new RegExp(`^let's\\s+`, "iu"), "help me "],
];

/** "I need an email" → "Write an email" with the verb that suits the task. */
const wantsSomething = new RegExp(
  `^(?:i|we)\\s+(?:need|want|would\\s+like|'d\\s+like|'m\\s+looking\\s+for|am\\s+looking\\s+for)\\s+(?=(?:a|an|the|some|my|our|\\p{N})(?!${w}))`,
  "iu",
);
const startsWithVerb = new RegExp(`^(?:${alternation(imperativeVerbs)})(?!${w})`, "iu");
const startsWithArticle = new RegExp(`^(?:a|an|the|some|my|our|\\p{N}[\\p{N},.]*)(?!${w})`, "iu");
const isQuestion = (text: string) => text.endsWith("?");

/** Things one writes, so that a one-word request like "email" becomes "Write an email". */
const writableNouns = new Set(
  phrases(`
    email | e-mail | essay | poem | story | letter | speech | caption | tweet | post | blog | article | song |
    bio | biography | slogan | tagline | newsletter | resume | résumé | cv | toast | invitation |
    announcement | summary | outline | script
  `),
);
const withArticle = (noun: string) => `${/^[aeiou]/iu.test(noun) ? "an" : "a"} ${noun}`;
const lowerArticle = (text: string) => text.replace(startsWithArticle, (word) => word.toLowerCase());

/** A clause whose head has a verb ("my team needs…") is a statement, not the name of a thing. */
const hasOwnVerb = new RegExp(
  `(?<!${w})(?:i|we|they|he|she|it|is|are|was|were|am|has|have|had|does|doesn't|don't|did|didn't|won't|can't|isn't|aren't|will|would|should|could|can|keeps|needs|wants|says|said|seems|looks|works|worked|fails|crashes|throws|shows|gets|got|goes|went|takes|makes|i'm|we're|they're|it's|there's)(?!${w})`,
  "iu",
);

/** The head of a clause, before "to", "that", "which"…: "Excel formula to sum column B". */
const headOf = (text: string) =>
  text.split(new RegExp(`(?<!${w})(?:to|that|which|who|for|with|of|about|when|if|where|so)(?!${w})`, "iu"))[0] ?? text;

/** "Python script to rename files" → "a Python script to rename files"; plurals take none. */
const withArticleIfSingular = (text: string) => {
  const noun = lowercaseUnlessName(text);
  return /^[\p{L}-]+s(?![\p{L}])/iu.test(noun) ? noun : withArticle(noun);
};

/**
 * Rewrites the request as a direct instruction: "can you write…" → "Write…". `verb` suits the
 * task: "Write" turns "a cover letter" into "Write a cover letter"; a verb ending in a colon,
 * like "Help me fix this problem:", introduces a request that is a statement rather than a thing.
 */
export const toImperative = (request: string, verb: string): string => {
  let text = request.trim();
  const single = /^([\p{L}-]+)[.!?]?$/u.exec(text)?.[1];
  if (single && verb === "Write" && writableNouns.has(single.toLowerCase())) {
    return `Write ${withArticle(single.toLowerCase())}.`;
  }
  for (const [pattern, replacement] of leadIns) text = text.replace(pattern, replacement);
  text = text.replace(/^help (i|we) /iu, (_match, who: string) =>
    who.toLowerCase() === "we" ? "help us " : "help me ",
  );
  const introducesStatement = verb.endsWith(":");
  if (startsWithVerb.test(text)) text = capitalizeFirst(text);
  else if (isQuestion(text)) return `Answer this question: ${capitalizeFirst(text)}`;
  else if (!introducesStatement && wantsSomething.test(text))
    text = `${verb} ${lowerArticle(text.replace(wantsSomething, ""))}`;
  else if (introducesStatement || hasOwnVerb.test(headOf(text)))
    text = `${introducesStatement ? verb : "Help me with this:"} ${capitalizeFirst(text)}`;
  else if (startsWithArticle.test(text)) text = `${verb} ${lowerArticle(text)}`;
  else text = `${verb} ${withArticleIfSingular(text)}`;
  return isQuestion(text) ? `${text.slice(0, -1)}.` : text;
};
