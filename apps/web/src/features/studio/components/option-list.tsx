import type { StudioPick } from "@promptloom/contracts/studio/studio-choices";
import type { StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { Check } from "lucide-react";

import { cn } from "../../../lib/cn.ts";
import type { StudioBuilderAction } from "../studio-builder-state.ts";

const isPicked = (picks: StudioPick[], slug: string) => picks.some((pick) => "slug" in pick && pick.slug === slug);

/** A group's options as toggle buttons: the label, its short description and the example image. */
export function OptionList({
  group,
  options,
  picks,
  isFull,
  dispatch,
}: {
  group: StudioGroup;
  options: StudioOption[];
  picks: StudioPick[];
  isFull: boolean;
  dispatch: (action: StudioBuilderAction) => void;
}) {
  if (options.length === 0) return <p className="text-sm text-muted-foreground">No options match.</p>;
  return (
    <ul className="grid max-h-80 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
      {options.map((option) => {
        const picked = isPicked(picks, option.slug);
        return (
          <li key={option.id}>
            <button
              type="button"
              aria-pressed={picked}
              disabled={isFull && !picked}
              onClick={() => dispatch({ type: "togglePick", group, slug: option.slug })}
              className={cn(
                "flex h-full w-full items-start gap-3 rounded-md border p-2 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50",
                picked && "border-primary bg-primary/10",
              )}
            >
              {option.imageUrl ? (
                <img
                  src={option.imageUrl}
                  alt=""
                  loading="lazy"
                  className="size-12 shrink-0 rounded object-cover"
                  width={48}
                  height={48}
                />
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 text-sm font-medium">
                  {option.label}
                  {picked ? <Check aria-hidden="true" className="size-4 text-primary-text" /> : null}
                </span>
                <span className="block text-xs text-muted-foreground">{option.description}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
