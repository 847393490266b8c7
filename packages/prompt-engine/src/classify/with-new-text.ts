import { NEUTRAL_KIND, type KindId } from "../kinds.ts";
import { isSentenceLine, looksLikeCode, printedError } from "../text/line-kinds.ts";

/** Kinds that work on a text the member already has. */
const reworkingKinds = new Set<KindId>(["rewrite", "feedback"]);
/** Readings of a situation told at length: advice on it, or no kind sure enough. */
const situationKinds = new Set<KindId>(["advice", NEUTRAL_KIND]);
/** A question besides the text ("what are my options, and can you draft a letter"): more than the text is asked. */
const otherAsk =
  /\b(?:what are my (?:options|rights)|what (?:should|can|do) i do|is (?:this|that|it) (?:even )?(?:legal|allowed|fair)|should i|whether (?:to|i))\b/iu;

/**
 * "word a text to my landlord", "write an email to…", "make a fb post": a new text to write, and its
 * medium. A verb after "to" is no medium: "a notice to post in the lobby" is a notice; a blog post
 * is no social post.
 */
const newText =
  /\b(?:word|write|draft|compose|send|put together)\s+(?:me\s+)?(?:a|an)\s+(?:[\w'-]+\s+){0,2}?(?<!\bto\s|\bblog\s)(text|txt|message|msg|dm|note|reply|e-?mail|letter|post|caption)\b|\b(?:make|create|do)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:[\w'-]+\s+){0,2}?(?<!\bblog\s)(post|caption)\b(?![-'])/iu;

/**
 * A paste the member gives as an example to learn from, not the text to rework ("here's one as an
 * example of what NOT to do", "for inspiration"). A template to fill in is reworked.
 */
export const pastedAsExample =
  /\b(?:as an? (?:example|reference)|for (?:reference|inspiration)|(?:an )?example of (?:what|how)|what not to (?:do|write|say|send)|how not to (?:do|write|say|word)|what (?:i|we) (?:don'?t|do not) want)\b/iu;

/** A speech the member has to give or write ("I have to give the eulogy on Friday", "writing my best man speech", "need a eulogy for my uncle"). */
const speechToGive =
  /\b(?:give|giving|write|writing|deliver|delivering|do|doing|make|making|read|reading|need|want)\s+(?:the|a|my|his|her|our)\s+(?:\w+\s+)?(?:eulogy|speech|toast)\b/iu;

/**
 * Words that work on a text already written ("rewrite", "make it sound", "too long"): a rewrite
 * read without one of them, and with nothing pasted, has nothing to rework.
 */
const reworkWords =
  /\b(?:re-?write|rewrit\w*|rephras\w*|reword\w*|edit\w*|proof-?read\w*|improv\w*|fix\w*|polish\w*|shorten\w*|tighten\w*|simplif\w*|paraphras\w*|(?<!\b(?:the|a|is|its|it's|was|most)\s)correct\w*|check\w*|revis\w*|redo|tweak\w*|clean\w* up|tone (?:it|this|that) down|sound\w*|too (?:long|short|formal|casual|blunt|harsh|stiff|wordy)|turn (?:this|that|it|my)|convert|make (?:this|that|it|my|the|our)\b[^.?!]{0,40}\b(?:less|more|better|shorter|longer|nicer|clearer|friendlier|warmer|punchier|stronger|harder|tighter|sharper|flow)|my (?:draft|version|text|essay|cv|resume|letter|cover letter|bio|post|paragraph)|(?:help|make) (?:it|this) flow|flows? better|smooth\w* (?:it|this) out)\b/iu;

/**
 * A text quoted in the request to rework ("my current opener: \"hey whats up\""), not a quoted name
 * in title case ("the \"Problem Statement\" section").
 */
const quotesText = (request: string) =>
  [...request.matchAll(/["“]([^"”]+)["”]/gu)].some(
    ([, quoted]) => /\s/u.test(quoted!.trim()) && quoted!.split(/\s+/u).some((word) => /^[a-z]/u.test(word)),
  );

/** Words to be spoken to a room: a speech, a eulogy, a toast, or minutes read out loud. */
const spokenAloud =
  /\b(?:out loud|aloud|read it out|speech|eulogy|toast|funeral|memorial service|minutes? (?:long )?(?:to read|read|spoken|when read))\b/iu;

/**
 * The member asks only to work on the prose they pasted ("make it hit harder but don't change my
 * voice"), not to turn it into something else: no question beside it, no code or program output,
 * no example to learn from.
 */
const reworksPastedProse = (request: string, material: string) =>
  // "turn my notes into a cheat sheet", "convert this JSON into an update": a new text from the paste.
  // "not too harsh" sets the tone of a text still to write; it finds no fault with one written.
  reworkWords.test(request.replace(/\b(?:turn|convert)\w*\b[^.?!\n]*|\bnot too \w+/giu, " ")) &&
  !writesToSomeone.test(request) &&
  !request.includes("?") &&
  !otherAsk.test(request) &&
  !pastedAsExample.test(request) &&
  !answersWhatCame.test(request) &&
  !printedError.test(material) &&
  !material.split("\n").some(looksLikeCode) &&
  isMostlySentences(material);

/**
 * A new text to someone about the paste ("those are from our society rules. ive got to write to a
 * plot holder who has broken 7 and 12… a first warning letter"): the paste is its subject.
 */
const writesToSomeone =
  /\b(?:write|writing)\s+(?:(?:a|an)\s+(?:[\w'-]+\s+){0,2}?(?:letter|e-?mail|note|message)\s+)?to\s+(?:a|an|the|my|our|his|her|their|mr|mrs|ms|miss|dr)\b/iu;
/** The medium such a text is named by ("its a first warning letter"). */
const namedMedium = /\b(?:letter|e-?mail|note|message|text)\b/iu;
/** An ask to work on the paste itself, which a text to someone does not cancel. */
const editsPaste = /\b(?:re-?writ|rephras|reword|edit|proof-?read|polish|improv|tweak|shorten)\w*/iu;

/** Rows of a bank statement or a sheet ("03/04,Stripe payout,1842.50") are figures to work out, not prose to rework. */
const isMostlySentences = (material: string) => {
  const lines = material.split("\n").filter((line) => line.trim() !== "");
  return lines.filter(isSentenceLine).length * 2 >= lines.length;
};

/**
 * The paste came to the member and they answer it with a text of their own ("here's the letter they
 * sent… I want to send an objection", "walk me through it"): nothing of theirs to rework.
 */
const answersWhatCame =
  /\b(?:(?:they|he|she|it|the \w+) (?:sent|wrote|emailed|posted)(?: (?:me|us))?|(?:got|received) (?:this|that|the following)|sent (?:me|us) (?:this|that))\b[\s\S]*\b(?:send|reply|respond|object\w*|complain\w*|appeal\w*|answer)\b|\b(?:send|reply|respond|object\w*|complain\w*|appeal\w*|answer)\b[\s\S]*\b(?:(?:they|he|she|it|the \w+) (?:sent|wrote|emailed|posted)(?: (?:me|us))?|(?:got|received) (?:this|that))\b|\bwalk (?:me|us) through\b/iu;

/** The new text tells others of the paste ("…to the 14 ladies on the rota explaining this", "letting them know about it"). */
const tellsOthersOfIt =
  /\b(?:explain(?:ing|s)?|tell(?:ing|s)?|let(?:ting)? (?:them|everyone|people|\w+) know|announc\w*|pass(?:ing)? on|about)\s+(?:(?:them|everyone|people|the \w+)\s+)?(?:this|that|it|the (?:change|decision|new rule|news))\b/iu;

const kindOfMedium: Record<string, KindId> = {
  text: "message",
  txt: "message",
  message: "message",
  msg: "message",
  dm: "message",
  note: "message",
  reply: "message",
  email: "email",
  "e-mail": "email",
  letter: "email",
  post: "social-post",
  caption: "social-post",
};

/** A new form asked of a pasted text ("make this into a checklist", "turn it into a table for the fridge"). */
const intoNewForm =
  /\b(?:make|turn|put|convert|change) (?:this|it|these|that|them)\b[^.?!]{0,15}?\binto (?:a |an )?(?:[\w-]+ ){0,2}?(?:checklist|check list|list|table|timeline|schedule|calendar|plan|rota|to-?do list|chart|flowchart)\b/iu;

/**
 * A request read as reworking a text that asks for a new one and pastes nothing ("can u help me
 * word a text to my landlord saying the boiler's been broken 5 days"): there is nothing to edit,
 * so it is the medium's kind. With a draft pasted, the rework stands. A situation told at length
 * that ends in "help me write a text apologizing" asks for the text, not advice on the situation,
 * unless it also asks what to do. A text pasted as an example of what to aim for or avoid is no
 * draft: the new text is asked for.
 */
export const withNewText = (kind: KindId, request: string, material: string): KindId => {
  // "My dad died last week and I have to give the eulogy": the speech is the deliverable.
  if (situationKinds.has(kind) && speechToGive.test(request)) return "speech";
  const found = newText.exec(request);
  const medium = (found?.[1] ?? found?.[2])?.toLowerCase();
  // "write this year's e-mail… here's last year's as an example of what not to do": a new text.
  if (material.trim() !== "" && reworkingKinds.has(kind) && pastedAsExample.test(request))
    return (medium === undefined ? undefined : kindOfMedium[medium]) ?? NEUTRAL_KIND;
  // "make this into a checklist with the deadlines on top": a new form made from the paste, not the
  // paste revised.
  if (material.trim() !== "" && (kind === "rewrite" || kind === NEUTRAL_KIND) && intoNewForm.test(request))
    return NEUTRAL_KIND;
  // "this is the opening of my story, can you make it hit harder": the pasted prose is the text to rework.
  // "my grandad's funeral is friday, this is what i have so far, help it flow… 4 minutes read out loud": a speech.
  if (material.trim() !== "" && kind === NEUTRAL_KIND && reworksPastedProse(request, material))
    return spokenAloud.test(request) ? "speech" : "rewrite";
  // "those are from our rules. ive got to write to a plot holder… a first warning letter".
  if (
    material.trim() !== "" &&
    (reworkingKinds.has(kind) || kind === NEUTRAL_KIND) &&
    writesToSomeone.test(request) &&
    !editsPaste.test(request)
  ) {
    const named = namedMedium.exec(request)?.[0].toLowerCase().replace("-", "");
    return named === undefined ? NEUTRAL_KIND : (kindOfMedium[named] ?? NEUTRAL_KIND);
  }
  // "this is from the PCC minutes: '…' can you write a kind note to the 14 ladies on the rota
  // explaining this": a new text to people about the paste, which stays as it is.
  if (material.trim() !== "" && reworkingKinds.has(kind) && medium !== undefined && tellsOthersOfIt.test(request))
    return kindOfMedium[medium] ?? kind;
  if (material.trim() !== "") return kind;
  if (!reworkingKinds.has(kind) && !(situationKinds.has(kind) && !otherAsk.test(request))) return kind;
  if (medium) return kindOfMedium[medium] ?? kind;
  // "I need the 'Problem Statement' section, max 300 words": a text to write, of no kind the engine tells apart.
  // "message from the umpire: "…" is that 5 wides or 1 wide + 4 byes??": a question about the quote.
  return kind === "rewrite" && !reworkWords.test(request) && (!quotesText(request) || /["”][^"”]*\?/u.test(request))
    ? NEUTRAL_KIND
    : kind;
};
