import type { UsageSummary } from "@promptloom/contracts/usage";
import { CalendarDays, Clock, Flame, Sun, type LucideIcon } from "lucide-react";

import { Card } from "../../../components/ui/card.tsx";
import { formatHours } from "../../../lib/format-hours.ts";

function Stat({
  label,
  value,
  unit,
  detail,
  icon: Icon,
}: {
  label: string;
  value: string;
  unit: string;
  detail: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
        <Icon aria-hidden="true" className="size-4 text-primary" />
      </div>
      <p className="mt-2 text-2xl font-semibold tabular-nums sm:text-3xl">
        {value} <span className="text-base font-normal text-muted-foreground">{unit}</span>
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
    </Card>
  );
}

/** Hours saved in total, this week and today, and the streak of active days. */
export function HoursSavedStats({ summary }: { summary: UsageSummary }) {
  const hours = (minutes: number) => ({ value: formatHours(minutes), unit: "h", detail: `${minutes} min` });
  return (
    <section className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-labelledby="hours-saved-heading">
      <h2 id="hours-saved-heading" className="sr-only">
        Time saved
      </h2>
      <Stat label="Hours saved" icon={Clock} {...hours(summary.totalMinutes)} />
      <Stat label="This week" icon={CalendarDays} {...hours(summary.weekMinutes)} />
      <Stat label="Today" icon={Sun} {...hours(summary.todayMinutes)} />
      <Stat
        label="Streak"
        icon={Flame}
        value={String(summary.streakDays)}
        unit={summary.streakDays === 1 ? "day" : "days"}
        detail={summary.streakDays > 0 ? "Keep it going tomorrow" : "Copy or save a prompt to start one"}
      />
    </section>
  );
}
