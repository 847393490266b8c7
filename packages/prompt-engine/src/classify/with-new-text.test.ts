import { describe, expect, it } from "vitest";

import { withNewText } from "./with-new-text.ts";

describe("a new text asked for where the classifier read a rework", () => {
  it("is the medium's kind when nothing is pasted", () => {
    expect(withNewText("rewrite", "can u help me word a text to my landlord saying the heating is off", "")).toBe(
      "message",
    );
    expect(withNewText("rewrite", "help me write an email to the school that wont sound angry", "")).toBe("email");
  });

  it("stays a rework with a draft pasted, or with no new text asked for", () => {
    expect(withNewText("rewrite", "help me word a text to my landlord:", "hi the heating is off again")).toBe(
      "rewrite",
    );
    expect(withNewText("rewrite", "make my cover letter sound more confident", "")).toBe("rewrite");
    expect(withNewText("email", "write an email to my boss", "")).toBe("email");
  });
});
