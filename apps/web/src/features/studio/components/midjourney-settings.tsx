import {
  midjourneyRanges,
  midjourneyVersions,
  type MidjourneySettings,
} from "@promptloom/contracts/studio/studio-choices";
import { useId } from "react";

import { NativeSelect } from "../../../components/ui/native-select.tsx";
import type { StudioBuilderAction } from "../studio-builder-state.ts";

const numberField =
  "h-10 w-24 rounded-md border border-input bg-surface-2 px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

const numberSettings = [
  { key: "stylize", label: "Stylize", step: 50 },
  { key: "chaos", label: "Chaos", step: 5 },
] as const;

/** Midjourney's own parameters: --v, --stylize, --chaos and --raw, within Midjourney's ranges. */
export function MidjourneySettingsFields({
  settings,
  dispatch,
}: {
  settings: MidjourneySettings;
  dispatch: (action: StudioBuilderAction) => void;
}) {
  const id = useId();
  const setNumber = (key: "stylize" | "chaos", value: number) => {
    const range = midjourneyRanges[key];
    if (Number.isInteger(value) && value >= range.min && value <= range.max) {
      dispatch({ type: "setMidjourney", settings: { [key]: value } });
    }
  };
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border p-3 text-sm">
      <legend className="px-1 text-sm font-medium">Midjourney parameters</legend>
      <label className="space-y-1" htmlFor={`${id}-version`}>
        <span className="block">Version (--v)</span>
        <NativeSelect
          id={`${id}-version`}
          value={settings.version}
          onChange={(event) => {
            const version = midjourneyVersions.find((known) => known === event.target.value);
            if (version) dispatch({ type: "setMidjourney", settings: { version } });
          }}
        >
          {midjourneyVersions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </NativeSelect>
      </label>
      {numberSettings.map(({ key, label, step }) => (
        <label key={key} className="space-y-1" htmlFor={`${id}-${key}`}>
          <span className="block">
            {label} ({midjourneyRanges[key].min}–{midjourneyRanges[key].max})
          </span>
          <input
            id={`${id}-${key}`}
            type="number"
            min={midjourneyRanges[key].min}
            max={midjourneyRanges[key].max}
            step={step}
            value={settings[key]}
            onChange={(event) => setNumber(key, event.target.valueAsNumber)}
            className={numberField}
          />
        </label>
      ))}
      <label className="flex items-center gap-2 self-end pb-2">
        <input
          type="checkbox"
          checked={settings.raw}
          onChange={(event) => dispatch({ type: "setMidjourney", settings: { raw: event.target.checked } })}
          className="size-4 accent-primary"
        />
        Raw style (--raw)
      </label>
    </fieldset>
  );
}
