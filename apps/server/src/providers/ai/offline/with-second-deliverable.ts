import type { SecondDeliverable } from "../understanding/clause-reading.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";
import { kindProfiles, type TextKind } from "./kinds/kind-profiles.ts";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * "a name and a slogan for my bakery": both are asked for, so the prompt keeps the first kind's
 * requirements and adds the second's main ones and its output, instead of dropping the second.
 */
export const withSecondDeliverable = (profile: KindProfile, also: SecondDeliverable | undefined): KindProfile => {
  if (!also) return profile;
  const second = kindProfiles[also.kind as TextKind];
  const noun = also.noun.toLowerCase();
  return {
    ...profile,
    role: `${profile.role}, and ${second.role}`,
    requirements: [
      ...profile.requirements,
      ...second.requirements.slice(0, 2).map((line) => `For the ${noun}: ${lowerFirst(line)}`),
    ],
    output: `${profile.output} Then the ${noun}: ${lowerFirst(second.output)}`,
    // Inventing is only the whole job when it is the job of both.
    isCreative: profile.isCreative === true && second.isCreative === true,
  };
};
