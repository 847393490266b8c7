import { midjourneySettingsSchema, type MidjourneySettings, type StudioChoices } from "./studio-choices.ts";
import { descriptiveGroups, type DescriptiveGroup, type StudioGroup } from "./studio-groups.ts";
import type { StudioOption } from "./studio-options.ts";

/** One pick made concrete: its words and how strongly they count. */
export type StudioTerm = { term: string; phrase: string | null; weight: number };

/** What the three generators read: every pick turned into words, nothing left to look up. */
export type StudioRenderInput = {
  subject: string;
  terms: Record<DescriptiveGroup, StudioTerm[]>;
  /** `16:9`, or null for the target's default frame. */
  aspectRatio: string | null;
  negative: StudioTerm[];
  midjourney: MidjourneySettings;
};

export type StudioOptionCatalog = Pick<StudioOption, "group" | "slug" | "term" | "phrase">[];

/**
 * Looks each pick up in the options members can see. A pick whose option was hidden or removed
 * since it was saved (in a preset or the history) is left out rather than guessed at.
 */
export const resolveChoices = (choices: StudioChoices, options: StudioOptionCatalog): StudioRenderInput => {
  const bySlug = new Map(options.map((option) => [`${option.group}/${option.slug}`, option]));
  const termsOf = (group: StudioGroup): StudioTerm[] =>
    (choices.picks[group] ?? []).flatMap((pick): StudioTerm[] => {
      if ("text" in pick) return [{ term: pick.text, phrase: null, weight: pick.weight }];
      const option = bySlug.get(`${group}/${pick.slug}`);
      return option ? [{ term: option.term, phrase: option.phrase, weight: pick.weight }] : [];
    });
  return {
    subject: choices.subject,
    terms: Object.fromEntries(descriptiveGroups.map((group) => [group, termsOf(group)])) as Record<
      DescriptiveGroup,
      StudioTerm[]
    >,
    aspectRatio: termsOf("aspect")[0]?.term ?? null,
    negative: termsOf("negative"),
    midjourney: midjourneySettingsSchema.parse(choices.midjourney),
  };
};
