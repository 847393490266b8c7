import type { DeliverableKind } from "./deliverable-kinds.ts";

const list = (words: string) =>
  words
    .split(/\s*\|\s*/u)
    .map((word) => word.trim())
    .filter(Boolean);

/** Verbs that make something; their object names the deliverable ("write a cover letter"). */
export const creationVerbs = new Set(
  list(`write | draft | create | make | generate | build | compose | design | produce | craft | prepare | put together |
  come up with | give | get | need | want | do | whip up | figure out | set up | develop | devise | draw up | write up |
  find | pull together | throw together | provide | send | share | show | help with | outline | start | suggest |
  recommend | type up | put | list`),
);

/** Verbs that are themselves the deliverable: "translate …", "summarize …", "negotiate …". */
export const kindVerbs = new Map<string, DeliverableKind>([
  ...list("translate").map((verb) => [verb, "translation"] as const),
  ...list("summarize | summarise | sum up | condense | recap | tldr").map((verb) => [verb, "summary"] as const),
  ...list("explain | teach | understand").map((verb) => [verb, "explanation"] as const),
  ...list("compare | contrast").map((verb) => [verb, "comparison"] as const),
  ...list(`proofread | edit | rewrite | rephrase | reword | polish | improve | tighten | shorten | correct |
    paraphrase | simplify | fix up | clean up | punch up`).map((verb) => [verb, "edit-text"] as const),
  ...list("debug | troubleshoot").map((verb) => [verb, "debugging"] as const),
  ...list("negotiate | haggle").map((verb) => [verb, "negotiation"] as const),
  ...list("complain | appeal | dispute | contest").map((verb) => [verb, "complaint"] as const),
  ...list("name").map((verb) => [verb, "naming"] as const),
  ...list("brainstorm").map((verb) => [verb, "idea-list"] as const),
  ...list("critique").map((verb) => [verb, "critique"] as const),
  ...list("quiz").map((verb) => [verb, "quiz"] as const),
  ...list("interview | mock interview").map((verb) => [verb, "interview-prep"] as const),
  ...list("research | look into | investigate").map((verb) => [verb, "research-brief"] as const),
  ...list("draw | paint | illustrate | sketch | render | photograph | visualize | visualise").map(
    (verb) => [verb, "image-prompt"] as const,
  ),
  ...list("cook | bake").map((verb) => [verb, "recipe"] as const),
  ...list("email | e-mail").map((verb) => [verb, "email"] as const),
  ...list("tweet").map((verb) => [verb, "social-post"] as const),
  ...list("invite").map((verb) => [verb, "invitation"] as const),
]);

/** Texts a person writes themselves: checking one is editing it ("check my essay"). */
export const writtenKinds = new Set<DeliverableKind>([
  "email",
  "letter",
  "complaint",
  "personal-message",
  "essay",
  "report",
  "blog-post",
  "review",
  "story",
  "poem",
  "social-post",
  "newsletter",
  "press-release",
  "ad-copy",
  "product-description",
  "speech",
  "proposal",
]);

/** Pieces that can be outlined before they are written; "outline the steps" keeps its own kind. */
export const outlinedKinds = new Set<DeliverableKind>([...writtenKinds, "presentation", "video-script", "lesson-plan"]);

/** Kinds an improving verb keeps rather than turning into general editing ("improve my resume"). */
export const selfEditingKinds = new Set<DeliverableKind>(["resume", "cover-letter", "bio", "code", "sql"]);

/** Verbs that need an object to say what they are about; resolved by the caller. */
export const objectVerbs = new Set(
  list(`plan | organize | organise | throw | host | arrange | analyze | analyse | look at | dig into | crunch | interpret |
  fix | solve | reply | respond | answer | apologize | apologise | thank | text | message | prepare for | prep for |
  get ready for | ask for | convert | refactor | optimize | optimise | port | find out | budget | schedule | post |
  check | check over | review | look over | go over | turn`),
);

/** Things said to someone: with no deliverable named, they are a message. */
export const communicativeVerbs = new Set(
  list(`decline | accept | reject | turn down | tell | inform | remind | follow up with | announce | congratulate |
  welcome | introduce | notify | update | warn | ask | say | let know | cancel | reschedule | confirm | request`),
);

/** Phrasal verbs, longest first, so "come up with" is read before "come". */
export const phrasalVerbs = [...creationVerbs, ...kindVerbs.keys(), ...objectVerbs, ...communicativeVerbs]
  .filter((verb) => verb.includes(" "))
  .sort((a, b) => b.split(" ").length - a.split(" ").length);
