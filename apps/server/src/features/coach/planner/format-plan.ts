const shortDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "2025-03-03" as "Mon 3 Mar": calendar dates carry no zone, so they are read and shown in UTC. */
export const formatShortDate = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** 45 → "45 min", 90 → "1 h 30 min", 120 → "2 h". */
export const formatDuration = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};
