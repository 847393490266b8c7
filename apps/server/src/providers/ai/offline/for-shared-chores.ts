import { wordPattern } from "../understanding/word-pattern.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";

const chores = wordPattern("chores?|housework|cleaning|jobs|tasks|duties", "iu");
// "my kids, they're 6, 8 and 11", "the flatmates", "the whole family": several people share them.
const sharers = wordPattern(
  "kids|children|sons|daughters|boys|girls|twins|family|flatmates|housemates|roommates|everyone|each of us|all of us|team|siblings",
  "iu",
);

/** A list of chores, or a rota of them; a time-blocked day plan is not how chores are shared. */
const choreKinds = new Set(["checklist", "schedule"]);

/**
 * "A chore chart for my kids, they're 6, 8 and 11", "a cleaning rota for the flatmates": chores
 * shared between people are split fairly, suited to each, with how often each is done — not a
 * packing-style list ordered by deadline, nor a day in time blocks.
 */
export const forSharedChores = (request: string, kind: string, profile: KindProfile): KindProfile => {
  if (!choreKinds.has(kind) || !chores.test(request) || !sharers.test(request)) return profile;
  return {
    ...profile,
    requirements: [
      "Share the tasks fairly between the people I named, suited to their ages and abilities, and rotate the unpopular ones.",
      "Say how often each task is done (daily, weekly) and keep each one small and concrete enough to tick off.",
      "Adapt it to the home and routine I described.",
    ],
    essentials: "who shares the chores (and their ages), the rooms or jobs involved and how often",
    output:
      "A chart with the tasks down the side and the people and days across, with ☐ boxes, ready to print; then one line on how to keep it going.",
  };
};
