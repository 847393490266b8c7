import { isDayInRange } from "@promptloom/contracts/dates";
import { z } from "zod";

import { AppError } from "../http/app-error.ts";

/** Opaque page cursors: the keyset of the last item, as URL-safe base64 JSON. */
export const encodeCursor = (keyset: unknown): string => Buffer.from(JSON.stringify(keyset)).toString("base64url");

export const decodeCursor = <Schema extends z.ZodType>(cursor: string, schema: Schema): z.output<Schema> => {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    if (parsed.success) return parsed.data;
  } catch {
    // Not base64 JSON: answered below like any other malformed cursor.
  }
  throw AppError.validation("Invalid cursor");
};

/** The PostgreSQL types of the sort keys a cursor carries as text and the query casts back. */
export type CursorValueType = "integer" | "real" | "boolean" | "timestamptz" | "uuid";

const INTEGER_MAX = 2_147_483_647;
const REAL_MAX = 3.4e38;
const REAL_MIN_NORMAL = 1.2e-38;

/** PostgreSQL's text for a timestamptz (DateStyle ISO): "2026-03-04 05:06:07.123+00". */
const timestampPattern =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;

const isTimestamp = (value: string) => {
  const match = timestampPattern.exec(value);
  if (!match) return false;
  const [
    year = 0,
    month = 0,
    day = 0,
    hour = 0,
    minute = 0,
    second = 0,
    ,
    offset = 0,
    offsetMinute = 0,
    offsetSecond = 0,
  ] = match.slice(1).map((part) => Number(part ?? 0));
  if (!isDayInRange(value)) return false;
  // A date that does not exist (30 February) would roll over into another one.
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const isRealOffset = offset < 16 && offsetMinute < 60 && offsetSecond < 60;
  return isRealDay && hour < 24 && minute < 60 && second < 60 && isRealOffset;
};

const isReal = (value: string) => {
  if (!/^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(value)) return false;
  const size = Math.abs(Number(value));
  // Zero only when written as zero: 1e-400 is 0 to JavaScript but an underflow to PostgreSQL.
  if (size === 0) return /^-?(0+(\.0*)?|\.0+)(e[+-]?\d+)?$/i.test(value);
  return size >= REAL_MIN_NORMAL && size <= REAL_MAX;
};

/**
 * Whether a cursor's value can be cast to its key's type. A cursor is the client's to send back,
 * so a tampered one, or one from another sort order, must be refused before it reaches the query:
 * a failing cast there is a server error.
 */
const isCursorValue: Record<CursorValueType, (value: string) => boolean> = {
  integer: (value) => /^-?\d{1,10}$/.test(value) && Number(value) <= INTEGER_MAX && Number(value) >= -INTEGER_MAX - 1,
  real: isReal,
  boolean: (value) => value === "true" || value === "false",
  timestamptz: isTimestamp,
  uuid: (value) => z.uuid().safeParse(value).success,
};

/** A cursor field holding a sort key's value, as PostgreSQL printed it. */
export const cursorValueSchema = (type: CursorValueType) =>
  z.string().refine((value) => isCursorValue[type](value), "Invalid cursor");
