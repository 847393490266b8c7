import { rolePlayPattern } from "../ask-patterns.ts";
import type { KindProfile } from "./kind-profile.ts";

/**
 * A persona for a task on what the member gives it ("act like a tough editor for my novel", "act as
 * a strict grader", "acts like a tutor for my 11 yo"): it does a job, it plays no scene.
 */
const personaForTask =
  /\bacts? (?:as|like) (?:my|a|an|the) (?:[\w-]+ ){0,2}?(?:editor|reviewer|critic|proofreader|copy ?editor|grader|marker|examiner|analyst|consultant|accountant|lawyer|advis[eo]r|assistant|helper|guide|expert|researcher|translator|writer|copywriter|developer|engineer|tutor|teacher|coach|trainer|mentor|study buddy)\b/gu;
/**
 * An assistant that others ask questions of ("a custom GPT new staff can ask about the rota… act
 * like a friendly supervisor", "acts as a customer support bot for our ger camp"): its persona is a
 * manner of answering, not a scene to practise.
 */
const answersOthers =
  /\b(?:staff|customers?|users?|people|members?|visitors?|parents|students|volunteers|guests|clients|patients|anyone|they) (?:can|could|will|would|to) ask\b|\banswers? (?:their |our |the |customers'? |staff |people'?s )?(?:questions|queries|faqs)\b|\b(?:help ?desk|chatbot|bots?|custom gpt|customer (?:support|service)|q ?& ?a (?:bot|helper|assistant))\b/u;
/** A scene the assistant plays with the member, beyond a persona for a task. */
const playsScene = (lower: string) =>
  !answersOthers.test(lower) &&
  rolePlayPattern.test(lower.replace(personaForTask, " ")) &&
  // "acts like my bookkeeper for my sari-sari store": a job done, unless a scene is named ("act like a
  // strict IELTS speaking examiner", "a customer who is angry").
  /\b(?:role[- ]?play\w*|pretend\w*|practi[cs]\w*|rehears\w*|mock|in character|conversation partner|simulat\w*|scenario|scene|you be|play (?:the (?:role|part) of|my)|examiner|interviewer|interview me|negotiat\w*|customer who|client who)\b/u.test(
    lower,
  );

/**
 * What an expert insists on when the member asks for a prompt for a text assistant ("write a
 * prompt that makes Claude review my pull requests"): the answer is a prompt, so the expertise
 * of the task goes into it rather than into the answer.
 */
/** Leads the task's topic tips, which follow it in the prompt. */
export const PROMPT_TIPS_LEAD =
  "Build into the prompt what an expert in the task would insist on, such as the points that follow.";

export const promptWritingProfile: KindProfile = {
  role: "an expert prompt writer",
  essentials: [
    {
      text: "Write the finished prompt, ready to paste: the role the assistant takes, the task, what I will give it, and the exact form of its answer.",
    },
    {
      text: "Turn every instruction I give (focus, tone, format, length, what to avoid) into an explicit rule in the prompt.",
    },
    {
      text: "Make the prompt set up a live role-play: who the assistant plays and how, that it stays in role and answers one turn at a time, and when it steps out to give feedback.",
      only: (signals) => signals.involvesRolePlay && playsScene(signals.lower),
    },
    {
      text: "Mark what changes each time as [placeholders], and add no rules beyond what I ask and what the task needs.",
    },
  ],
  questions: [],
};
