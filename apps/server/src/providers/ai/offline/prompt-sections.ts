/** A composed text prompt before it is laid out for a model family. */
export type PromptSections = {
  /** Completes "You are …". */
  role: string;
  /** Ask clarifying questions before answering. */
  askFirst: boolean;
  task: string;
  context: string[];
  /** Pasted text to work on, kept exactly. */
  material: { title: string; text: string } | undefined;
  requirements: string[];
  output: string;
  tone: string;
};

export const ASK_FIRST_LINE =
  "Before you start, ask me up to three short questions about anything essential that is missing, then wait for my answers.";
