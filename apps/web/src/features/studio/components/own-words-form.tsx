import { studioLimits } from "@promptloom/contracts/studio/studio-choices";
import { studioGroupInfo, type StudioGroup } from "@promptloom/contracts/studio/studio-groups";
import { aspectRatioPattern } from "@promptloom/contracts/studio/studio-options";
import { useId, useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import type { StudioBuilderAction } from "../studio-builder-state.ts";

/** What is wrong with the member's own words for a group, or null when they fit. */
const problemWith = (group: StudioGroup, text: string) => {
  if (text.length > studioLimits.customTextMaxLength) {
    return `Keep your own words under ${studioLimits.customTextMaxLength} characters`;
  }
  if (group === "aspect" && !aspectRatioPattern.test(text)) return "An aspect ratio is two whole numbers like 16:9";
  return null;
};

/** The member's own words for a group, when no option says it. */
export function OwnWordsForm({
  group,
  isFull,
  dispatch,
}: {
  group: StudioGroup;
  isFull: boolean;
  dispatch: (action: StudioBuilderAction) => void;
}) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const label = studioGroupInfo[group].label;

  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        const words = text.trim();
        if (words === "") return;
        const found = problemWith(group, words);
        setProblem(found);
        if (found) return;
        dispatch({ type: "addOwnWords", group, text: words });
        setText("");
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        Your own words for {label.toLowerCase()}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={text}
          disabled={isFull}
          placeholder={group === "aspect" ? "e.g. 5:4" : "e.g. something no option says"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={isFull || text.trim() === ""}>
          Add
        </Button>
      </div>
      {problem ? (
        <p id={errorId} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
