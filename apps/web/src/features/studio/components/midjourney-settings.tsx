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
      <label className="space-y-1" htmlFor={`${id}-stylize`}>
        <span className="block">Stylize (0–1000)</span>
        <input
          id={`${id}-stylize`}
          type="number"
          min={midjourneyRanges.stylize.min}
          max={midjourneyRanges.stylize.max}
          step={50}
          value={settings.stylize}
          onChange={(event) => setNumber("stylize", event.target.valueAsNumber)}
          className={numberField}
        />
      </label>
      <label className="space-y-1" htmlFor={`${id}-chaos`}>
        <span className="block">Chaos (0–100)</span>
        <input
          id={`${id}-chaos`}
          type="number"
          min={midjourneyRanges.chaos.min}
          max={midjourneyRanges.chaos.max}
          step={5}
          value={settings.chaos}
          onChange={(event) => setNumber("chaos", event.target.valueAsNumber)}
          className={numberField}
        />
      </label>
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
