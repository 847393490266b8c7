import { uuid } from "drizzle-orm/pg-core";
import { v7 } from "uuid";

/** A new id for a row with a `timeOrderedId` key, for when the id is needed before the insert. */
export const newTimeOrderedId = (): string => v7();

/**
 * The primary key of rows that lists show in the order they were made (newest or oldest first,
 * after their millisecond `created_at`). Two rows made in the same millisecond tie on the time,
 * and a random id broke the tie at random: a member's second quick save could list before the
 * first. These ids are UUIDv7 (the time, then a counter), so rows one server makes sort in the
 * order it made them, also within a millisecond. Rows inserted outside the app keep the
 * database's random default.
 */
export const timeOrderedId = () => uuid("id").primaryKey().defaultRandom().$defaultFn(newTimeOrderedId);
