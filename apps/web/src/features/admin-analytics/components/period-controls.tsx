import { analyticsIntervals, type AnalyticsInterval } from "@promptloom/contracts/admin-analytics";

import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { periodPresets, type PeriodPresetId } from "../analytics-period.ts";

export type Period = { from: string; to: string; interval: AnalyticsInterval };

const intervalLabels: Record<AnalyticsInterval, string> = { day: "Days", week: "Weeks", month: "Months" };

/** The period the charts cover: a preset or chosen days, grouped by day, week or month. */
export function PeriodControls({
  preset,
  period,
  onPreset,
  onChange,
}: {
  preset: PeriodPresetId | "custom";
  period: Period;
  onPreset: (preset: PeriodPresetId) => void;
  onChange: (changes: Partial<Period>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:items-end">
      <div className="col-span-2 grid gap-1.5 md:col-span-1">
        <Label htmlFor="analytics-preset">Period</Label>
        <NativeSelect
          id="analytics-preset"
          value={preset}
          onChange={(event) => onPreset(event.target.value as PeriodPresetId)}
        >
          {periodPresets.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
          <option value="custom" disabled>
            Chosen days
          </option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="analytics-from">From</Label>
        <Input
          id="analytics-from"
          type="date"
          value={period.from}
          required
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="analytics-to">To</Label>
        <Input
          id="analytics-to"
          type="date"
          value={period.to}
          required
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <div className="col-span-2 grid gap-1.5 md:col-span-1">
        <Label htmlFor="analytics-interval">Group by</Label>
        <NativeSelect
          id="analytics-interval"
          value={period.interval}
          onChange={(event) => onChange({ interval: event.target.value as AnalyticsInterval })}
        >
          {analyticsIntervals.map((interval) => (
            <option key={interval} value={interval}>
              {intervalLabels[interval]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
