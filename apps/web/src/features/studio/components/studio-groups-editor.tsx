import type { StudioChoices, StudioPick } from "@promptloom/contracts/studio/studio-choices";
import { studioGroups, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { useMemo } from "react";

import type { StudioBuilderAction } from "../studio-builder-state.ts";
import { OptionGroup } from "./option-group.tsx";

/** One empty list for every group without picks, so an unchanged group is not drawn again. */
const noPicks: StudioPick[] = [];
const noOptions: StudioOption[] = [];
const noLocks: StudioGroup[] = [];

/**
 * Every group of the builder, in prompt order. Members randomise and lock groups; an admin editing
 * a featured preset only picks.
 */
export function StudioGroupsEditor({
  options,
  choices,
  locked = noLocks,
  canRandomize,
  dispatch,
}: {
  options: StudioOption[];
  choices: StudioChoices;
  locked?: StudioGroup[];
  canRandomize: boolean;
  dispatch: (action: StudioBuilderAction) => void;
}) {
  const byGroup = useMemo(() => {
    const groups = new Map<StudioGroup, StudioOption[]>();
    for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
    return groups;
  }, [options]);
  return (
    <div className="space-y-3">
      {studioGroups.map((group, index) => (
        <OptionGroup
          key={group}
          group={group}
          options={byGroup.get(group) ?? noOptions}
          picks={choices.picks[group] ?? noPicks}
          isLocked={locked.includes(group)}
          canRandomize={canRandomize}
          dispatch={dispatch}
          defaultOpen={index === 0}
        />
      ))}
    </div>
  );
}
