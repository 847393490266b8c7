import type { KindId } from "../kinds.ts";
import { careerAndWorkProfiles } from "./profiles/career-and-work.ts";
import { imageProfiles } from "./profiles/image.ts";
import type { KindProfile } from "./profiles/kind-profile.ts";
import { learningProfiles } from "./profiles/learning.ts";
import { lifeAndWorkProfiles } from "./profiles/life-and-work.ts";
import { reworkingProfiles } from "./profiles/reworking.ts";
import { speechAndSellingProfiles } from "./profiles/speech-and-selling.ts";
import { sqlProfile } from "./profiles/sql.ts";
import { technicalProfiles } from "./profiles/technical.ts";
import { writingProfiles } from "./profiles/writing.ts";

export type { KindProfile, Requirement } from "./profiles/kind-profile.ts";

/** Each kind's expertise and questions; "neutral" has none beyond the request itself. */
export const kindProfiles: Record<Exclude<KindId, "neutral">, KindProfile> = {
  ...writingProfiles,
  ...speechAndSellingProfiles,
  ...reworkingProfiles,
  ...technicalProfiles,
  sql: sqlProfile,
  ...learningProfiles,
  ...lifeAndWorkProfiles,
  ...imageProfiles,
  ...careerAndWorkProfiles,
};
