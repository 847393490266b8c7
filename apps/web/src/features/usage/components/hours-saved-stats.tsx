import type { UsageSummary } from "@promptloom/contracts/usage";
import { CalendarDays, Clock, Flame, Sun } from "lucide-react";

import { StatCard } from "../../../components/ui/stat-card.tsx";
import { formatHours } from "../../../lib/format-hours.ts";

/** Hours saved in total, this week and today, and the streak of active days. */
export function HoursSavedStats({ summary }: { summary: UsageSummary }) {
  const hours = (minutes: number) => ({ value: formatHours(minutes), unit: "h", detail: `${minutes} min` });
  return (
    <section className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-labelledby="hours-saved-heading">
      <h2 id="hours-saved-heading" className="sr-only">
        Time saved
      </h2>
      <StatCard label="Hours saved" icon={Clock} {...hours(summary.totalMinutes)} />
      <StatCard label="This week" icon={CalendarDays} {...hours(summary.weekMinutes)} />
      <StatCard label="Today" icon={Sun} {...hours(summary.todayMinutes)} />
      <StatCard
        label="Streak"
        icon={Flame}
        value={String(summary.streakDays)}
        unit={summary.streakDays === 1 ? "day" : "days"}
        detail={summary.streakDays > 0 ? "Keep it going tomorrow" : "Copy or save a prompt to start one"}
      />
    </section>
  );
}
