/** The browser's own zone, so "today" and "this week" match the member's calendar. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
