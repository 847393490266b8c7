/** The browser's own zone, so "today", "this week" and "this month" match the reader's calendar. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
