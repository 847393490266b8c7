import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

const cleaned = (raw: string) => cleanRequest(raw).request;

describe("cleanRequest", () => {
  it("removes spoken fillers and keeps every other word as typed", () => {
    expect(cleaned("um so i need like an email to my boss about friday")).toBe(
      "i need an email to my boss about friday",
    );
    expect(cleaned("uh write a poem about cats")).toBe("write a poem about cats");
    expect(cleaned("I'd like a poem about cats")).toBe("I'd like a poem about cats");
  });

  it("applies self-corrections: the corrected value replaces the one taken back", () => {
    expect(cleaned("email saying he'll be out monday no tuesday for a dentist appointment")).toBe(
      "email saying he'll be out tuesday for a dentist appointment",
    );
    expect(cleaned("write a blog post for busy parents, actually no make it grad students")).toBe(
      "write a blog post for grad students",
    );
    expect(cleaned("raid is moved to thursday no wait wednesday 9pm")).toBe("raid is moved to wednesday 9pm");
    expect(cleaned("the heater has been broken since friday, no wait, since thursday, and it's cold")).toBe(
      "the heater has been broken since thursday, and it's cold",
    );
    expect(cleaned("a 500 word essay, no wait 800 words, on ww1")).toContain("800 words");
    expect(cleaned("a 500 word essay, no wait 800 words, on ww1")).not.toContain("500");
  });

  it("leaves a 'no' that is not a correction alone", () => {
    expect(cleaned("a recipe with no sugar and no more than 5 ingredients")).toBe(
      "a recipe with no sugar and no more than 5 ingredients",
    );
  });

  it("keeps quotes, code, schemas, JSON and what follows a colon byte for byte", () => {
    const schema = "sql for monthly sales per region from sales(id, region_id, amount_cents, created_at)";
    expect(cleaned(schema)).toBe(schema);
    const json = 'um return this JSON {"a": 1, "b": [1, 2]}  with b doubled';
    expect(cleaned(json)).toContain('{"a": 1, "b": [1, 2]}');
    expect(cleaned("fix the grammar of this note: um i has like went to the store")).toBe(
      "fix the grammar of this note: um i has like went to the store",
    );
    expect(cleaned("reply to 'um like no way' for me")).toContain("'um like no way'");
  });

  it("never re-splits a numbered list of asks", () => {
    const request = "1) summarize the meeting notes in 5 bullets 2) draft an email to the team 3) list risks";
    expect(cleaned(request)).toBe(request);
  });

  it("separates pasted material from the instruction and keeps it exactly", () => {
    const material = "Line one of notes.\n  indented line\n\ttabbed {x: 1}";
    expect(cleanRequest(`summarize this:\n${material}`)).toEqual({ request: "summarize this:", material });
    const code = "```js\nconst a = 1;\n```";
    expect(cleanRequest(`why does this throw\n${code}`)).toEqual({ request: "why does this throw", material: code });
  });
});
