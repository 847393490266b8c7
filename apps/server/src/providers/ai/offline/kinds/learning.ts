import type { KindProfile } from "./kind-profile.ts";

export const learningProfiles = {
  explanation: {
    role: "a patient teacher who explains things simply and accurately",
    verb: "Write",
    questionLead: "Explain this clearly:",
    requirements: [
      "Start with a one- or two-sentence answer in plain language.",
      "Build up from the basics, defining every term the audience I named may not know.",
      "Use one everyday analogy and one concrete example.",
      "Say where experts disagree or where the simple version leaves something out.",
    ],
    essentials: "who the explanation is for and what they already know",
    output:
      "A short answer, then a step-by-step explanation with the example, then 2–3 questions to check understanding.",
    tone: "Friendly and clear.",
  },
  "how-to": {
    role: "an expert who gives clear, safe, practical instructions",
    verb: "Write",
    questionLead: "Give me step-by-step instructions for this:",
    requirements: [
      "Start with anything I need (tools, materials, time, money) before the steps, if the task needs any.",
      "Give numbered steps, one action each, in the order I do them.",
      "Adapt the steps to my situation as I described it (the people, equipment, level and budget involved).",
      "Point out common mistakes, any safety risk, and when a professional would help.",
    ],
    essentials: "my exact situation, what I have available and my experience level",
    output: "What you need, numbered steps, then troubleshooting tips.",
    tone: "Practical and reassuring.",
  },
  diagnosis: {
    role: "an experienced troubleshooter who finds the cause before suggesting a fix",
    verb: "Work out",
    questionLead: "Help me find out what is wrong and fix it:",
    requirements: [
      "List the likely causes for my situation as I described it, the most likely first, and say what points to each.",
      "For each cause, give a quick way to check it (what to look at, listen for or test), then the fix.",
      "Say what to try first: the cheapest, safest and quickest checks before anything costly.",
      "Say plainly when to stop and get a professional, and any safety risk.",
    ],
    essentials: "what exactly happens, since when, what changed before it started and what I have already tried",
    output:
      "The most likely cause in one or two sentences, then a table: cause, how to check it, how to fix it; then what to do first.",
    tone: "Calm, practical and clear.",
  },
  critique: {
    role: "an honest, experienced reviewer who gives criticism people can act on",
    verb: "Give me",
    questionLead: "Give me honest feedback on this:",
    requirements: [
      "Judge it against what it is meant to achieve and for whom, as I described it; if I have not said, say what you assumed.",
      "Say briefly what works and why; then the biggest weaknesses and risks, the most important first.",
      "Be specific: point to the exact part, claim or assumption, and say why it is a problem.",
      "For each weakness, suggest a concrete improvement or a quick, cheap way to test it.",
    ],
    essentials: "what it is, who it is for and what I want it to achieve",
    output:
      "A one-line verdict, then strengths, then weaknesses and risks (most important first) each with a fix, then the three changes that matter most.",
    tone: "Honest, direct and constructive.",
  },
  outline: {
    role: "an experienced editor who structures books, courses and talks before they are written",
    verb: "Create",
    questionLead: "Outline this:",
    requirements: [
      "Give only the outline, not the full text: the parts (chapters, sections or modules) in order, each with a working title.",
      "Under each part, give its purpose in one line and the 2–4 key points it covers.",
      "Give the whole a clear through-line for the reader or audience I described, from where they start to where they end up.",
      "Suggest a rough length for each part, and note where examples, stories or exercises belong.",
    ],
    essentials: "who it is for, its purpose and its rough length",
    output:
      "A working title and a one-sentence premise, then the numbered outline (part title, purpose, key points, rough length).",
    tone: "Clear and structured.",
  },
  "lesson-plan": {
    role: "an experienced teacher and curriculum designer",
    verb: "Create",
    questionLead: "Plan a lesson for this:",
    requirements: [
      "Set one or two measurable learning objectives for the students and level I gave.",
      "Divide the lesson into timed stages (warm-up, teaching, guided practice, independent practice, wrap-up) that add up to the lesson length.",
      "Use the materials I have; list anything else needed.",
      "Include differentiation for students who need support or extension, and a quick check of learning at the end.",
    ],
    essentials: "the age or level, the lesson length, the materials available and the class size",
    output:
      "A table of timed stages (time, activity, teacher does, students do, materials), then assessment and homework.",
    tone: "Practical and engaging.",
  },
  quiz: {
    role: "a quiz writer who writes fair, well-made questions",
    verb: "Create",
    questionLead: "Quiz me on this:",
    requirements: [
      "Match the number and type of questions I asked for, and the level of the players or learners.",
      "For learners, test understanding, not just recall; make wrong options plausible.",
      "Cover the topic evenly, from easier to harder.",
    ],
    essentials: "the topic, the level, the number of questions and the format",
    output: "Numbered questions (with options where relevant), then an answer key with one-line explanations.",
    tone: "Encouraging and clear.",
  },
  "study-plan": {
    role: "a learning coach who builds realistic study plans",
    verb: "Create",
    questionLead: "Make me a study plan for this:",
    requirements: [
      "Work back from the exam date or goal I gave and fit the time I have each day or week.",
      "Cover every topic I named, weaker topics first and more often (spaced repetition).",
      "Mix learning, practice questions and full practice tests, with rest days.",
      "Build in a buffer for catching up.",
    ],
    essentials: "the date or goal, the hours available, the topics and my weak areas",
    output: "A week-by-week (or day-by-day) table with topics and activities, then study tips for this subject.",
    tone: "Motivating and realistic.",
  },
  summary: {
    role: "a sharp editor who summarises accurately",
    verb: "Write",
    questionLead: "Summarise this:",
    requirements: [
      "Use only what the text says; add no outside facts or opinions.",
      "Keep every name, number and date exactly as in the text.",
      "Follow the format and length I asked for.",
    ],
    essentials: "who the summary is for and what they need from it",
    output: "The summary in the format I asked for; otherwise a one-sentence gist and 3–5 bullets.",
    tone: "Neutral and concise.",
  },
  translation: {
    role: "a professional translator who is a native speaker of the target language",
    verb: "Write",
    questionLead: "Translate this:",
    requirements: [
      "Translate the meaning and tone, not word for word, into natural language a native speaker would use.",
      "Keep names, numbers, dates, prices and formatting exactly.",
      "Use the register I asked for (formal or informal).",
      "Note any phrase with no direct equivalent and how you handled it.",
    ],
    essentials: "the target language and the register",
    output: "The translation only, then any notes in a short list.",
    tone: "Faithful to the original.",
  },
  "edit-text": {
    role: "a professional editor",
    verb: "Edit",
    questionLead: "Edit this:",
    requirements: [
      "Do exactly the edit I asked for, and keep my meaning and every fact.",
      "Fix spelling, grammar and punctuation along the way.",
      "Keep my voice unless I asked for a different tone.",
    ],
    essentials: "what the text is for and who will read it",
    output: "The edited text, then a short list of the main changes.",
    tone: "Natural and clear.",
  },
  comparison: {
    role: "an impartial advisor who compares options clearly and fairly",
    verb: "Write",
    questionLead: "Weigh this up for me:",
    requirements: [
      "Compare the options I named (for a single option, its pros and cons) on the criteria that matter for my situation, as I described it.",
      "Give facts you are sure of and say when something depends on details I did not give.",
      "If I am choosing between them, end with a clear recommendation for my case and when the other choice would be better; if I only want to understand the difference, end with the one difference that matters most.",
    ],
    essentials: "the options, what I will use it for, my budget and my priorities",
    output:
      "A comparison table (criteria × options, or pros and cons side by side), then the recommendation with reasons (or the key difference, when there is no choice to make).",
    tone: "Balanced and decisive.",
  },
  recommendation: {
    role: "a knowledgeable advisor who gives specific, well-reasoned recommendations",
    verb: "Give me",
    questionLead: "Recommend options for this:",
    requirements: [
      "Fit the recommendations to the needs, budget and constraints I gave.",
      "Give specific options (3–5 unless I gave a number), each with why it suits me and its main drawback.",
      "Say which one you would choose in my place.",
      "Flag anything that may be out of date and should be checked.",
    ],
    essentials: "what I need it for, my budget and my preferences",
    output: "A ranked list with reasons, then your top pick.",
    tone: "Helpful and direct.",
  },
  "idea-list": {
    role: "a creative strategist who generates fresh, practical ideas",
    verb: "Give me",
    questionLead: "Give me ideas for this:",
    requirements: [
      "Fit every idea to the people, purpose and constraints I gave (budget, time, place).",
      "Go beyond the obvious: mix safe, creative and bold ideas.",
      "Make each idea specific enough to act on.",
    ],
    essentials: "who it is for, the budget and what has been tried already",
    output:
      "A numbered list of ideas (10–15 unless I gave a number), grouped by type, each with one line on why it works, then your top three.",
    tone: "Enthusiastic and practical.",
    isCreative: true,
  },
  "question-list": {
    role: "an expert at asking the questions that get useful, honest answers",
    verb: "Write",
    questionLead: "Help me prepare:",
    requirements: [
      "Fit every question to why I am asking and to the person I will ask, as I described them.",
      "Prefer open questions that draw out specifics and examples; ask yes/no only to confirm a fact.",
      "Order them from easy openers to the most important or probing ones.",
      "After each question, add one line on why to ask it or what a good answer sounds like.",
    ],
    essentials: "who I will ask, in what setting, and what I most need to find out",
    output:
      "Numbered questions grouped by theme (the number I asked for, otherwise 8–12), each with its one-line reason, then the three to ask if time is short.",
    tone: "Clear and purposeful.",
  },
  advice: {
    role: "a wise, practical advisor who gives honest, personal advice",
    verb: "Give me",
    questionLead: "Advise me on this:",
    requirements: [
      "Start from my situation as I described it, and say plainly what matters most in it.",
      "Give concrete steps I can take, in order, adapted to my circumstances and constraints.",
      // Fitted to the situation by for-situation.ts: dropped when nobody else is involved, and the
      // professional named only where health, safety, the law or money are at stake.
      "Give me the words for the conversation: an opening line, and how to answer the likely reactions.",
      "Point out the common mistakes to avoid, and say when a professional should be involved.",
    ],
    essentials: "my situation, what I have already tried and the outcome I want",
    output: "A short answer first, then the steps, then what to say and what to avoid.",
    tone: "Warm, honest and practical.",
  },
  "research-brief": {
    role: "a meticulous researcher who separates evidence from opinion",
    verb: "Write",
    questionLead: "Research this:",
    requirements: [
      "Summarise what the evidence says, distinguishing strong findings from weak or disputed ones.",
      "Respect the time frame and source types I asked for.",
      "Cite sources you are confident exist (author, year, title); never invent a citation, and say when I should verify one.",
      "Note the gaps and open questions in the research.",
    ],
    essentials: "the question, the depth needed and the kinds of sources accepted",
    output: "A one-paragraph answer, key findings with sources, limitations, then further reading.",
    tone: "Neutral and rigorous.",
  },
} satisfies Record<string, KindProfile>;

/**
 * "Summarise the plot of Hamlet", "the key points of the GDPR": a summary of something well known,
 * with no text pasted — told from what is established about it, not explained like a concept.
 */
export const knownWorkSummaryProfile: KindProfile = {
  role: "a well-read expert who summarises books, films, laws, events and ideas accurately",
  verb: "Write",
  questionLead: "Summarise this:",
  requirements: [
    "Keep to what is well established about it; say plainly where you are unsure instead of filling gaps.",
    "Go in order: the main parts, people and turning points (or provisions and ideas), each in a sentence or two.",
    "Leave out trivia; keep what someone needs to follow it, discuss it or pass a test on it.",
  ],
  essentials: "what the summary is for and how much detail I need",
  output:
    "A two- or three-sentence overview, then the key points in order as bullet points, then the main takeaway or themes in one short paragraph.",
  tone: "Clear and neutral.",
  length: "About 300 words unless I said otherwise.",
  factsRule: "Never invent events, names or quotes that are not in the work; keep every detail I gave exactly.",
};
