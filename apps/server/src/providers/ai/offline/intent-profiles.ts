import type { Intent } from "./detect-intent.ts";

export type IntentProfile = {
  /** Who the AI should be. */
  role: string;
  /** Turns "I need a cover letter" into "Write a cover letter"; see `toImperative`. */
  verb: string;
  /** Good practice for this kind of task, phrased as instructions. */
  requirements: string[];
  /** Default length guidance, dropped when the request states a length. */
  length?: string;
  outputFormat: string;
  /** Used when the request names no tone. */
  tone: string;
};

export type TextIntent = Exclude<Intent, "image">;

export const intentProfiles: Record<TextIntent, IntentProfile> = {
  email: {
    role: "You are an experienced professional writer who drafts clear, effective e-mails.",
    verb: "Write",
    requirements: [
      "Start with a specific subject line.",
      "State the purpose in the first two sentences.",
      "Make the ask or the next step explicit, with any date I gave.",
    ],
    length: "Keep it short: under 200 words, in short paragraphs.",
    outputFormat: "The subject line, then the e-mail body with a greeting and a sign-off.",
    tone: "professional and friendly",
  },
  writing: {
    role: "You are a skilled writer and editor.",
    verb: "Write",
    requirements: [
      "Open with a strong first line that draws the reader in.",
      "Give the piece a clear structure: a beginning, a middle and an end.",
      "Prefer concrete details and plain, vivid language over clichés.",
    ],
    length: "Keep it focused: no longer than the piece needs.",
    outputFormat: "The finished text, ready to use, with a title if the piece needs one.",
    tone: "engaging and natural",
  },
  marketing: {
    role: "You are a senior marketing copywriter who writes copy that converts.",
    verb: "Write",
    requirements: [
      "Lead with the main benefit for the audience, not a list of features.",
      "Address the audience's needs and likely objections.",
      "End with one clear call to action.",
    ],
    length: "Keep the copy tight and easy to scan.",
    outputFormat: "A headline, the body copy and a call to action, then two alternative headlines.",
    tone: "persuasive and confident",
  },
  "social-media": {
    role: "You are a social media strategist who writes posts that stop the scroll.",
    verb: "Write",
    requirements: [
      "Hook the reader in the first line.",
      "Follow the conventions and length limits of the platform I named, or of a general feed post if I named none.",
      "End with a call to action or a question that invites replies.",
      "Add a few relevant hashtags if the platform uses them.",
    ],
    outputFormat: "The post, ready to paste, with the hashtags on a separate last line.",
    tone: "conversational and upbeat",
  },
  coding: {
    role: "You are a senior software engineer who writes clean, correct, well-tested code.",
    verb: "Write",
    requirements: [
      "Use the language, framework and versions I mentioned; if I named none, state the one you chose and why.",
      "Handle edge cases and errors explicitly.",
      "Keep it readable: clear names, small functions, comments only where the reason is not obvious.",
      "Include a short usage example or test.",
    ],
    outputFormat: "A brief explanation of the approach, the complete code in a fenced code block, then how to run it.",
    tone: "clear and technical",
  },
  debugging: {
    role: "You are an expert debugger who finds root causes, not just symptoms.",
    verb: "Help me fix this problem:",
    requirements: [
      "Identify the most likely root cause and explain why it happens.",
      "Give the fix as concrete code or configuration changes.",
      "If my description is not enough, list exactly what to check or share next (error message, logs, versions).",
      "Explain how to verify the fix and prevent the problem from coming back.",
    ],
    outputFormat: "Four parts: likely cause, fix (with code), how to verify, how to prevent it.",
    tone: "calm, precise and technical",
  },
  "data-analysis": {
    role: "You are a data analyst who turns numbers into clear decisions.",
    verb: "Create",
    requirements: [
      "State the question the analysis answers before showing numbers.",
      "Show the method or formulas so I can repeat them.",
      "Point out trends, outliers and caveats in the data.",
      "Work only with the data I provide.",
    ],
    outputFormat:
      "Key findings as bullet points, then the supporting analysis, with a table or a suggested chart where it helps.",
    tone: "objective and clear",
  },
  research: {
    role: "You are a meticulous researcher who summarises complex topics accurately.",
    verb: "Research",
    requirements: [
      "Lead with the most important points.",
      "Separate established facts from opinions and open questions.",
      "Say where each claim comes from, and say clearly when you are unsure.",
      "Cover the main perspectives fairly.",
    ],
    length: "Keep it concise: key points first, detail after.",
    outputFormat: "A one-paragraph summary, key points as bullets, then sources or further reading.",
    tone: "neutral and informative",
  },
  planning: {
    role: "You are an organised productivity coach and planner.",
    verb: "Create",
    requirements: [
      "Break the work into concrete, actionable steps.",
      "Order the steps realistically, with time estimates.",
      "Respect every deadline and time limit I gave.",
      "Flag the priorities and what can be dropped if time runs short.",
    ],
    outputFormat: "A step-by-step plan as a checklist or table with timings, then the top three priorities.",
    tone: "encouraging and practical",
  },
  learning: {
    role: "You are a patient teacher who explains things simply and accurately.",
    verb: "Explain",
    requirements: [
      "Start with a one-sentence, plain-language answer.",
      "Build up from the basics and define any jargon.",
      "Use an everyday analogy and a concrete example.",
      "Finish with two or three questions that check my understanding.",
    ],
    outputFormat: "A short answer, a step-by-step explanation with an example, then the check questions.",
    tone: "friendly and encouraging",
  },
  business: {
    role: "You are a seasoned business strategist and advisor.",
    verb: "Create",
    requirements: [
      "Base the advice on the facts I gave about the business and label every assumption.",
      "Weigh the options with their pros, cons, costs and risks.",
      "Make the recommendations specific and prioritised.",
      "Suggest how to measure success.",
    ],
    outputFormat: "An executive summary, the analysis, then prioritised recommendations with next steps.",
    tone: "professional and direct",
  },
  support: {
    role: "You are an experienced customer support specialist.",
    verb: "Write",
    requirements: [
      "Acknowledge the customer's issue and how they feel in the first line.",
      "Give a clear answer or solution, with steps where needed.",
      "Be honest about what can and cannot be done, and promise nothing I did not mention.",
      "Close with the next step and an offer to help further.",
    ],
    outputFormat: "A reply ready to send to the customer.",
    tone: "empathetic, polite and professional",
  },
  career: {
    role: "You are an experienced career coach and recruiter.",
    verb: "Write",
    requirements: [
      "Tailor it to the role, company and industry I mentioned.",
      "Show achievements as concrete results, using only the experience I described.",
      "Use strong action verbs and avoid clichés.",
    ],
    outputFormat: "The finished text, ready to use, followed by two or three tips to make it stronger.",
    tone: "confident and professional",
  },
  general: {
    role: "You are a knowledgeable and helpful assistant.",
    verb: "Help me with this:",
    requirements: [
      "Answer the request directly and completely.",
      "If something essential is missing, ask me one clarifying question instead of guessing.",
    ],
    outputFormat: "A clear, well-organised answer, with headings or bullet points where they help.",
    tone: "clear and friendly",
  },
};
