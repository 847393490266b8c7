/** How the built-in composer asks for one kind of deliverable. */
export type KindProfile = {
  /** Who the AI should be, completing "You are …". */
  role: string;
  /** Turns a bare "a cover letter for …" into "Write a cover letter for …". */
  verb: string;
  /** Put before a request asked as a question: "Explain this clearly:". */
  questionLead: string;
  /** What a good result of this kind does, as instructions. */
  requirements: string[];
  /** The essentials a good result needs; the AI asks for (or marks) those the request leaves out. */
  essentials: string;
  /** What to hand back, specific to the kind. */
  output: string;
  /** Used when the person named no tone. */
  tone: string;
  /** Default length, dropped when the person set one. */
  length?: string;
  /** Replaces the usual rule on facts where the answer rests on outside knowledge. */
  factsRule?: string;
  /** Creative and naming work: inventing is the job, so the "no invented facts" rule is replaced. */
  isCreative?: boolean;
};
