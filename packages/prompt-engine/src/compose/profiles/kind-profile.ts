import type { QuestionId } from "../questions.ts";
import type { RequestSignals } from "../signals.ts";

/** A line of the prompt that an expert would insist on; left out when the request says otherwise. */
export type Requirement = {
  text: string;
  /** Words or phrases that, in the request, make this line contradict it. */
  unless?: string[];
  /** Words or phrases one of which the request must contain (a refusal too: "no hashtags") for the line to apply. */
  when?: string[];
  /** The line makes the answer longer: left out when the member asks for brevity. */
  lengthens?: boolean;
  /** The line sets the answer's order: left out when the member sets one. */
  ordersAnswer?: boolean;
  /** The line sets a tone: left out when the member names one ("polite", "friendly, not corporate"). */
  setsTone?: boolean;
  /** What the request must be, as read from its signals, for the line to apply ("a trip"). */
  only?: (signals: RequestSignals) => boolean;
};

export type KindProfile = {
  /** Who the assistant is asked to be; left out when the member gives a role. */
  role: string;
  /**
   * A role that suits some requests of the kind better ("a bio" of a shop is no CV): the first
   * whose words the request contains, or whose reading of the signals holds.
   */
  rolesWhen?: ({ when: string[]; role: string } | { only: (signals: RequestSignals) => boolean; role: string })[];
  /** What an expert in this task insists on. */
  essentials: Requirement[];
  /** Missing essentials to ask about, most important first. */
  questions: QuestionId[];
  /** A deliverable about the member's own situation: invented details would be wrong. */
  factual?: boolean;
};
