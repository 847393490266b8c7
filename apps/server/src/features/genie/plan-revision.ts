import {
  REVISION_NEEDS_A_CHANGE,
  type GenieControls,
  type GenieSession,
  type GenieSessionOptions,
  type refineGenieSessionSchema,
} from "@promptloom/contracts/genie";
import { MAX_ANSWERS, type QuestionAnswer } from "@promptloom/contracts/prompt-engine";
import type { z } from "zod";

import { AppError } from "../../http/app-error.ts";

type RevisionInput = z.output<typeof refineGenieSessionSchema>;

/** Earlier answers with the new ones; a new answer replaces the earlier one to the same question. */
const mergeAnswers = (earlier: QuestionAnswer[], added: QuestionAnswer[]) =>
  [...earlier.filter((answer) => !added.some((next) => next.id === answer.id)), ...added].slice(-MAX_ANSWERS);

/**
 * What a revision of a session asks of the engine: the settings with the changed controls and every
 * answer so far, the refinements so far plus this one, and what to keep on the new version. A
 * revision must change something, and may only answer the questions the session was asked.
 */
export const planRevision = (session: GenieSession, input: RevisionInput) => {
  const asked = new Set(session.versions.flatMap((version) => version.questions.map((question) => question.id)));
  if (input.answers.some((answer) => !asked.has(answer.id)))
    throw AppError.validation("Answer only the questions Genie asked");
  const changedOptions = Object.fromEntries(
    Object.entries(input.options).filter(([key, value]) => session.options[key as keyof GenieControls] !== value),
  ) as Partial<GenieControls>;
  if (!input.refinement && input.answers.length === 0 && Object.keys(changedOptions).length === 0)
    throw AppError.validation(REVISION_NEEDS_A_CHANGE);
  const settings: GenieSessionOptions = {
    ...session.options,
    ...changedOptions,
    answers: mergeAnswers(session.options.answers, input.answers),
  };
  const refinements = [
    ...session.versions.flatMap((version) => version.refinement ?? []),
    ...(input.refinement ? [input.refinement] : []),
  ];
  return {
    settings,
    refinements,
    revision: { refinement: input.refinement ?? null, changedOptions, answers: input.answers },
  };
};
