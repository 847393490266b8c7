import type { KindProfile } from "./kind-profile.ts";
import { allowsEstimates, HIRING_SIDE, LENGTH_WORDS, ONE_LINE, PUBLISHED_ADVERT } from "./profile-phrases.ts";

/** One part of a letter asked for alone: the opening, the first line, the closing paragraph. */
const ONE_PART_OF_LETTER = [
  ...["opening line", "first line", "first sentence", "opening sentence", "opening paragraph", "first paragraph"],
  ...["closing line", "closing paragraph", "last line", "last paragraph", "sign-off"],
];

/** A bio or an about section: prose for readers, not bullets for a recruiter's system. */
const BIO = [
  ...["bio", "biography", "about section", "about page", "about me", "portfolio", "profile summary", "summary section"],
  ...["personal statement", "headline and about", "linkedin about", "'about' section", "about us"],
];

/** A bio by name, read by customers, audiences or readers as much as recruiters ("a bio for my etsy shop"). */
const NAMED_BIO = ["bio", "bios", "biography", "about page", "about us", "about me"];

/**
 * Bullets about the job the member has now, with no job they are going for named: there is no
 * target role to tailor the wording to.
 */
const describesCurrentJobOnly = (lower: string) =>
  /\b(?:my )?current (?:job|role|position)\b/u.test(lower) &&
  !/\b(?:apply\w*|application|job ads?|advert|description|posting|vacanc\w+|target\w*|for (?:a|an|the) [\p{L} -]{0,30}(?:job|role|position))\b/u.test(
    lower,
  );

/** What an expert insists on for CVs, cover letters, interviews, work documents and presentations. */
export const careerAndWorkProfiles: Record<
  "resume" | "cover-letter" | "interview-prep" | "business-document" | "presentation",
  KindProfile
> = {
  resume: {
    role: "a recruiter who reviews thousands of CVs",
    // A bio for a shop, a talk or a book cover is read by customers and audiences, not recruiters.
    rolesWhen: [{ when: NAMED_BIO, role: "a writer of short, specific bios" }],
    essentials: [
      {
        text: "Write each bullet as action verb + what I did + a measurable result (numbers, scale, time saved).",
        unless: [
          "gap",
          "career break",
          "personal statement",
          "profile section",
          "personal profile",
          "summary",
          "about me",
          ...BIO,
          ...ONE_LINE,
        ],
      },
      {
        text: "Write it as short prose, leading with what I do and for whom, then the proof.",
        when: BIO,
      },
      {
        text: "Tailor the wording to the target role, using the keywords an applicant tracking system would look for.",
        // Keywords for a machine are the buzzwords a member who bans them does not want.
        unless: [...BIO, "buzzword", "buzzwords", "jargon"],
        only: (signals) => !describesCurrentJobOnly(signals.lower),
      },
      {
        text: "Keep only facts I have given; where a number would help and I have not given one, leave a [number] placeholder.",
        unless: NAMED_BIO,
        only: (signals) => !allowsEstimates(signals.lower),
      },
      {
        text: "Keep only facts I have given; leave out what I have not told you rather than invent it or leave a placeholder.",
        when: NAMED_BIO,
      },
    ],
    questions: ["job", "experience"],
    factual: true,
  },
  "cover-letter": {
    role: "a careers coach who writes strong cover letters",
    essentials: [
      { text: "Open with the role and one specific reason I fit it, not a generic greeting line." },
      {
        text: "Connect two or three of my concrete achievements to what the job asks for.",
        unless: [...ONE_LINE, ...ONE_PART_OF_LETTER],
      },
      {
        text: "Show why this employer in particular, and close with a confident request for an interview.",
        unless: [...ONE_LINE, ...ONE_PART_OF_LETTER],
      },
      { text: "Keep it under one page (about 300–400 words).", unless: LENGTH_WORDS },
    ],
    questions: ["job", "experience"],
    factual: true,
  },
  "interview-prep": {
    role: "an interview coach for this field",
    essentials: [
      {
        text: "List the questions most likely for this role and level, including behavioural and technical ones.",
        unless: HIRING_SIDE,
      },
      {
        text: "For behavioural questions, show how to answer with the STAR structure (situation, task, action, result).",
        unless: HIRING_SIDE,
      },
      { text: "Add two or three good questions for me to ask the interviewer.", unless: HIRING_SIDE },
      {
        text: "Ask about real situations the candidate has handled, and for each question say what a strong and a weak answer sound like.",
        when: HIRING_SIDE,
      },
      {
        text: "Keep every question lawful: nothing about age, health, family plans, religion or origin.",
        when: HIRING_SIDE,
      },
    ],
    questions: ["job", "experience"],
  },
  "business-document": {
    role: "an experienced business writer and manager",
    essentials: [
      {
        text: "Use the standard sections for this type of document, with clear headings.",
        lengthens: true,
        // One field of a form ("this is the section: Project Description (max 250 words)") is one answer.
        unless: [
          ...["this is the section", "this section", "the section is", "one section", "the field", "this field"],
          ...["form field", "the box", "this box", "application question", "the question is", "this question"],
        ],
      },
      {
        text: "Make every goal or commitment specific and measurable, with an owner and a date.",
        when: [
          "plan",
          "policy",
          "proposal",
          "goal",
          "goals",
          "okr",
          "okrs",
          "strategy",
          "roadmap",
          "report",
          "agreement",
        ],
      },
      {
        text: "Keep the language neutral and precise, fit for the people who will sign it or act on it.",
        setsTone: true,
        // An advert is written to draw people in, not to be signed.
        unless: PUBLISHED_ADVERT,
      },
      {
        text: "Write the performance goals as SMART goals, with scheduled check-ins, the support offered and what happens at the end of the plan.",
        when: ["performance improvement", "pip", "underperform", "improvement plan"],
      },
    ],
    questions: [],
    factual: true,
  },
  presentation: {
    role: "a presentation designer and coach",
    essentials: [
      {
        text: "Give a slide-by-slide outline: a headline that states each slide's point, 3 bullets at most, and what to show.",
      },
      {
        text: "Build it as a storyline: the situation, the problem, the answer, then what you ask the audience to do.",
      },
      { text: "Add short speaker notes for each slide." },
    ],
    questions: ["slides", "audience"],
  },
};
