import { studioLimits, type StudioPick } from "@promptloom/contracts/studio/studio-choices";
import { studioGroupInfo, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { X } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";
import type { StudioBuilderAction } from "../studio-builder-state.ts";

/** What a pick is called on screen: its option's label, or the member's own words in quotes. */
export const pickLabel = (pick: StudioPick, options: StudioOption[]) =>
  "text" in pick ? `"${pick.text}"` : (options.find((option) => option.slug === pick.slug)?.label ?? pick.slug);

/**
 * The group's picks, each with its emphasis (1 is plain; Stable Diffusion writes other values as
 * `(term:1.2)`, the other targets stress or soften the words) and a way to remove it.
 */
export function PickList({
  group,
  picks,
  options,
  dispatch,
}: {
  group: StudioGroup;
  picks: StudioPick[];
  options: StudioOption[];
  dispatch: (action: StudioBuilderAction) => void;
}) {
  if (picks.length === 0) return null;
  const hasEmphasis = group !== "aspect";
  return (
    <ul aria-label={`Chosen for ${studioGroupInfo[group].label}`} className="mt-2 flex flex-wrap gap-2">
      {picks.map((pick, index) => {
        const label = pickLabel(pick, options);
        return (
          <li
            key={"slug" in pick ? pick.slug : `text-${index}`}
            className="flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-0.5 pr-0.5 pl-3 text-sm"
          >
            <span className="max-w-56 truncate">{label}</span>
            {hasEmphasis ? (
              <input
                type="number"
                inputMode="decimal"
                min={studioLimits.weightMin}
                max={studioLimits.weightMax}
                step={0.1}
                value={pick.weight}
                aria-label={`Emphasis for ${label}`}
                title="Emphasis: 1 is plain, higher stresses it, lower softens it"
                onChange={(event) => {
                  const weight = event.target.valueAsNumber;
                  if (weight >= studioLimits.weightMin && weight <= studioLimits.weightMax) {
                    dispatch({ type: "setWeight", group, index, weight });
                  }
                }}
                className="h-7 w-14 rounded border border-input bg-surface-2 px-1 text-center text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              />
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              className="size-7 rounded-full"
              aria-label={`Remove ${label}`}
              onClick={() => dispatch({ type: "removePick", group, index })}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
