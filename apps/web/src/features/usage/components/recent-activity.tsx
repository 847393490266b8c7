import type { UsageEvent } from "@promptloom/contracts/usage";

import { describeUsageEvent, formatTimeAgo } from "../format-usage.ts";

/** The latest time-saving actions, newest first. */
export function RecentActivity({ events }: { events: UsageEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing yet. Every prompt you copy or save adds 15 minutes to your hours saved.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border" aria-label="Recent activity">
      {events.map((event) => (
        <li key={event.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
          <div className="min-w-0">
            <p className="truncate font-medium">{describeUsageEvent(event)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={event.createdAt}>{formatTimeAgo(event.createdAt)}</time>
              {event.source !== "manual" ? ` · ${event.source}` : ""}
            </p>
          </div>
          <span className="shrink-0 font-medium text-success tabular-nums">+{event.minutesSaved} min</span>
        </li>
      ))}
    </ul>
  );
}
