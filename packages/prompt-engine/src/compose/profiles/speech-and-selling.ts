import { containsPhrase } from "../../text/contains-phrase.ts";
import type { RequestSignals } from "../signals.ts";
import type { KindProfile } from "./kind-profile.ts";
import {
  asksForOneLineOnly,
  inSeconds,
  LIGHT_TOUCH,
  OCCASION_SPEECH,
  ONE_LINE,
  SPOKEN_SCRIPT,
  VIDEO_SCRIPT,
} from "./profile-phrases.ts";

const names = (signals: RequestSignals, phrases: readonly string[]) =>
  phrases.some((phrase) => containsPhrase(signals.lower, phrase));

/** Words to be heard once and acted on (a voicemail, an ad read, a 30-second spot), not a speech at an occasion. */
const isSpokenScript = (signals: RequestSignals) =>
  names(signals, SPOKEN_SCRIPT) || (inSeconds.test(signals.lower) && !names(signals, OCCASION_SPEECH));
const isNotSpokenScript = (signals: RequestSignals) => !isSpokenScript(signals);
/** A headline atop a flyer's bullets is no tagline alone: the piece keeps its structure and its call. */
const isNotOneLineOnly = (signals: RequestSignals) => !asksForOneLineOnly(signals);

/** A speech that says goodbye to someone who has died. */
const FAREWELL = [
  ...["eulogy", "funeral", "memorial", "celebration of life", "committal", "crematorium", "graveside"],
  ...["scattering ashes", "scattering the ashes", "burial", "interment"],
];
/**
 * Words at a farewell: a eulogy or a funeral named, or a service or tribute for someone who died
 * ("writing a non religious service for a man called Ewan… family asked for plain 'died'").
 */
const saysFarewell = (signals: RequestSignals) =>
  names(signals, FAREWELL) ||
  (/\b(?:died|dead|death|passed away|passing)\b/u.test(signals.lower) &&
    /\b(?:service|tribute|send-?off|remember\w*)\b/u.test(signals.lower));
/**
 * A service that remembers many people at once ("families of about 140 patients who died this
 * year", "an annual memorial service"): no one person to bring into the room, no stories of the
 * member's about them.
 */
const remembersMany = (signals: RequestSignals) =>
  /\b(?:families|all those|everyone (?:who|we)|those (?:who|we)|\d+ (?:patients|people|residents|members|lives)|annual (?:memorial|remembrance)|service of remembrance|remembrance service|remembrance sunday|memorial service for (?:all|those|everyone))\b/u.test(
    signals.lower,
  );
const remembersOne = (signals: RequestSignals) => isNotSpokenScript(signals) && !remembersMany(signals);

/** The member says how the speech ends ("end on something about the land", "finish with a toast to them"). */
const ENDING_SET = [
  "end on",
  "end with",
  "finish on",
  "finish with",
  "close on",
  "close with",
  "ending on",
  "ending with",
];

/** A script read slowly to one listener, to calm or guide them: no room, toast or stories of the member's. */
const GUIDED = [
  ...["guided meditation", "meditation script", "relaxation script", "breathing exercise", "body scan"],
  ...["visualisation", "visualization", "hypnosis", "yoga nidra", "sleep story", "mindfulness script"],
  ...["sleep meditation", "meditation for sleep", "relaxation for sleep"],
];
/** A script to fall asleep to. */
const FOR_SLEEP = ["sleep", "asleep", "bedtime", "at night", "drift off", "nod off", "insomnia"];
/** The member shows how to mark a pause ("put pauses in like [pause 5s]"): that mark, not line breaks. */
const OWN_PAUSE_MARK = ["[pause", "(pause", "pauses in like", "pauses like", "pause like", "mark pauses"];

/**
 * Words said while the audience watches something happen (a falconry display, a demonstration, a
 * guided tour): the talk follows the action, with no toast or stories of the member's.
 */
const NARRATION = [
  ...["flying display", "falconry display", "bird display", "displays", "demonstration", "cookery demo"],
  ...["guided tour", "walking tour", "tour of", "commentary", "patter"],
  ...["what to say as", "what to say while", "talk while i", "talk as i", "while i demonstrate", "as i show"],
];

/** The member refuses a sales tone ("I hate when listings sound like a sales pitch", "not salesy"). */
const NO_PITCH = [
  ...["sales pitch", "salesy", "sales-y", "pushy", "hard sell", "no hype", "not hype", "hypey", "markety"],
  ...["oversell", "overselling", "over-sell", "don't hype", "dont hype", "exaggerate", "exaggerating"],
  ...["sound like an ad", "sounds like an ad", "like an advert", "like a commercial", "marketing speak"],
];
/** Money asked for a cause ("a GoFundMe for the clubhouse roof"): givers, not buyers, read it. */
const FUNDRAISING = [
  ...["gofundme", "go fund me", "justgiving", "just giving", "crowdfunder", "crowdfunding", "fundraiser"],
  ...["fundraising", "donations", "donate", "donors", "charity appeal", "sponsor me", "sponsorship page"],
];
/** Only the speech's plan is asked for ("outline only not the full speech"): no script to time or say aloud. */
const OUTLINE_ONLY = [
  ...["outline only", "just the outline", "just an outline", "an outline", "outline for", "outline of"],
  ...["structure only", "not the full speech", "not the whole speech", "not a full speech", "bullet points only"],
];
/** What an expert insists on for speeches, scripts and marketing copy. */
export const speechAndSellingProfiles: Record<"speech" | "marketing-copy", KindProfile> = {
  speech: {
    role: "a speechwriter",
    rolesWhen: [{ when: GUIDED, role: "a meditation teacher who writes scripts to be read aloud" }],
    essentials: [
      {
        text: "Write for the ear: short sentences, natural rhythm, nothing that is hard to say aloud.",
        unless: OUTLINE_ONLY,
      },
      // "need an outline for a eulogy… 6 minutes… outline only": the plan, timed, not the words.
      {
        text: "Give the outline only: the parts in order, each with its points, the stories to tell and about how many minutes it takes.",
        when: OUTLINE_ONLY,
      },
      {
        text: "Open with a hook (a moment, a line, a question) and close with a line the room can respond to (a toast, a thank-you, a call).",
        only: (signals) => isNotSpokenScript(signals) && !saysFarewell(signals),
        unless: [...VIDEO_SCRIPT, ...ENDING_SET, ...LIGHT_TOUCH, ...GUIDED, ...NARRATION],
      },
      {
        text: "Follow what the audience is watching: each part of the talk goes with one moment of the action, with a cue for what I do, and room left while they watch.",
        when: NARRATION,
        unless: [...VIDEO_SCRIPT, ...GUIDED, ...OUTLINE_ONLY],
      },
      // "help it flow better without changing it too much, it should still sound like me": the draft stays theirs.
      {
        text: "Keep my words, my order and my stories; change only what stops it flowing when spoken, and list what you changed.",
        when: LIGHT_TOUCH,
      },
      // A member who says how to end has chosen the ending.
      {
        text: "Open with a hook (a moment, a line, a question), and end the way I ask.",
        when: ENDING_SET,
        only: isNotSpokenScript,
        unless: VIDEO_SCRIPT,
      },
      // A eulogy ends on a farewell, not a toast or a call.
      {
        text: "Open with a moment that brings the person into the room, and close with a few words of farewell to them.",
        only: (signals) => saysFarewell(signals) && remembersOne(signals),
        unless: [...VIDEO_SCRIPT, ...ENDING_SET, ...LIGHT_TOUCH],
      },
      {
        text: "Speak to everyone there at once: name the loss without singling anyone out, and close on something the whole room shares.",
        only: (signals) => saysFarewell(signals) && isNotSpokenScript(signals) && remembersMany(signals),
        unless: [...VIDEO_SCRIPT, ...ENDING_SET, ...LIGHT_TOUCH],
      },
      {
        // "Things to include: …" four details: build on them, however many.
        text: "Build it on specific stories and details, mine first, rather than a list of qualities.",
        only: remembersOne,
        unless: [...VIDEO_SCRIPT, ...LIGHT_TOUCH, ...GUIDED, ...NARRATION],
      },
      {
        text: "Speak to one listener in a calm second person: guide their breath and attention one step at a time, and bring them gently back at the end.",
        when: GUIDED,
        unless: FOR_SLEEP,
      },
      // A script to fall asleep to ends in sleep: nothing wakes the listener at its close.
      {
        text: "Speak to one listener in a calm second person: guide their breath and attention one step at a time, and let the end fade toward sleep rather than bring them back.",
        when: GUIDED,
        only: (signals) => names(signals, FOR_SLEEP),
      },
      {
        text: "Say the essentials first and plainly (who, what, when, what to do next), and repeat a number or address the listener must note.",
        only: isSpokenScript,
        unless: VIDEO_SCRIPT,
      },
      // A video is watched: the first seconds decide whether anyone stays.
      {
        text: "Hook the viewer in the first two seconds, keep one idea to each shot, and note what is on screen beside each line.",
        when: VIDEO_SCRIPT,
      },
      {
        text: "Fit it to the time: about 130 spoken words per minute, and mark pauses with line breaks.",
        unless: [...GUIDED, ...OWN_PAUSE_MARK, ...OUTLINE_ONLY, ...NARRATION],
      },
      {
        text: "Fit it to the time: about 130 spoken words per minute, and mark pauses the way I show.",
        when: OWN_PAUSE_MARK,
        unless: [...GUIDED, ...OUTLINE_ONLY],
      },
      // A guided script is read slowly, and its silences take up much of the time.
      {
        text: "Fit it to the time at a slow pace, about 100 spoken words a minute with the pauses counted in, and mark pauses the way I show, or with line breaks if I have not.",
        when: GUIDED,
      },
    ],
    questions: ["occasion", "tone"],
    factual: true,
  },
  "marketing-copy": {
    role: "a conversion copywriter",
    // "I hate when listings sound like a sales pitch": plain facts sell it, not a pitch.
    rolesWhen: [{ when: NO_PITCH, role: "a copywriter who lets plain, concrete facts do the selling" }],
    essentials: [
      // A blurb of twenty words (a menu line, a product card) has room for neither a structure nor a call.
      {
        text: "Lead with the benefit to the buyer, then the features that prove it.",
        only: isNotOneLineOnly,
        unless: [...NO_PITCH, ...FUNDRAISING],
        lengthens: true,
      },
      {
        text: "Lead with what the money will do and for whom, then the facts that show why it is needed now.",
        when: FUNDRAISING,
        only: isNotOneLineOnly,
      },
      { text: "Use concrete, sensory specifics instead of superlatives; make no claim I cannot back up." },
      {
        text: "End with one clear call to action.",
        only: isNotOneLineOnly,
        unless: [...NO_PITCH, "menu"],
        lengthens: true,
      },
      {
        // A listing or a product page has a title, not a headline to test.
        text: "Give two or three variants of the headline.",
        when: ["ad", "ads", "advert", "landing page", "banner", "flyer", "poster", "campaign", "billboard"],
        unless: ONE_LINE,
      },
      {
        text: "Keep each option to a single line, as asked: no body copy, feature list or call to action.",
        only: asksForOneLineOnly,
      },
    ],
    questions: ["product", "tone"],
    factual: true,
  },
};
