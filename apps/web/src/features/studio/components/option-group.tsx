import type { StudioPick } from "@promptloom/contracts/studio/studio-choices";
import { studioGroupInfo, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import type { StudioOption } from "@promptloom/contracts/studio/studio-options";
import { ChevronDown, Lock, LockOpen, Shuffle } from "lucide-react";
import { memo, useId, useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";
import { isGroupFull, type StudioBuilderAction } from "../studio-builder-state.ts";
import { OptionList } from "./option-list.tsx";
import { OwnWordsForm } from "./own-words-form.tsx";
import { PickList } from "./pick-list.tsx";

type OptionGroupProps = {
  group: StudioGroup;
  options: StudioOption[];
  picks: StudioPick[];
  isLocked: boolean;
  /** Randomise and lock belong to the member's builder, not to an admin's preset editor. */
  canRandomize: boolean;
  dispatch: (action: StudioBuilderAction) => void;
  defaultOpen?: boolean;
};

/**
 * One group of the builder: what is picked (with its emphasis), then the searchable options and
 * the member's own words behind a disclosure, so ten groups fit on a phone.
 */
export const OptionGroup = memo(function OptionGroup({
  group,
  options,
  picks,
  isLocked,
  canRandomize,
  dispatch,
  defaultOpen,
}: OptionGroupProps) {
  const info = studioGroupInfo[group];
  const [isOpen, setIsOpen] = useState(defaultOpen ?? false);
  const [search, setSearch] = useState("");
  const panelId = useId();
  const headingId = useId();
  const isFull = isGroupFull(group, picks);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? options.filter((option) => `${option.label} ${option.description}`.toLowerCase().includes(needle))
    : options;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-medium">
            {info.label}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              {picks.length} of {info.maxPicks}
            </span>
          </h3>
          <p className="text-sm text-muted-foreground">{info.hint}</p>
        </div>
        <div className="flex gap-1">
          {canRandomize ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Randomise ${info.label}`}
                title={`Randomise ${info.label}`}
                onClick={() => dispatch({ type: "randomize", options, group })}
                disabled={options.length === 0}
              >
                <Shuffle aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-pressed={isLocked}
                aria-label={`Lock ${info.label}`}
                title={
                  isLocked ? `${info.label} is kept when randomising all` : `Keep ${info.label} when randomising all`
                }
                onClick={() => dispatch({ type: "toggleLock", group })}
                className={cn(isLocked && "text-primary-text")}
              >
                {isLocked ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
              </Button>
            </>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? "Close" : "Choose"}
            <span className="sr-only"> {info.label}</span>
            <ChevronDown aria-hidden="true" className={cn("transition-transform", isOpen && "rotate-180")} />
          </Button>
        </div>
      </div>
      <PickList group={group} picks={picks} options={options} dispatch={dispatch} />
      {/* Drawn only while open: ten groups of options would make every keystroke in the subject slow. */}
      <div id={panelId} hidden={!isOpen} className="mt-3 space-y-3">
        {isOpen ? (
          <>
            {options.length > 8 ? (
              <Input
                type="search"
                aria-label={`Search ${info.label} options`}
                placeholder={`Search ${info.label.toLowerCase()}…`}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            ) : null}
            <OptionList group={group} options={shown} picks={picks} isFull={isFull} dispatch={dispatch} />
            {isFull ? (
              <p className="text-sm text-muted-foreground">
                {info.label} takes at most {info.maxPicks}: remove one to choose another.
              </p>
            ) : null}
            <OwnWordsForm group={group} isFull={isFull} dispatch={dispatch} />
          </>
        ) : null}
      </div>
    </section>
  );
});
