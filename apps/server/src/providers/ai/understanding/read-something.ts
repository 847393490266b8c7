import type { DeliverableKind } from "./deliverable-kinds.ts";
import { chatPlaces } from "./domain-words.ts";
import { peopleNouns } from "./function-words.ts";

const socialPlaces = new Set(
  "facebook instagram insta linkedin twitter tiktok nextdoor threads bluesky feed".split(" "),
);
const spokenVerbs = new Set("say read give".split(" "));
const vague = new Set("something anything".split(" "));

/**
 * "something to put in the local Facebook group", "something for our WhatsApp group", "something
 * to say at my dad's 60th": a vague "something" is named by where it goes or when it is said.
 * `at` is the index of "something"; undefined when neither says what it is.
 */
export const somethingFor = (words: string[], at: number): DeliverableKind | undefined => {
  if (!vague.has(words[at] ?? "")) return undefined;
  let next = at + 1;
  // "something short and funny to post…": describing words before what it is for.
  while (next < at + 4 && !["to", "for", "in", "on", "at"].includes(words[next] ?? "")) next += 1;
  const verb = words[next] === "to" ? words[next + 1] : undefined;
  const place = words.slice(next, next + 8);
  if (place.some((word) => socialPlaces.has(word))) return "social-post";
  if (place.some((word) => chatPlaces.has(word))) return "personal-message";
  if (verb && spokenVerbs.has(verb)) {
    // Said at an occasion it is a speech; said to someone close, a message.
    if (place.includes("at")) return "speech";
    if (place.some((word) => peopleNouns.has(word))) return "personal-message";
  }
  if (place.some((word) => /^cards?$/u.test(word))) return "personal-message";
  return undefined;
};
