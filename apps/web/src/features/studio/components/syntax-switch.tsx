import { promptSyntaxes, promptSyntaxLabels, type PromptSyntax } from "@promptloom/contracts/studio/studio-groups";

import { cn } from "../../../lib/cn.ts";

/** The target the prompt is written for, as a row of radio buttons (arrow keys move between them). */
export function SyntaxSwitch({ value, onChange }: { value: PromptSyntax; onChange: (syntax: PromptSyntax) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-lg border bg-muted/40 p-1">
      <legend className="sr-only">Write the prompt for</legend>
      {promptSyntaxes.map((syntax) => (
        <label
          key={syntax}
          className={cn(
            "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            value === syntax
              ? "bg-background text-foreground shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          <input
            type="radio"
            name="prompt-syntax"
            value={syntax}
            checked={value === syntax}
            onChange={() => onChange(syntax)}
            className="sr-only"
          />
          {promptSyntaxLabels[syntax]}
        </label>
      ))}
    </fieldset>
  );
}
