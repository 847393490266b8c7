import { describe, expect, it } from "vitest";

import { withWrittenBio } from "./with-written-bio.ts";

describe("a bio for a talk", () => {
  it("is a bio, not the speech the talk is", () => {
    expect(
      withWrittenBio("speech", "short speaker bio for me, I'm presenting on beekeeping at the library on Saturday"),
    ).toBe("resume");
  });

  it("leaves a speech a speech, and a bio read as something else alone", () => {
    expect(withWrittenBio("speech", "5 minute talk on beekeeping for the library, I'm nervous")).toBe("speech");
    expect(withWrittenBio("social-post", "instagram bio for my pottery studio")).toBe("social-post");
  });
});
