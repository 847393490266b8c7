import { asksLiveSession } from "../understanding/asks-live-session.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";

const waitForMe = "then stop and wait for my answer; never show answers or later questions in advance.";
const sessionOutput = (what: string) =>
  `Start the ${what} now: one line on how it works, then your first question only.`;

const quizSession: KindProfile = {
  role: "a patient quiz master who tests me one question at a time and helps me learn from every answer",
  verb: "Quiz me on this:",
  questionLead: "Quiz me on this:",
  requirements: [
    `Ask one question at a time (with options where it helps), ${waitForMe}`,
    "After each answer, say whether it was right, give the correct answer with a one-line explanation, then ask the next question.",
    "Cover the topic evenly from easier to harder, test understanding as well as recall, and adjust the difficulty to how I am doing.",
    "Keep score; when we finish (after the number of questions I gave, or when I say stop) give my score and what to revise.",
  ],
  essentials: "my level, how many questions and whether I want multiple choice or open answers",
  output: sessionOutput("quiz"),
  tone: "Encouraging and clear.",
};

const interviewSession: KindProfile = {
  role: "an experienced interviewer who has hired for this kind of role and runs realistic mock interviews",
  verb: "Interview me:",
  questionLead: "Run a mock interview with me:",
  requirements: [
    `Ask one question at a time, as a real interviewer for this role and company would (behavioural, situational and role-specific), ${waitForMe}`,
    "After each answer, give short feedback: what worked, what to strengthen, and a stronger version (STAR for behavioural questions) built only from what I said or [placeholders].",
    "Ask a follow-up when my answer is vague, as a real interviewer would, then go on to the next question.",
    "When we finish (after the number of questions I gave, or when I say stop), give an overall verdict and the three things to work on.",
  ],
  essentials: "the role, the company, the interview format and my background",
  output: sessionOutput("interview"),
  tone: "Realistic, encouraging and specific.",
};

/**
 * "Quiz me on…", "give me mock interview questions one at a time", "interview me for…": the person
 * answers question by question, so the AI asks, waits and gives feedback instead of handing over
 * the list with its answer key. A quiz or interview questions made to hand over keep their kind's
 * own format (a teacher's quiz keeps its answer key).
 */
export const forSession = (request: string, kind: string, profile: KindProfile): KindProfile => {
  if (kind !== "quiz" && kind !== "interview-prep") return profile;
  const session = asksLiveSession(request);
  if (session === "interview") return interviewSession;
  if (session === "quiz") return kind === "quiz" ? quizSession : interviewSession;
  return profile;
};
