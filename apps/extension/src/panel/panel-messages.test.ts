import { describe, expect, it } from "vitest";

import { titleFromText } from "./panel-messages.ts";

describe("the title of a prompt saved from the message box", () => {
  it("is its first line", () => {
    expect(titleFromText("  Write a launch email\nfor our bakery app")).toBe("Write a launch email");
  });

  it("is cut at a word when the line is long", () => {
    const title = titleFromText(
      "Write a detailed launch announcement for our new delivery app aimed at independent bakeries",
    );
    expect(title).toBe("Write a detailed launch announcement for our new delivery…");
  });
});
