import type { ExpertTip } from "./expert-tip.ts";

/** The member wants no rhyme at all. */
const UNRHYMED = [
  ...["shouldnt rhyme", "shouldn't rhyme", "not rhyme", "doesnt have to rhyme", "doesn't have to rhyme"],
  ...["dont rhyme", "don't rhyme", "no rhyme", "no rhyming", "not rhyming", "free verse", "needn't rhyme"],
  ...["without rhyme", "without rhyming"],
];
/** The member allows rhyme but not a jingle's beat ("rhyming is ok but not sing-songy"). */
const LIGHTLY_RHYMED = [
  ...["sing-songy", "sing songy", "singsongy", "sing-song", "singsong", "jingly", "too rhymey", "too rhymy"],
  ...["not cheesy rhymes", "light rhyme", "loose rhyme", "subtle rhyme", "rhyming is ok but", "rhyme is ok but"],
  ...["not greeting card", "not a greeting card", "not hallmark", "not too hallmark"],
];

/** Expertise for essays, stories, poems and speeches. */
export const compositionTips: ExpertTip[] = [
  {
    kinds: ["essay"],
    about: "history war causes origins events",
    text: "Distinguish long-term causes from immediate triggers, and weigh their relative importance instead of listing them.",
  },
  {
    kinds: ["essay"],
    about: "compare contrast two texts novels authors",
    text: "Organise it point by point rather than text by text, so every paragraph compares.",
    // A comparison, not any essay on two texts or characters.
    when: ["compare", "comparing", "comparison", "contrast", "versus", "vs"],
  },
  {
    kinds: ["creative-writing"],
    about: "bedtime story children kids young",
    text: "Use simple, rhythmic language with a little repetition, a gentle conflict and a calm, reassuring ending for sleep.",
    // A poem the children read out at assembly is no story to fall asleep to.
    when: ["bedtime", "bed time", "sleep", "asleep", "sleepy", "goodnight", "good night", "lullaby", "night-time"],
  },
  {
    kinds: ["creative-writing"],
    about: "poem haiku limerick sonnet rhyme",
    text: "Respect the form exactly (syllables, line count, rhyme scheme), and let the form serve the image, not force awkward words.",
    // A poem the member wants unrhymed has no rhyme scheme to respect.
    unless: [...UNRHYMED, ...LIGHTLY_RHYMED],
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
    kinds: ["essay"],
    about: "argumentative persuasive thesis counterargument position",
    text: "State an arguable thesis in the introduction and give the strongest opposing argument its own paragraph with a rebuttal, which graders typically reward.",
  },
  {
    kinds: ["essay"],
    about: "compare contrast similarity difference essay",
    text: "Organise point-by-point (each paragraph one criterion covering both subjects) rather than subject-by-subject, so the essay analyses instead of describing each thing twice.",
  },
  {
    kinds: ["essay"],
    about: "personal statement college admission commonapp",
    text: "Build it around one specific moment or scene rather than a list of achievements, and spend roughly the last third reflecting on what changed in you.",
    // A US college essay's shape, not a UCAS or graduate statement's (those centre on the subject and the programme).
    unless: [
      "ucas",
      "graduate school",
      "grad school",
      "masters",
      "master's",
      "phd",
      "postgraduate",
      "residency",
      "medical school",
      "law school",
    ],
  },
  {
    kinds: ["essay"],
    about: "history cause war historical revolution",
    text: "Rank causes (long-term, short-term, trigger) instead of listing them, and support each with a dated, specific event or source.",
  },
  {
    kinds: ["essay"],
    about: "literary analysis novel theme symbol quote",
    text: "Analyse how each quote creates meaning through word choice, imagery or structure instead of retelling the plot, using a claim–evidence–analysis pattern per paragraph.",
  },
  {
    kinds: ["essay"],
    about: "citation cite apa mla bibliography",
    text: "Follow the requested style exactly (APA 7 author–date, MLA 9 author–page) and never invent sources; mark spots where I must insert a real reference.",
  },
  {
    kinds: ["creative-writing"],
    about: "bedtime story sleep toddler nighttime",
    text: "Lower the energy toward the end — slower rhythm, quiet images, the character settling to sleep — and avoid cliffhangers or scary peaks near the ending.",
  },
  {
    kinds: ["creative-writing"],
    about: "scared afraid fear dark monster",
    text: "Let the child character overcome the fear through their own small brave action instead of an adult fixing it, and never dismiss the fear as silly.",
  },
  {
    kinds: ["creative-writing"],
    about: "poem rhyme rhyming stanza meter",
    text: "Keep a consistent meter as well as rhyme by matching stressed syllables per line, and avoid forced rhymes that twist word order ('the sky so blue').",
    unless: [...UNRHYMED, ...LIGHTLY_RHYMED],
  },
  {
    kinds: ["creative-writing"],
    about: "poem rhyme rhyming verse",
    text: "Let any rhyme fall where it comes naturally (near rhymes are fine) and vary the rhythm so the lines read like speech, not a jingle; never twist word order to reach a rhyme.",
    when: LIGHTLY_RHYMED,
  },
  {
    kinds: ["creative-writing"],
    about: "song lyric chorus verse bridge melody",
    text: "Make the chorus short, repeatable and carry the title, and have each verse add new concrete detail rather than restating the chorus.",
  },
  {
    kinds: ["creative-writing"],
    about: "joke pun funny punchline comedian",
    text: "Put the funniest word at the very end of the punchline, keep setups short, and avoid jokes that depend on knowledge the audience doesn't share.",
  },
  {
    kinds: ["creative-writing"],
    about: "fiction short story plot protagonist twist",
    text: "Start mid-scene with a character who wants something concrete, and limit a short piece to one or two main characters and one central conflict.",
  },
  {
    kinds: ["creative-writing"],
    about: "picture book spread readaloud toddler",
    text: "Write for page turns: about 12–14 spreads, one to three sentences each, ending pages on a moment that makes the reader want to turn.",
  },
  {
    kinds: ["creative-writing"],
    about: "moral fable kindness sharing lesson",
    text: "Show the lesson through a character's choice and its consequence rather than stating the moral at the end; children tune out explicit preaching.",
  },
  {
    kinds: ["speech"],
    about: "eulogy funeral memorial deceased",
    // The stories and the words per minute are the speech template's own lines.
    text: "Name the close family members the person leaves behind, and say what the person was like with them.",
  },
  {
    kinds: ["speech"],
    about: "retirement retiring farewell career send-off",
    text: "Mention concrete contributions and years of service, one affectionate anecdote, and the person's plans ahead; keep age jokes light.",
  },
  {
    kinds: ["speech"],
    about: "voicemail greeting phone record",
    text: "Keep it under about 20 seconds: name, when calls will be returned, what to leave (name, number, reason), and an alternative contact for urgent matters.",
  },
  {
    kinds: ["speech"],
    about: "youtube intro hook opening viewer",
    text: "Deliver the video's promise in the first 10 seconds and hold 'welcome back' and subscribe requests until after some value has been delivered.",
  },
  {
    kinds: ["speech"],
    about: "vow promise ceremony marriage spouse",
    text: "Include a few concrete promises (some light, some serious), keep to about one to two minutes, and suggest agreeing length and tone with the partner beforehand.",
  },
  {
    kinds: ["speech"],
    about: "graduation commencement graduate valedictorian",
    text: "Tie the message to specific shared moments of this class, give one actionable idea instead of a string of clichés, and stay within the allotted time.",
  },
  {
    kinds: ["speech", "interview-prep"],
    about: "elevator pitch networking introduce mixer",
    text: "Structure it as who you help, the problem you solve, one proof point and a question inviting conversation, at about 75 words for 30 seconds.",
  },
];
