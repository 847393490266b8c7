import { describe, expect, it } from "vitest";

import { sanitizeText } from "./sanitize.ts";

describe("sanitizeText", () => {
  it("trims, strips angle brackets and cuts to 1000 characters", () => {
    expect(sanitizeText("  <b>hello</b>  ")).toBe("bhello/b");
    expect(sanitizeText("x".repeat(1200))).toHaveLength(1000);
  });
});
