import { withoutQuotations } from "../../text/without-quotations.ts";
import type { RequestSignals } from "../signals.ts";
import type { KindProfile } from "./kind-profile.ts";
import { messageProfile } from "./message.ts";
import { asksForJokes, LENGTH_WORDS } from "./profile-phrases.ts";
import {
  asksForOnePart,
  AUTO_REPLY,
  COLD_OUTREACH,
  EVERYTHING_NEEDED,
  FORMAL_REPRESENTATION,
  hasIntroduction,
  isCircular,
  isFamilyLetter,
  isGroupLetter,
  isPersonalLetter,
  isStory,
  isVerseOnly,
  isWholeEssay,
  marksMilestone,
  NEWSLETTER,
  NO_ENGAGEMENT_BAIT,
  NOTHING_ASKED,
  PERSONAL_NEWS,
  PERSONAL_STORY,
  PLAN_ONLY,
  QUIET_ENDING,
  RESIGNATION,
  SENTIMENT,
  SETS_ENDING,
  STORY_OPENING,
  TESTIMONY,
  THANKS,
  toOrganisation,
  toReassure,
} from "./writing-phrases.ts";

/** A letter an office files under a reference with its enclosures: one to an organisation, or one the member calls formal. */
const isFiledLetter = (signals: RequestSignals) =>
  // "formal but simple language" sets the register, not the layout.
  /\bformal (?:letter|complaint|notice|request|appeal|grievance|objection)\b/u.test(signals.lower) ||
  toOrganisation.test(withoutQuotations(signals.lower));

/** What an expert insists on for e-mails, messages, posts, articles, essays and stories. */
export const writingProfiles: Record<
  "email" | "message" | "social-post" | "article" | "essay" | "creative-writing",
  KindProfile
> = {
  email: {
    role: "an experienced writer of clear, effective e-mails",
    essentials: [
      {
        text: "Start with a subject line that says what the e-mail is about and what is needed.",
        only: (signals) => !signals.isPostalLetter,
        // A reply keeps the thread's subject.
        // A web form or a message box has no subject field.
        unless: [
          ...["reply", "replying", "respond", "write back", "answer this", "answer him", "answer her"],
          ...["no subject", "without a subject", "web form", "online form", "contact form", "message box"],
          ...AUTO_REPLY,
        ],
      },
      {
        text: "Lay it out as a formal letter: my name and address, the date, the recipient's address, a reference line with any account or case number, and the documents enclosed.",
        only: (signals) =>
          signals.isPostalLetter && !isPersonalLetter(signals) && isFiledLetter(signals) && !isGroupLetter(signals),
        // A short note to a school needs no address blocks or reference line either.
        lengthens: true,
        // A resignation goes to someone the member works with: dated and addressed, no reference line or
        // enclosures; a thank-you handed over asks for none of it.
        unless: [...TESTIMONY, ...RESIGNATION, ...THANKS],
      },
      // A letter to a person asks a favour of someone, not a file reference of an office.
      {
        text: "Lay it out as a letter: my name and address, the date, and the recipient's name and address.",
        only: (signals) =>
          signals.isPostalLetter && !isPersonalLetter(signals) && !isFiledLetter(signals) && !isGroupLetter(signals),
        lengthens: true,
        unless: [...TESTIMONY, ...RESIGNATION, ...THANKS],
      },
      // A letter on paper to family tells its news in its own way, not as a request to act on.
      {
        text: "Put the main point or request in the first two sentences; then only the context the reader needs to act.",
        // A thank-you has no request and no reader who must act: its warmth is the point. A newsletter
        // carries many items in its own chatty order.
        unless: [...TESTIMONY, ...THANKS, ...SENTIMENT, ...NEWSLETTER],
        only: (signals) => !isFamilyLetter(signals),
      },
      // An apology, a thanks or a farewell asks nothing of its reader.
      {
        text: "End with one clear next step: what I ask for and by when.",
        unless: [...TESTIMONY, ...NOTHING_ASKED, ...NEWSLETTER, ...COLD_OUTREACH],
        only: (signals) => !isFamilyLetter(signals) && !isCircular(signals),
      },
      // "help me write a cold email… not salesy": a stranger owes no deadline.
      {
        text: "End with one small, easy ask (a reply or a short call), with no pressure and no deadline.",
        when: COLD_OUTREACH,
        unless: [...TESTIMONY, ...NOTHING_ASKED],
      },
      // A circular to members may ask several things (come to the AGM, nominate by the 31st).
      {
        text: "End with what readers need to do, each with its date, on a line of its own.",
        unless: [...TESTIMONY, ...NOTHING_ASKED],
        only: (signals) => !isFamilyLetter(signals) && isCircular(signals),
      },
      // "a letter supporting her marriage for her green card interview": the writer asks nothing.
      {
        text: "Say who I am and how and since when I know them, then specific first-hand facts (dates, places, what I saw) rather than praise, and end with a statement that it is true to the best of my knowledge, with my signature, the date and my contact details.",
        when: TESTIMONY,
      },
      // An objection or an appeal states every ground it has.
      {
        text: "Keep it under about 200 words.",
        // A reference holds every first-hand fact the member gives.
        unless: [...LENGTH_WORDS, ...FORMAL_REPRESENTATION, ...EVERYTHING_NEEDED, ...TESTIMONY],
        only: (signals) => !signals.isPostalLetter,
      },
    ],
    questions: ["recipient", "tone"],
    factual: true,
  },
  message: messageProfile,
  "social-post": {
    role: "a social media writer who knows what each platform rewards",
    essentials: [
      // A short caption has no 'see more' cut, and a call to action would lengthen it.
      {
        text: "Open with a first line that makes sense on its own in the feed, before the 'see more' cut.",
        lengthens: true,
        // Family news is read by friends in full, not won in a feed.
        unless: [...PERSONAL_NEWS, ...NO_ENGAGEMENT_BAIT],
      },
      {
        text: "Follow the platform's conventions: line breaks for LinkedIn, a caption and a few relevant hashtags for Instagram, under 280 characters per post for X.",
        unless: ["hashtag", "hashtags", "characters", ...LENGTH_WORDS],
        // The member who names the platform writes for it alone; the others' rules are noise.
        only: (signals) => !signals.hasPlatform,
      },
      // "no hashtags", "max 3 hashtags": the limit is what the member names them for.
      {
        text: "Use no more hashtags than I allow.",
        only: (signals) => /\bhashtags?\b/u.test(signals.lower),
      },
      { text: "Sound like a person, not a press release: concrete details over adjectives, no buzzwords." },
      {
        text: "End with a natural prompt to respond (a question or a call to action) that fits the post.",
        lengthens: true,
        // A family moment shared with friends asks nothing of its readers.
        unless: [
          ...PERSONAL_NEWS,
          ...NO_ENGAGEMENT_BAIT,
          ...["pic of my", "photo of my", "picture of my", "video of my", "my puppy", "my pup"],
          // A post that thanks people closes on the thanks, not on a question to its readers.
          ...["want to thank", "to thank", "thanking", "thank you post", "thank-you post", "gratitude"],
        ],
        only: (signals) => !marksMilestone(signals.lower),
      },
    ],
    questions: ["platform", "tone"],
    factual: true,
  },
  article: {
    role: "an experienced editor and writer for online readers",
    essentials: [
      {
        text: "Give it a specific headline and an introduction that tells the reader what they will get from reading on.",
        // An introduction asked for alone opens someone else's piece.
        unless: ["intro", "introduction", "opening paragraph", ...PERSONAL_STORY],
      },
      {
        text: "Organise it under descriptive subheadings, one idea per section, with concrete examples, numbers or steps.",
        lengthens: true,
        unless: PERSONAL_STORY,
      },
      {
        text: "Tell it as my own story in the first person: open on a concrete moment, keep the honest detail, and let what I learned come out of the story rather than slogans.",
        when: PERSONAL_STORY,
      },
      { text: "Write for the reader named; explain any term they may not know the first time it appears." },
      { text: "Close with a short takeaway or next step, not a summary of every section.", unless: SETS_ENDING },
      {
        text: "Aim for about 800–1,200 words.",
        unless: [...LENGTH_WORDS, "intro", "introduction", "outline", "headline", "title", "titles"],
      },
    ],
    questions: ["audience", "length"],
  },
  essay: {
    role: "an academic writing tutor",
    essentials: [
      {
        text: "State a clear, arguable thesis at the end of the introduction.",
        unless: PLAN_ONLY,
        only: hasIntroduction,
      },
      {
        text: "Give each body paragraph one claim, supported by evidence and analysis that ties it back to the thesis.",
        unless: PLAN_ONLY,
        only: isWholeEssay,
      },
      { text: "Address at least one counter-argument and answer it.", unless: PLAN_ONLY, only: isWholeEssay },
      {
        text: "Conclude by drawing the argument together without introducing new evidence; do not invent quotations or sources — mark where a citation is needed.",
        unless: PLAN_ONLY,
        only: isWholeEssay,
      },
      {
        text: "Write only the part I ask for, in a voice that fits my level, and mark where a source would be cited rather than invent one.",
        unless: PLAN_ONLY,
        only: asksForOnePart,
      },
      {
        text: "Give the plan, not the piece: the sections in order with what each covers and about how many words, the main themes and debates, and the kinds of sources to look for — without inventing references.",
        when: PLAN_ONLY,
      },
    ],
    questions: ["length", "level"],
  },
  "creative-writing": {
    role: "a skilled creative writer",
    essentials: [
      {
        text: "Show through concrete images, actions and dialogue rather than stating feelings.",
        unless: ["no dialogue", "without dialogue", "no speech"],
        only: (signals) => isStory(signals) && !asksForJokes(signals.lower),
      },
      {
        text: "Show through concrete images and actions rather than stating feelings.",
        when: ["no dialogue", "without dialogue", "no speech"],
        only: isStory,
      },
      {
        text: "Give the characters or speaker a distinct voice, and keep the point of view consistent.",
        only: (signals) => isStory(signals) && !asksForJokes(signals.lower),
      },
      {
        // A poem or song has no dialogue or cast: its images are the details the member gave.
        text: "Build it from concrete images and the particular details I gave rather than general sentiments, in one consistent voice.",
        only: (signals) => isVerseOnly(signals) && !asksForJokes(signals.lower),
      },
      {
        text: "Keep each set-up short and land the laugh on the last word; fit every joke to the audience I name, and vary the kinds of joke.",
        // Jokes asked for, not the member's own told of ("she hated my jokes then and still does").
        only: (signals) => asksForJokes(signals.lower),
      },
      {
        text: "Build to an ending that lands: a turn, an image or a line that closes the piece.",
        only: (signals) => !asksForJokes(signals.lower) && !toReassure(signals),
        unless: [...STORY_OPENING, ...QUIET_ENDING],
      },
      {
        text: "End calmly, with the worry eased and the character feeling safe; no frights, twists or surprises.",
        only: (signals) => toReassure(signals) && !asksForJokes(signals.lower),
        unless: [...STORY_OPENING, ...QUIET_ENDING],
      },
      {
        text: "Stop at a moment that makes the reader want the next line; do not wrap the story up.",
        when: ["opening", "beginning", "first chapter", "first lines", "intro", "prologue"],
        // "Don't end on a cliffhanger": the member has ruled out the hook this line asks for.
        unless: ["cliffhanger", "cliff hanger", "cliff-hanger"],
      },
      {
        text: "End the opening without a cliffhanger, as I ask, and without wrapping the story up.",
        // Named only to refuse it, which is why it is read as it is typed.
        only: (signals) =>
          /\bcliff[- ]?hanger\b/u.test(signals.lower) &&
          /\b(?:opening|beginning|first chapter|first lines|intro|prologue)\b/u.test(signals.lower),
      },
      {
        text: "Avoid clichés and stock phrases; surprise the reader at least once.",
        only: (signals) => !asksForJokes(signals.lower) && !toReassure(signals),
        unless: QUIET_ENDING,
      },
    ],
    questions: ["genre", "length"],
  },
};
