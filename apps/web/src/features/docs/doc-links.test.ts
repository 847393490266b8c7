import { describe, expect, it } from "vitest";

import { resolveDocLink } from "./doc-links.ts";

describe("resolveDocLink", () => {
  it("turns a page's slug into its address and keeps app addresses", () => {
    expect(resolveDocLink("my-prompts")).toBe("/app/docs/my-prompts");
    expect(resolveDocLink("my-prompts.md#folders")).toBe("/app/docs/my-prompts#folders");
    expect(resolveDocLink("/app/library")).toBe("/app/library");
    expect(resolveDocLink("#searching")).toBe("#searching");
  });
});
