import { z } from "zod";

/**
 * The range every date the API accepts must fall in. PostgreSQL has no year 0 and JavaScript
 * none past 275760; nobody means a date outside these years, so they are a 400 at the door.
 */
export const earliestDate = "1900-01-01";
export const latestDate = "2999-12-31";
export const dateRangeMessage = `Dates must be between ${earliestDate} and ${latestDate}`;

/** Whether a YYYY-MM-DD day (or the day of an ISO timestamp) lies in the accepted range. */
export const isDayInRange = (value: string) => {
  const day = value.slice(0, 10);
  return day >= earliestDate && day <= latestDate;
};

/** A calendar day, YYYY-MM-DD, within the accepted range. */
export const calendarDateSchema = (message: string) => z.iso.date(message).refine(isDayInRange, dateRangeMessage);

/** An ISO 8601 timestamp (with Z or an offset), within the accepted range. */
export const timestampSchema = z.iso.datetime({ offset: true }).refine(isDayInRange, dateRangeMessage);
