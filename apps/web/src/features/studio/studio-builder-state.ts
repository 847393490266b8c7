import {
  emptyStudioChoices,
  midjourneySettingsSchema,
  studioChoicesSchema,
  type MidjourneySettings,
  type StudioChoices,
  type StudioPick,
  type StudioPresetChoices,
} from "@promptloom/contracts/studio/studio-choices";
import {
  studioGroupInfo,
  studioGroups,
  type PromptSyntax,
  type StudioGroup,
} from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";

/** The builder: the member's choices, the target they write for, and the groups randomising leaves alone. */
export type StudioBuilderState = { choices: StudioChoices; syntax: PromptSyntax; locked: StudioGroup[] };

export type StudioBuilderAction =
  | { type: "setSubject"; subject: string }
  | { type: "togglePick"; group: StudioGroup; slug: string }
  | { type: "addOwnWords"; group: StudioGroup; text: string }
  | { type: "removePick"; group: StudioGroup; index: number }
  | { type: "setWeight"; group: StudioGroup; index: number; weight: number }
  | { type: "setMidjourney"; settings: Partial<MidjourneySettings> }
  | { type: "setSyntax"; syntax: PromptSyntax }
  | { type: "toggleLock"; group: StudioGroup }
  | { type: "randomize"; options: StudioOption[]; group?: StudioGroup; random?: () => number }
  | { type: "applyPreset"; choices: StudioPresetChoices }
  | { type: "load"; choices: StudioChoices; syntax?: PromptSyntax }
  | { type: "clear" };

export const initialStudioBuilderState: StudioBuilderState = {
  choices: emptyStudioChoices(),
  syntax: "midjourney",
  locked: [],
};

/** How many options a random pick takes in each group: one of each, a few exclusions. */
const randomCount = (group: StudioGroup) => (group === "negative" ? 3 : 1);

const shuffle = <T>(items: T[], random: () => number) => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

const randomPicks = (group: StudioGroup, options: StudioOption[], random: () => number): StudioPick[] =>
  shuffle(
    options.filter((option) => option.group === group),
    random,
  )
    .slice(0, randomCount(group))
    .map((option) => ({ slug: option.slug, weight: 1 }));

const withPicks = (state: StudioBuilderState, group: StudioGroup, picks: StudioPick[]): StudioBuilderState => ({
  ...state,
  choices: { ...state.choices, picks: { ...state.choices.picks, [group]: picks } },
});

const picksOf = (state: StudioBuilderState, group: StudioGroup) => state.choices.picks[group] ?? [];

/** True when the group has no room for another pick (a group of one is replaced instead). */
export const isGroupFull = (group: StudioGroup, picks: readonly StudioPick[] | undefined) => {
  const { maxPicks } = studioGroupInfo[group];
  return maxPicks > 1 && (picks?.length ?? 0) >= maxPicks;
};

const addPick = (state: StudioBuilderState, group: StudioGroup, pick: StudioPick) => {
  if (studioGroupInfo[group].maxPicks === 1) return withPicks(state, group, [pick]);
  if (isGroupFull(group, picksOf(state, group))) return state;
  return withPicks(state, group, [...picksOf(state, group), pick]);
};

export const reduceStudioBuilder = (state: StudioBuilderState, action: StudioBuilderAction): StudioBuilderState => {
  switch (action.type) {
    case "setSubject":
      return { ...state, choices: { ...state.choices, subject: action.subject } };
    case "togglePick": {
      const picks = picksOf(state, action.group);
      const isPicked = picks.some((pick) => "slug" in pick && pick.slug === action.slug);
      if (isPicked) {
        return withPicks(
          state,
          action.group,
          picks.filter((pick) => !("slug" in pick) || pick.slug !== action.slug),
        );
      }
      return addPick(state, action.group, { slug: action.slug, weight: 1 });
    }
    case "addOwnWords": {
      const text = action.text.trim();
      if (text === "") return state;
      return addPick(state, action.group, { text, weight: 1 });
    }
    case "removePick":
      return withPicks(
        state,
        action.group,
        picksOf(state, action.group).filter((_, index) => index !== action.index),
      );
    case "setWeight":
      return withPicks(
        state,
        action.group,
        picksOf(state, action.group).map((pick, index) =>
          index === action.index ? { ...pick, weight: Math.round(action.weight * 10) / 10 } : pick,
        ),
      );
    case "setMidjourney":
      return {
        ...state,
        choices: {
          ...state.choices,
          midjourney: midjourneySettingsSchema.parse({ ...state.choices.midjourney, ...action.settings }),
        },
      };
    case "setSyntax":
      return { ...state, syntax: action.syntax };
    case "toggleLock":
      return {
        ...state,
        locked: state.locked.includes(action.group)
          ? state.locked.filter((group) => group !== action.group)
          : [...state.locked, action.group],
      };
    case "randomize": {
      const random = action.random ?? Math.random;
      const groups = action.group ? [action.group] : studioGroups.filter((group) => !state.locked.includes(group));
      return groups.reduce((next, group) => withPicks(next, group, randomPicks(group, action.options, random)), state);
    }
    case "applyPreset": {
      // A preset sets every group it is about, except the ones the member locked.
      const picks = { ...state.choices.picks };
      for (const group of studioGroups) {
        if (!state.locked.includes(group)) picks[group] = action.choices.picks[group] ?? [];
      }
      return { ...state, choices: { ...state.choices, picks, midjourney: action.choices.midjourney } };
    }
    case "load":
      return {
        ...state,
        choices: studioChoicesSchema.parse(action.choices),
        syntax: action.syntax ?? state.syntax,
      };
    case "clear":
      return { ...initialStudioBuilderState, syntax: state.syntax };
  }
};

/** True while the member has neither a subject nor a single pick: there is no prompt to use yet. */
export const isBuildEmpty = (choices: StudioChoices) =>
  choices.subject.trim() === "" && Object.values(choices.picks).every((picks) => picks.length === 0);
