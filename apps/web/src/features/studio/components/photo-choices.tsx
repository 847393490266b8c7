import type { StudioChoices } from "@promptloom/contracts/studio/studio-choices";
import { studioGroupInfo, studioGroups } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";

import { pickLabel } from "./pick-list.tsx";

/** The builder's choices read from a photo, group by group, as the Prompt Studio will open them. */
export function PhotoChoices({ choices, options }: { choices: StudioChoices; options: StudioOption[] }) {
  const groups = studioGroups.filter((group) => (choices.picks[group]?.length ?? 0) > 0);
  return (
    <dl aria-label="Builder choices from this photo" className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">Subject</dt>
      <dd>
        {choices.subject || <span className="text-muted-foreground">Yours to describe in the Prompt Studio</span>}
      </dd>
      {groups.map((group) => (
        <div key={group} className="contents">
          <dt className="text-muted-foreground">{studioGroupInfo[group].label}</dt>
          <dd>
            {(choices.picks[group] ?? [])
              .map((pick) =>
                pickLabel(
                  pick,
                  options.filter((option) => option.group === group),
                ),
              )
              .join(", ")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
