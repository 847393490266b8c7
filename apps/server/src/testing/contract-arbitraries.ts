import fc from "fast-check";
import type { ZodType } from "zod";

/**
 * Inputs for fuzzing, drawn from the contracts' own schemas: objects with the fields the API
 * expects, filled with values of roughly the right kind and plenty of edge cases (NUL, lone
 * surrogates, markup, traversal, huge, tampered cursors), so requests get past the first checks
 * and reach deeper code.
 */

/** Strings that have broken servers before. */
export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "\uD800",
      "\uFFFF",
      "../../etc/passwd",
      "..%2f..%2fetc%2fpasswd",
      "<script>alert(1)</script>",
      "' OR 1=1 --",
      "%00",
      "1e-400",
      "-0",
      "NaN",
      "Infinity",
      "0000-01-01 00:00:00+00:99",
      "0000-01-01",
      "0000-01-01T00:00:00.000Z",
      "9999-12-31",
      "9999-12-31T23:59:59.999Z",
      "+275760-09-13T00:00:00.000Z",
      "\u202eevil\u200b",
      "+00:99",
      "null",
      "[]",
      "{}",
      '=HYPERLINK("http://evil.example")',
      "x".repeat(3000),
      `${"a".repeat(3000)}@example.test`,
      "a@b.co",
      "javascript:alert(1)",
      "/\\evil.example",
    ),
  },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.base64String({ maxLength: 60 }) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, 2 ** 31),
);

/** Anything at all, for fields whose value should be refused. */
export const anyJson = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
);

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  element?: ZodType;
  in?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value shaped like `schema` wants, with a fair chance of something else in its place. */
export const fromSchema = (schema: ZodType): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const near = (() => {
    switch (def.type) {
      case "object":
        return fc.record(
          Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, fromSchema(field)])),
          { requiredKeys: [] },
        );
      case "string":
        return hostileString;
      case "number":
      case "int":
        return hostileNumber;
      case "boolean":
        return fc.boolean();
      case "enum":
        return fc.constantFrom(...Object.values(def.entries ?? { none: "none" }));
      case "literal":
        return fc.constantFrom(...(def.values ?? [null]));
      case "array":
        return fc.array(def.element ? fromSchema(def.element) : anyJson, { maxLength: 4 });
      case "optional":
      case "nullable":
      case "default":
      case "catch":
      case "readonly":
        return def.innerType ? fromSchema(def.innerType) : anyJson;
      case "pipe":
        return def.in ? fromSchema(def.in) : anyJson;
      case "union":
        return def.options?.length ? fc.oneof(...def.options.map(fromSchema)) : anyJson;
      default:
        return anyJson;
    }
  })();
  return fc.oneof({ weight: 6, arbitrary: near }, { weight: 1, arbitrary: anyJson });
};

/** Every zod object schema a contracts module exports. */
export const objectSchemasOf = (module: Record<string, unknown>): ZodType[] =>
  Object.values(module).filter(
    (value): value is ZodType =>
      typeof value === "object" && value !== null && "_zod" in value && defOf(value as ZodType).type === "object",
  );
