import type { DeliverableKind } from "./deliverable-kinds.ts";
import type { NounPhrase } from "./read-noun-phrase.ts";
import type { NounContext, resolveNounKind } from "./resolve-noun-kind.ts";

/** How one clause of a request reads. */
export type ClauseReading = {
  /** An instruction or question to the AI, rather than background. */
  asks: boolean;
  /** The deliverable it asks for, when it names one. */
  kind?: DeliverableKind | undefined;
  /** An open-ended noun ("a plan") that the person's situation must explain. */
  pending?: { phrase: NounPhrase; context: NounContext } | undefined;
  /** "write to him": a message with no deliverable named. */
  isHeadlessMessage?: boolean;
  /** The thing asked for, as written, when it is none of the known kinds ("a garden layout"). */
  noun?: string | undefined;
  /** Only a part of the deliverable is wanted ("the intro" of a blog post, "an outline" of an essay). */
  part?: string | undefined;
  /** A second deliverable asked for with the first ("a name and a slogan"): its kind and noun as written. */
  also?: SecondDeliverable | undefined;
  /** An existing text of the person's is reworked ("improve my resume", "review my cover letter"). */
  revises?: boolean;
  /** Who a message goes to, as written ("my landlord"). */
  recipient?: string | undefined;
  /** Background that points to a deliverable when nothing else does ("I have an interview on Friday"). */
  situationKind?: DeliverableKind | undefined;
  /** The person hands over data ("I have survey results from 400 employees"). */
  suppliesData?: boolean;
  /** Something of theirs misbehaves ("my script crashes", "why does my useEffect run twice"). */
  isProblem?: boolean;
  /** A number of theirs changed for the worse ("our conversion rate dropped from 3% to 1.8%"). */
  isMetricProblem?: boolean;
  /** A kind guessed from the shape of a question alone ("how should I …"): background may say better. */
  isWeak?: boolean;
  /**
   * Whom or what of the person's the clause is about: "my kid won't…" a person, "my dishwasher
   * leaves…" a thing, "I keep waking up at 3am" the person themselves.
   */
  concerns?: "person" | "thing" | "self" | undefined;
  /** Someone else failed them ("my landlord hasn't fixed the heating"). */
  isGrievance?: boolean;
};

export type SecondDeliverable = { kind: DeliverableKind; noun: string };

export type KindResolver = typeof resolveNounKind;

export type RequestFacts = {
  /** Words of every clause, for resolving open-ended nouns from the situation. */
  allWords: string[];
  hasSoftware: boolean;
  /** Someone failed the person somewhere in the request. */
  hasGrievance: boolean;
};
