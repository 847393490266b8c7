import { wordPattern } from "../understanding/word-pattern.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";

// "a bedtime story", "a lullaby", "something to help her fall asleep": read to wind down.
const windingDown = wordPattern("bedtime|bed time|lullab(?:y|ies)|goodnight|good night|fall asleep|sleepy time", "iu");
const upToSeven = "(?:[1-7]|one|two|three|four|five|six|seven)";
// "my 4 year old", "she's five", "a toddler", "kids in nursery": a young child hears it.
const youngChild = wordPattern(
  `${upToSeven}[\\s-]*(?:years?|yrs?)[\\s-]*olds?|(?:he|she)(?:'s|’s|\\s+is)\\s+${upToSeven}|toddlers?|preschool(?:ers?)?|kindergarten|nursery|little ones?|young (?:children|child|kids)`,
  "iu",
);
// "a limerick", "a funny poem", "a silly song": the form or the ask is for laughs.
const forLaughs = wordPattern("limericks?|clerihews?|nonsense (?:poem|verse|rhyme)s?|funny|silly|humorous|comic", "iu");

// "for my grandma's 90th birthday", "for our wedding": a celebration; "for his funeral": a loss.
const celebration = wordPattern(
  "birthday|\\d+(?:st|nd|rd|th)|anniversary|wedding|engagement|retirement|graduation|christmas|valentine'?s?|mother'?s day|father'?s day|baby shower|new year",
  "iu",
);
const loss = wordPattern(
  "funeral|memorial|eulogy|passed away|died|in memory|condolences?|grie(?:f|ving)|loss of",
  "iu",
);

/** A eulogy or a memorial speech honours someone: no toast or call to action to end on. */
const farewellSpeech = (profile: KindProfile): KindProfile => ({
  ...profile,
  requirements: profile.requirements.map((line) =>
    /Open with a hook/u.test(line)
      ? "Open gently with who they were to us, and end with a line of farewell or thanks that honours them."
      : line,
  ),
  tone: "Tender, warm and comforting.",
});

const calmStory = [
  "Open gently in a safe, familiar place, and keep the pace slow and soothing from start to finish.",
  "Give it a simple, reassuring arc: a small wish or worry that is resolved kindly, with nothing frightening.",
  "Use short sentences, simple words and soft repetition a young child can follow and enjoy hearing again.",
  "End on a calm, cosy, sleepy note that helps the child settle.",
];
const calmVerse = [
  "Keep it slow, soft and soothing, with gentle repetition and nothing startling.",
  "End on a calm, sleepy note.",
];
const youngReader = [
  "Use short sentences, simple words and playful repetition a young child can follow.",
  "Keep it warm and safe: any problem is small and resolved kindly.",
];

/**
 * The genre or the listener changes what a story or poem should do: a bedtime story winds a child
 * down rather than opening on action, a story for a small child keeps its words simple, and a
 * limerick is written for laughs, and a poem for a birthday or a funeral takes that occasion's feeling.
 * The tone the person named still wins over these defaults.
 */
export const forGenre = (request: string, kind: string, profile: KindProfile): KindProfile => {
  if (kind === "speech" && loss.test(request)) return farewellSpeech(profile);
  if (kind !== "story" && kind !== "poem" && kind !== "song-lyrics") return profile;
  const bedtime = windingDown.test(request);
  const young = youngChild.test(request);
  if (bedtime || young) {
    const simple = bedtime ? (kind === "story" ? calmStory : calmVerse) : youngReader;
    return {
      ...profile,
      requirements:
        kind === "story"
          ? [...simple, ...profile.requirements.filter((line) => /name, age/u.test(line))]
          : [...profile.requirements, ...simple],
      tone: bedtime ? "Calm, gentle and soothing." : "Warm, simple and playful.",
    };
  }
  if (kind !== "story" && forLaughs.test(request)) {
    return {
      ...profile,
      requirements: [
        ...profile.requirements.filter((line) => !/concrete images/u.test(line)),
        "Build to a punchline: the last line should land the joke, with a rhythm (and rhymes, where the form has them) that feels effortless.",
      ],
      tone: "Playful and witty.",
    };
  }
  // A poem or song for an occasion takes the occasion's feeling, not a generic one.
  if (kind !== "story" && loss.test(request)) return { ...profile, tone: "Tender, warm and comforting." };
  if (kind !== "story" && celebration.test(request)) return { ...profile, tone: "Warm and celebratory." };
  return profile;
};
