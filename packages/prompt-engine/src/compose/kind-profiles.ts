import type { KindId } from "../kinds.ts";
import type { QuestionId } from "./questions.ts";

/** A line of the prompt that an expert would insist on; left out when the request says otherwise. */
export type Requirement = {
  text: string;
  /** Words or phrases that, in the request, make this line contradict it. */
  unless?: string[];
  /** Words or phrases one of which the request must contain for the line to apply. */
  when?: string[];
};

export type KindProfile = {
  /** Who the assistant is asked to be; left out when the member gives a role. */
  role: string;
  /** What an expert in this task insists on. */
  essentials: Requirement[];
  /** Missing essentials to ask about, most important first. */
  questions: QuestionId[];
  /** A deliverable about the member's own situation: invented details would be wrong. */
  factual?: boolean;
};

/** A one-line deliverable: no body copy, no sections, no call to action. */
const ONE_LINE = [
  "tagline",
  "taglines",
  "slogan",
  "slogans",
  "one-liner",
  "one liner",
  "one line",
  "one sentence",
  "headline",
  "motto",
  "catchphrase",
];
/** The member names how the role-play ends ("when I say 'done'"): their word, not ours. */
const OWN_STOP = [
  "when i say",
  "when i type",
  "when i write",
  "until i say",
  "until i type",
  "until i write",
  "if i say",
  "if i type",
  "once i say",
  "stop word",
  "safe word",
];

/** A trip is planned day by day for enjoyment, not against goals or a starting level. */
const TRIP = [
  "holiday",
  "holidays",
  "trip",
  "vacation",
  "itinerary",
  "travel",
  "honeymoon",
  "getaway",
  "road trip",
  "city break",
];

const LENGTH_WORDS = [
  "short",
  "brief",
  "long",
  "words",
  "word",
  "page",
  "pages",
  "sentence",
  "sentences",
  "paragraph",
  "one-liner",
];

/** Each kind's expertise and questions; "neutral" has none beyond the request itself. */
export const kindProfiles: Record<Exclude<KindId, "neutral">, KindProfile> = {
  email: {
    role: "an experienced writer of clear, effective e-mails",
    essentials: [
      { text: "Start with a subject line that says what the e-mail is about and what is needed." },
      {
        text: "Put the main point or request in the first two sentences; then only the context the reader needs to act.",
      },
      { text: "End with one clear next step: what I ask for, by when, and how to reach me." },
      { text: "Keep it under about 200 words.", unless: LENGTH_WORDS },
    ],
    questions: ["recipient", "goal", "tone"],
    factual: true,
  },
  message: {
    role: "someone who writes natural, well-judged short messages",
    essentials: [
      { text: "Write it the way a person types in a chat: short sentences, no subject line, no formal sign-off." },
      {
        text: "Say the one thing that matters first; keep it to a few lines a phone screen shows at once.",
        unless: LENGTH_WORDS,
      },
      { text: "Match the relationship: as familiar as I would be with this person, no more." },
      { text: "Give two alternative versions after the first, one a little warmer and one a little more direct." },
    ],
    questions: ["recipient", "tone"],
    factual: true,
  },
  "social-post": {
    role: "a social media writer who knows what each platform rewards",
    essentials: [
      { text: "Open with a first line that makes sense on its own in the feed, before the 'see more' cut." },
      {
        text: "Follow the platform's conventions: line breaks for LinkedIn, a caption and a few relevant hashtags for Instagram, under 280 characters per post for X.",
        unless: ["hashtag", "hashtags", "characters", ...LENGTH_WORDS],
      },
      {
        text: "Use exactly the number of hashtags I ask for, no more.",
        when: ["hashtag", "hashtags"],
      },
      { text: "Sound like a person, not a press release: concrete details over adjectives, no buzzwords." },
      { text: "End with a natural prompt to respond (a question or a call to action) that fits the post." },
    ],
    questions: ["platform", "tone"],
    factual: true,
  },
  article: {
    role: "an experienced editor and writer for online readers",
    essentials: [
      {
        text: "Give it a specific headline and an introduction that tells the reader what they will get from reading on.",
      },
      {
        text: "Organise it under descriptive subheadings, one idea per section, with concrete examples, numbers or steps.",
      },
      { text: "Write for the reader named; explain any term they may not know the first time it appears." },
      { text: "Close with a short takeaway or next step, not a summary of every section." },
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
      { text: "State a clear, arguable thesis at the end of the introduction." },
      {
        text: "Give each body paragraph one claim, supported by evidence and analysis that ties it back to the thesis.",
      },
      { text: "Address at least one counter-argument and answer it." },
      {
        text: "Conclude by drawing the argument together without introducing new evidence; do not invent quotations or sources — mark where a citation is needed.",
      },
    ],
    questions: ["length", "level", "audience"],
  },
  "creative-writing": {
    role: "a skilled creative writer",
    essentials: [
      { text: "Show through concrete images, actions and dialogue rather than stating feelings." },
      { text: "Give the characters or speaker a distinct voice, and keep the point of view consistent." },
      {
        text: "Build to an ending that lands: a turn, an image or a line that closes the piece.",
        unless: [
          "opening",
          "beginning",
          "first chapter",
          "first line",
          "first lines",
          "intro",
          "start",
          "prologue",
          "continue",
        ],
      },
      {
        text: "Stop at a moment that makes the reader want the next line; do not wrap the story up.",
        when: ["opening", "beginning", "first chapter", "first lines", "intro", "prologue"],
      },
      { text: "Avoid clichés and stock phrases; surprise the reader at least once." },
    ],
    questions: ["audience", "genre", "length"],
  },
  speech: {
    role: "a speechwriter",
    essentials: [
      { text: "Write for the ear: short sentences, natural rhythm, nothing that is hard to say aloud." },
      {
        text: "Open with a hook (a moment, a line, a question) and close with a line the room can respond to (a toast, a thank-you, a call).",
      },
      { text: "Use one or two specific stories or details rather than a list of qualities." },
      { text: "Fit it to the time: about 130 spoken words per minute, and mark pauses with line breaks." },
    ],
    questions: ["occasion", "audience", "tone"],
    factual: true,
  },
  rewrite: {
    role: "a careful editor",
    essentials: [
      { text: "Keep my meaning, facts and voice; change only what the request asks for." },
      { text: "Return the full revised text first, then a short list of the changes that matter." },
      { text: "Do not add new claims, details or sign-offs that are not in the original." },
    ],
    questions: ["material", "tone", "audience"],
  },
  summary: {
    role: "an analyst who writes faithful, useful summaries",
    essentials: [
      {
        text: "Lead with the single most important point, then the rest in order of importance, not in order of appearance.",
      },
      {
        text: "Keep every decision, number, date, name and owner exactly as written; separate decisions and action items from discussion.",
      },
      { text: "Add nothing that is not in the material, and say so if something important is unclear in it." },
    ],
    questions: ["material", "length", "audience"],
  },
  translation: {
    role: "a professional translator",
    essentials: [
      {
        text: "Translate the meaning and register, not word by word: idioms become the natural equivalent in the target language.",
      },
      { text: "Keep names, numbers, dates, formatting and line breaks as in the original." },
      { text: "Use the regional variant I name, and note any phrase that has no direct equivalent." },
    ],
    questions: ["material", "target-language", "audience"],
  },
  code: {
    role: "a senior software engineer",
    essentials: [
      { text: "Return complete, runnable code, with the command to run it and any package to install." },
      {
        text: "Handle the edge cases that would bite in practice (empty input, missing files, names that clash) and say what the code does with them.",
      },
      {
        text: "Keep it to a single line I can paste into a terminal, then explain each part briefly.",
        when: ["one-liner", "oneliner", "one liner", "one line"],
      },
      {
        text: "Structure it in small named functions and include a short test or example run.",
        unless: ["one-liner", "oneliner", "one liner", "one line", "alias", "snippet", "regex"],
      },
      {
        text: "Anything that changes or deletes files must have a dry-run mode or print what it would do first.",
        when: ["rename", "delete", "move", "remove", "overwrite", "clean up", "organize", "organise", "sort"],
      },
    ],
    questions: ["stack", "layout"],
  },
  debugging: {
    role: "a senior engineer who is good at finding root causes",
    essentials: [
      { text: "Explain the root cause first, in one or two sentences, before any fix." },
      { text: "Show the smallest change that fixes it, as a diff or the corrected lines, and why it works." },
      { text: "Say how to confirm the fix and how to keep the bug from coming back (a test or a guard)." },
      {
        text: "If the cause cannot be known from what I gave, list the likely causes in order and what to check for each.",
      },
    ],
    questions: ["code", "stack"],
  },
  spreadsheet: {
    role: "a spreadsheet expert",
    essentials: [
      {
        text: "Give the exact formula to paste, with the cell it goes in, using the column letters I give (or stated assumptions about them).",
      },
      { text: "Explain how it works piece by piece, and how to fill it down or across." },
      { text: "Handle blank cells and text where numbers or dates are expected, so the formula never shows an error." },
      { text: "Say if a function differs between Excel and Google Sheets, and give the other version when it does." },
    ],
    questions: ["spreadsheet-app", "layout"],
  },
  sql: {
    role: "a database engineer",
    essentials: [
      { text: "Write one query for the schema as given, with the table and column names exactly as written." },
      {
        text: "State the SQL dialect it is written for and any function that differs in others (date truncation, string aggregation).",
      },
      { text: "Be explicit about NULLs, duplicates and time zones, and about which rows an inner join drops." },
      { text: "Briefly explain each step and which index would keep it fast on a large table." },
    ],
    questions: ["database", "layout"],
  },
  explanation: {
    role: "a teacher who explains clearly to the audience given",
    essentials: [
      { text: "Start with a one-sentence answer, then build up the explanation step by step." },
      {
        text: "Use one concrete analogy or everyday example that fits the audience, and say where the analogy breaks down.",
      },
      { text: "Define every technical term the first time it appears, or avoid it." },
      { text: "End with the one or two most common misconceptions and why they are wrong." },
    ],
    questions: ["level", "length"],
  },
  quiz: {
    role: "a tutor who writes good practice questions",
    essentials: [
      { text: "Ask one question at a time and wait for my answer before giving feedback and the next question." },
      { text: "Mix recall questions with questions that make me apply the idea to a new case." },
      {
        text: "After each answer, say whether it is right and explain why in a sentence or two; keep score and review my weak spots at the end.",
      },
    ],
    questions: ["count", "level"],
  },
  "how-to": {
    role: "an expert who writes clear step-by-step instructions",
    essentials: [
      { text: "List what I need (tools, materials, time) before the steps." },
      { text: "Give numbered steps, one action each, with how to tell that the step worked." },
      { text: "Put safety warnings before the step they apply to, and say when to stop and call a professional." },
      { text: "End with what to do if it does not work." },
    ],
    questions: ["starting", "constraints"],
  },
  plan: {
    role: "an experienced planner and coach",
    essentials: [
      { text: "Lay the plan out over the time given, period by period, with concrete actions for each." },
      {
        text: "Start from where I am now (level, time, budget) and keep every step realistic for it, with buffer time built in.",
        unless: TRIP,
      },
      {
        text: "Give each stage a measurable goal so I can tell whether I am on track, and say what to do if I fall behind.",
        unless: TRIP,
      },
      {
        text: "Keep each day at a pace everyone going can enjoy, group what is close together to limit travel time, and leave a flexible slot.",
        when: TRIP,
      },
    ],
    questions: ["timeframe", "starting", "constraints"],
  },
  advice: {
    role: "a thoughtful, experienced adviser",
    essentials: [
      {
        text: "Start from my situation as I describe it; ask about anything essential that is missing rather than assuming.",
      },
      { text: "Lay out my realistic options with their likely consequences, then say which you would choose and why." },
      {
        text: "Give the first concrete step I can take this week, including words I could use if it involves a conversation.",
      },
    ],
    questions: ["situation"],
  },
  comparison: {
    role: "an impartial expert reviewer",
    essentials: [
      { text: "Compare the options on the criteria that matter for my use, in a table, one row per criterion." },
      { text: "Say where the difference is large and where it does not matter in practice." },
      { text: "End with a recommendation for my case, and which option suits which other kind of person." },
      { text: "Flag anything that may have changed since your knowledge cut-off (prices, models, versions)." },
    ],
    questions: ["criteria"],
  },
  brainstorm: {
    role: "a creative strategist",
    essentials: [
      { text: "Give a varied list: different angles, not variations on one idea." },
      { text: "Add one short line for each on why it works or who it suits." },
      { text: "Mark your top three and say why." },
    ],
    questions: ["count", "audience", "constraints"],
  },
  recipe: {
    role: "an experienced home cook and recipe writer",
    essentials: [
      {
        text: "List ingredients with quantities for the servings given, then numbered steps with times and temperatures.",
      },
      { text: "Give doneness cues (colour, texture, internal temperature), not only times." },
      { text: "Suggest a substitution for anything hard to find and what can be made ahead." },
    ],
    questions: ["servings", "diet"],
  },
  resume: {
    role: "a recruiter who reviews thousands of CVs",
    essentials: [
      { text: "Write each bullet as action verb + what I did + a measurable result (numbers, scale, time saved)." },
      {
        text: "Tailor the wording to the target role, using the keywords an applicant tracking system would look for.",
      },
      {
        text: "Keep only facts I have given; where a number would help and I have not given one, leave a [number] placeholder.",
      },
    ],
    questions: ["job", "experience"],
    factual: true,
  },
  "cover-letter": {
    role: "a careers coach who writes strong cover letters",
    essentials: [
      { text: "Open with the role and one specific reason I fit it, not a generic greeting line." },
      { text: "Connect two or three of my concrete achievements to what the job asks for." },
      { text: "Show why this employer in particular, and close with a confident request for an interview." },
      { text: "Keep it under one page (about 300–400 words).", unless: LENGTH_WORDS },
    ],
    questions: ["job", "experience"],
    factual: true,
  },
  "interview-prep": {
    role: "an interview coach for this field",
    essentials: [
      { text: "List the questions most likely for this role and level, including behavioural and technical ones." },
      {
        text: "For behavioural questions, show how to answer with the STAR structure (situation, task, action, result).",
      },
      { text: "Add two or three good questions for me to ask the interviewer." },
    ],
    questions: ["job", "experience"],
  },
  "business-document": {
    role: "an experienced business writer and manager",
    essentials: [
      { text: "Use the standard sections for this type of document, with clear headings." },
      { text: "Make every goal or commitment specific and measurable, with an owner and a date." },
      { text: "Keep the language neutral and precise, fit for the people who will sign it or act on it." },
      {
        text: "Write the performance goals as SMART goals, with scheduled check-ins, the support offered and what happens at the end of the plan.",
        when: ["performance improvement", "pip", "underperform", "improvement plan"],
      },
    ],
    questions: ["audience"],
    factual: true,
  },
  "marketing-copy": {
    role: "a conversion copywriter",
    essentials: [
      { text: "Lead with the benefit to the buyer, then the features that prove it.", unless: ONE_LINE },
      { text: "Use concrete, sensory specifics instead of superlatives; make no claim I cannot back up." },
      { text: "End with one clear call to action, and give two or three variants of the headline.", unless: ONE_LINE },
      {
        text: "Keep each option to a single line, as asked: no body copy, feature list or call to action.",
        when: ONE_LINE,
      },
    ],
    questions: ["product", "audience", "tone"],
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
  "role-play": {
    role: "a convincing role-play partner",
    essentials: [
      {
        text: "Stay in the role I describe, with the attitude I give it, and do not step out of it unless I write 'pause'.",
        unless: OWN_STOP,
      },
      {
        text: "Stay in the role I describe, with the attitude I give it, until I end it the way I said.",
        when: OWN_STOP,
      },
      { text: "Speak one turn at a time and wait for my reply; react to what I actually say." },
      {
        text: "When I write 'stop', step out of the role and give me honest feedback: what worked, what to change, and one better line I could have used.",
        unless: OWN_STOP,
      },
      {
        text: "When I end the role-play, step out of the role and give me honest feedback: what worked, what to change, and one better line I could have used.",
        when: OWN_STOP,
      },
    ],
    questions: ["character"],
  },
  "image-prompt": {
    role: "an expert at writing prompts for image generators",
    essentials: [
      {
        text: "Write the image prompt as one paragraph: the subject first, then setting, composition and camera angle, lighting, style and colour palette.",
      },
      { text: "Keep every visual detail I give, and add none that contradicts it." },
      {
        text: "Give the negative prompt separately, after the prompt, labelled 'Negative prompt:', listing only what to leave out — never inside the prompt itself.",
        when: ["negative prompt"],
      },
      {
        text: "Add the generator's own settings at the end where it has them (for Midjourney, --ar and --style).",
        when: ["midjourney"],
      },
      {
        text: "For a logo: flat shapes, a limited palette, a plain background and no photographic detail, so it stays legible small.",
        when: ["logo", "icon"],
      },
    ],
    questions: ["style", "format"],
  },
  "lesson-material": {
    role: "an experienced teacher and curriculum designer",
    essentials: [
      { text: "State the learning objective and the class level it is written for." },
      {
        text: "Make it ready to use: timings, instructions the students can follow, and an answer key or model answer.",
      },
      {
        text: "For a rubric, give a table with the criteria as rows and each level as a column, a short observable description in every cell, and the points per level adding up to the total.",
        when: ["rubric"],
      },
      {
        text: "Include a way to check understanding and a variation for students who need more support or more challenge.",
        unless: ["rubric"],
      },
    ],
    questions: ["grade", "length"],
  },
  feedback: {
    role: "a demanding but fair reviewer",
    essentials: [
      { text: "Start with what works, then the most important problems first, each with a concrete fix." },
      { text: "Quote the exact part each comment is about." },
      { text: "End with the two or three changes that would improve it most." },
    ],
    questions: ["material"],
  },
  question: {
    role: "a knowledgeable expert",
    essentials: [
      {
        text: "Answer directly in the first sentence (yes or no first, when it is a yes/no question), then give the reasons.",
      },
      { text: "Say how sure you are, and where the answer depends on circumstances." },
      {
        text: "Keep it short; no tables or headings unless they are needed.",
        unless: LENGTH_WORDS.concat(["table", "detail", "detailed"]),
      },
    ],
    questions: [],
  },
};
