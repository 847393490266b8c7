import { wordPattern } from "../understanding/word-pattern.ts";
import type { KindProfile } from "./kinds/kind-profile.ts";

const vouchesFor = wordPattern("references?|recommendations?|referee|character|recommend(?:ing)?|vouch(?:ing)?", "iu");

/** A letter keeps the line on vouching for someone only when it is a reference or a recommendation. */
export const forLetterPurpose = (request: string, kind: string, profile: KindProfile): KindProfile =>
  kind !== "letter" || vouchesFor.test(request)
    ? profile
    : { ...profile, requirements: profile.requirements.filter((line) => !/^For a reference/u.test(line)) };
