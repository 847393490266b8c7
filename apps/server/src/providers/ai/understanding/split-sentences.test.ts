import { describe, expect, it } from "vitest";

import { splitClauses } from "./split-clauses.ts";
import { splitSentences } from "./split-sentences.ts";

describe("splitSentences", () => {
  it("splits at full stops, question and exclamation marks", () => {
    expect(splitSentences("I run a bakery. Write a caption! Can you? Thanks")).toEqual([
      "I run a bakery.",
      "Write a caption!",
      "Can you?",
      "Thanks",
    ]);
  });

  it("does not cut after titles, Latin shorthand, initials or country abbreviations", () => {
    expect(
      splitSentences("Email Dr. Okafor and St. Jude about the U.S. report, e.g. the key numbers. Then stop."),
    ).toEqual(["Email Dr. Okafor and St. Jude about the U.S. report, e.g. the key numbers.", "Then stop."]);
    expect(splitSentences("It's about the 1971 D.B. Cooper hijacking. Keep it short.")).toEqual([
      "It's about the 1971 D.B. Cooper hijacking.",
      "Keep it short.",
    ]);
  });

  it("leaves decimals, versions and file names whole", () => {
    expect(splitSentences("Release notes for v1.4.0 and 2.3. Rename .jpeg files to .jpg.")).toEqual([
      "Release notes for v1.4.0 and 2.3.",
      "Rename .jpeg files to .jpg.",
    ]);
  });

  it("treats a line break as the end of a sentence", () => {
    expect(splitSentences("Summarize this\nThe council voted 7-2")).toEqual([
      "Summarize this",
      "The council voted 7-2",
    ]);
  });
});

describe("splitClauses", () => {
  it("keeps a quotation whole, closing quote included", () => {
    expect(splitClauses('translate "the bill, please, and separately" into Portuguese').map((c) => c.text)).toEqual([
      'translate "the bill, please, and separately" into Portuguese',
    ]);
    expect(splitClauses('a formula for when column A says "paid"').map((c) => c.text)).toEqual([
      'a formula for when column A says "paid"',
    ]);
  });

  it("keeps 'my brother and I' together as one subject, but splits a new request after 'and I'", () => {
    expect(splitClauses("my brother and I never agree on chores, help").map((c) => c.text)).toEqual([
      "my brother and I never agree on chores",
      "help",
    ]);
    expect(splitClauses("write a toast for the wedding and I want it short").map((c) => c.text)).toEqual([
      "write a toast for the wedding",
      "I want it short",
    ]);
  });
});
