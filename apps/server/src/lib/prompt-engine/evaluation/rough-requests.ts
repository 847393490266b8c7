import { everydayLifeRequests } from "./requests/everyday-life.ts";
import { learningAndThinkingRequests } from "./requests/learning-and-thinking.ts";
import { publishingAndCreativeRequests } from "./requests/publishing-and-creative.ts";
import { softwareAndDataRequests } from "./requests/software-and-data.ts";
import { spokenAndMessyRequests } from "./requests/spoken-and-messy.ts";
import { workAndCareerRequests } from "./requests/work-and-career.ts";
import type { RoughRequest } from "./rough-request.ts";

/**
 * The evaluation set: rough requests written for this project, for checking the prompt engine —
 * never for tuning it. A rule that only fixes one of these sentences is a defect.
 */
export const roughRequests: RoughRequest[] = [
  ...workAndCareerRequests,
  ...publishingAndCreativeRequests,
  ...softwareAndDataRequests,
  ...learningAndThinkingRequests,
  ...everydayLifeRequests,
  ...spokenAndMessyRequests,
];
