import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cursorValueSchema, type CursorValueType } from "./cursor.ts";

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
});
afterAll(() => pg.close());

/** Whether PostgreSQL itself reads `value` as a `type`, which is what a query with the cursor does. */
const postgresAccepts = async (value: string, type: CursorValueType) => {
  try {
    await pg.query(`select $1::${type}`, [value]);
    return true;
  } catch {
    return false;
  }
};

const isAccepted = (value: string, type: CursorValueType) => cursorValueSchema(type).safeParse(value).success;

describe("cursor values", () => {
  it.each([
    ["1e-400", "real"],
    ["-1e-46", "real"],
    ["1e39", "real"],
    ["2026-01-01 00:00:00+00:99", "timestamptz"],
    ["0000-01-01 00:00:00+00", "timestamptz"],
    ["2026-02-30 00:00:00+00", "timestamptz"],
    ["2026-01-01 24:00:01+00", "timestamptz"],
    ["2147483648", "integer"],
    ["tru", "boolean"],
  ] as const)("refuses %j as a %s", (value, type) => {
    expect(isAccepted(value, type)).toBe(false);
  });

  it.each([
    ["0", "real"],
    ["0.0e-400", "real"],
    ["3.25", "real"],
    ["2026-03-04 05:06:07.123+00", "timestamptz"],
    ["2026-03-04 05:06:07+05:30", "timestamptz"],
    ["-2147483648", "integer"],
  ] as const)("keeps %j as a %s", (value, type) => {
    expect(isAccepted(value, type)).toBe(true);
  });

  /** Strings near the accepted shapes: digits, signs, exponents and separators in any order. */
  const numberish = fc.stringMatching(/^[-+]?[0-9.]{0,12}(e[-+]?[0-9]{1,4})?$/);
  const timestampish = fc
    .tuple(
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 0, max: 25 }),
      fc.integer({ min: 0, max: 61 }),
      fc.integer({ min: 0, max: 61 }),
      fc.constantFrom("+", "-"),
      fc.integer({ min: 0, max: 99 }),
      fc.option(fc.integer({ min: 0, max: 99 })),
    )
    .map(([y, mo, d, h, mi, s, sign, oh, om]) => {
      const two = (n: number) => String(n).padStart(2, "0");
      const offset = `${sign}${two(oh)}${om === null ? "" : `:${two(om)}`}`;
      return `${String(y).padStart(4, "0")}-${two(mo)}-${two(d)} ${two(h)}:${two(mi)}:${two(s)}${offset}`;
    });

  it.each([
    ["real", numberish],
    ["integer", numberish],
    ["timestamptz", timestampish],
  ] as const)("accepts only %s values PostgreSQL can read", async (type, values) => {
    await fc.assert(
      fc.asyncProperty(values, async (value) => {
        if (isAccepted(value, type)) expect(await postgresAccepts(value, type)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
