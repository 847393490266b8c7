import { mannerAdverbs } from "./function-words.ts";
import { startsWithPhrase } from "./tokens.ts";

const openers = new Set("ok okay so hey hi hello right well and also then now oh um just basically alright".split(" "));
const wanting = [
  ...["i need", "we need", "i want", "we want", "i'd like", "we'd like", "i would like", "we would like"],
  ...["i'd love", "i would love", "i really need", "i just need", "i'm looking", "i am looking", "we're looking"],
  ...["i'm trying", "i am trying", "we're trying", "i require", "we require"],
];
/** "I have to", "we've got to": obligation, always followed by the verb. */
const obliged = ["i have to", "we have to", "i've got to", "we've got to", "i got to", "i gotta"];
const politeLeadIns = [
  ...["can you", "could you", "would you", "will you", "can u", "i was wondering if you could"],
  ...["is it possible to", "do you think you could", "please", "kindly", "pls"],
];

/** Skips "can you", "please", "I need", "help me", "my boss asked me to"; says where the request proper starts. */
export const skipLeadIns = (words: string[]) => {
  let at = 0;
  let hasLeadIn = false;
  let wantsObject = false;
  for (let moved = true; moved;) {
    moved = false;
    while (openers.has(words[at] ?? "")) at += 1;
    const polite = politeLeadIns.find((phrase) => startsWithPhrase(words, at, phrase));
    const must = obliged.find((phrase) => startsWithPhrase(words, at, phrase));
    const want = wanting.find((phrase) => startsWithPhrase(words, at, phrase));
    const asker = words.findIndex(
      (word, index) => index >= at && index < at + 6 && word === "me" && words[index + 1] === "to",
    );
    if (polite) at += polite.split(" ").length;
    else if (must) at += must.split(" ").length;
    else if (want) at += want.split(" ").length;
    else if (startsWithPhrase(words, at, "help me") || startsWithPhrase(words, at, "help us")) at += 2;
    else if (["need", "want", "let's", "lets"].includes(words[at] ?? "")) at += 1;
    else if (asker > at && ["asked", "told", "wants", "needs", "want", "need"].includes(words[asker - 1] ?? "")) {
      at = asker + 2;
    } else continue;
    hasLeadIn = true;
    moved = true;
    wantsObject = Boolean(want) || words[at - 1] === "need" || words[at - 1] === "want";
    if (startsWithPhrase(words, at, "you to")) at += 2;
    if (words[at] === "to") wantsObject = false;
    if (["to", "for", "with", "please"].includes(words[at] ?? "")) {
      if (words[at] !== "to") wantsObject = true;
      at += 1;
    }
  }
  while (mannerAdverbs.has(words[at] ?? "") && words[at + 1]) at += 1;
  return { at, hasLeadIn, wantsObject };
};
