import type { ThemeColorName } from "@promptloom/contracts/theme-colors";
import { themeColorLabel } from "@promptloom/contracts/theme-groups";
import { useState } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { hexToHsl, hslToHex, parseHsl } from "../hsl.ts";

const invalidHsl = "Expected an HSL value like 258 90% 66%";

type Props = {
  name: ThemeColorName;
  value: string;
  /** Changed here and not saved yet. */
  isEdited: boolean;
  /** The stored colour differs from the default theme's. */
  isCustom: boolean;
  isBusy: boolean;
  onEdit: (value: string) => void;
  onSave: () => void;
  onReset: () => void;
};

/** One colour: a picker and its HSL value, with saving or resetting that colour alone. */
export function ColorRow({ name, value, isEdited, isCustom, isBusy, onEdit, onSave, onReset }: Props) {
  const label = themeColorLabel(name);
  // What is typed stays as typed until the field is left, even while it is not a colour yet.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const isInvalid = typed !== null && parseHsl(typed) === null;
  const errorId = `${name}-error`;
  return (
    <li className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <input
        type="color"
        aria-label={`${label} colour`}
        value={hslToHex(value)}
        onChange={(event) => {
          setTyped(null);
          onEdit(hexToHsl(event.target.value));
        }}
        className="mt-1 size-9 cursor-pointer rounded-md border border-border bg-transparent p-0.5"
      />
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <label htmlFor={`${name}-hsl`} className="font-medium">
            {label}
          </label>
          <code className="text-xs text-muted-foreground">--{name}</code>
          {isEdited ? <span className="text-xs text-primary-text">Not saved</span> : null}
        </p>
        <Input
          id={`${name}-hsl`}
          value={text}
          spellCheck={false}
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? errorId : undefined}
          className="h-9 font-mono"
          onChange={(event) => {
            setTyped(event.target.value);
            const parsed = parseHsl(event.target.value);
            if (parsed) onEdit(event.target.value.trim());
          }}
          onBlur={() => setTyped(null)}
        />
        {isInvalid ? (
          <p id={errorId} className="text-xs text-error">
            {invalidHsl}
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex gap-2 sm:col-span-1 sm:mt-6">
        {isEdited ? (
          <Button size="sm" disabled={isBusy} onClick={onSave} aria-label={`Save ${label}`}>
            Save
          </Button>
        ) : null}
        {isCustom ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={isBusy}
            onClick={onReset}
            aria-label={`Reset ${label} to the default`}
          >
            Default
          </Button>
        ) : null}
      </div>
    </li>
  );
}
