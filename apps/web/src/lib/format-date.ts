const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** An API timestamp as the reader's locale writes a date and time. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** An API timestamp as the reader's locale writes a date. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
