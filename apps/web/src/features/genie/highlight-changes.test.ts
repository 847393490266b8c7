import { describe, expect, it } from "vitest";

import { highlightChanges } from "./highlight-changes.ts";

describe("highlightChanges", () => {
  it("marks the words added and removed between two versions", () => {
    expect(highlightChanges("write an email to my boss", "Write a formal email to my manager")).toEqual([
      { text: "write", change: "removed" },
      { text: "Write", change: "added" },
      { text: " ", change: "same" },
      { text: "an", change: "removed" },
      { text: "a", change: "added" },
      { text: " ", change: "same" },
      { text: "formal ", change: "added" },
      { text: "email to my ", change: "same" },
      { text: "boss", change: "removed" },
      { text: "manager", change: "added" },
    ]);
  });

  it("has one unchanged segment for identical text", () => {
    expect(highlightChanges("same text", "same text")).toEqual([{ text: "same text", change: "same" }]);
  });
});
