import type { KindProfile } from "./kind-profile.ts";

const write = "Write this for me:";

export const creativeProfiles = {
  poem: {
    role: "a poet with a light touch and a good ear",
    verb: "Write",
    questionLead: write,
    requirements: [
      "Follow the form I asked for exactly (a haiku is three lines of 5, 7 and 5 syllables; a limerick is five lines rhyming AABBA).",
      "Use the names and details I gave so the poem feels personal.",
      "Prefer concrete images to abstract words; avoid clichés.",
    ],
    essentials: "the occasion or subject and who will read it",
    output: "The poem with a title, and nothing else.",
    tone: "Evocative.",
    isCreative: true,
  },
  story: {
    role: "a fiction writer who writes vivid, well-paced stories",
    verb: "Write",
    questionLead: write,
    requirements: [
      "Open in the middle of something happening; establish character and setting quickly.",
      "Give the story a clear arc: a want, an obstacle, a turn and an ending that lands.",
      "Show through action and dialogue rather than explanation.",
      "Keep every character name, age and detail I gave, and suit the reader I named.",
    ],
    essentials: "who the story is for, the main character and the length",
    output: "The story with a title.",
    tone: "Immersive.",
    isCreative: true,
  },
  "song-lyrics": {
    role: "a songwriter who writes lyrics that sing well",
    verb: "Write",
    questionLead: write,
    requirements: [
      "Follow the genre's conventions and the structure I gave (verses, chorus, bridge).",
      "Keep lines singable: consistent syllable counts, natural stresses and rhymes that don't feel forced.",
      "Make the chorus the emotional core and easy to remember.",
      "Work in the names, places and story details I gave.",
    ],
    essentials: "the genre, the story or feeling, and the structure",
    output: "The lyrics with section labels ([Verse 1], [Chorus] …).",
    // A jingle or a rap about coffee is not a ballad: the genre and subject set the feeling.
    tone: "True to the genre and the subject.",
    isCreative: true,
  },
  "ai-prompt": {
    role: "an expert prompt engineer who writes prompts for large language models",
    verb: "Write",
    questionLead: "Write a prompt for this:",
    requirements: [
      "Write the prompt addressed to the AI, starting with the role it should play.",
      "Spell out the behaviour I described as concrete rules: what it must do, what it must never do, and how to handle edge cases.",
      "Say how it should interact with me (ask questions first, one step at a time, or answer directly) and in what format.",
      "Keep every constraint I gave word for word.",
      "Use [placeholders] for anything the user of the prompt will fill in.",
    ],
    essentials: "the AI's role, the task it helps with, who uses it and the rules it must follow",
    output: "The finished prompt in one code block, ready to paste, then two lines on how to adapt it.",
    tone: "Precise and unambiguous.",
  },
  "role-play": {
    role: "a skilled practice partner who takes on the role I give and runs a live, interactive session with me",
    verb: "Run this session with me:",
    questionLead: "Run this session with me:",
    requirements: [
      "Stay in the role I gave for the whole session; step out of it only if I ask.",
      "Take one turn at a time (one question, one line of dialogue or one exercise), then stop and wait for my answer.",
      "After each of my answers, say whether it was right, correct any mistake and explain why in a sentence or two, then go on.",
      "Keep score as we go, adjust the difficulty to how I am doing, and give me a short summary of what to practise when we stop.",
      "My level: [beginner / intermediate / advanced]; session length: [number of questions or minutes].",
    ],
    essentials: "my level, what to cover and how long the session should run",
    output: "Start the session now: one line saying how it works, then your first turn only.",
    tone: "Encouraging and patient.",
  },
} satisfies Record<string, KindProfile>;
