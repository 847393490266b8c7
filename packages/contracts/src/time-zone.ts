import { z } from "zod";

/** True for an IANA time zone name this runtime knows, e.g. "Europe/Paris" or "UTC". */
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The browser sends its own zone, so "today" is the member's. */
export const timeZoneSchema = z.string().trim().max(64).refine(isTimeZone, "timeZone is invalid").default("UTC");
