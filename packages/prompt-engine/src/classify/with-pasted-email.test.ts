import { describe, expect, it } from "vitest";

import { withPastedEmail } from "./with-pasted-email.ts";

describe("a reply to a pasted e-mail", () => {
  const thread = "From: Dana Lee\nSent: Monday 3 June\nSubject: Invoice 2231\n\nHi, the invoice is still open.";

  it("is an e-mail when the material carries an e-mail's headers", () => {
    expect(withPastedEmail("message", thread)).toBe("email");
    expect(
      withPastedEmail(
        "message",
        '"Hi Sara, can we push the demo to Monday? Thanks, Omar"',
        "reply to this, his email:",
      ),
    ).toBe("email");
  });

  it("leaves a message alone when the material is a chat or a note", () => {
    expect(withPastedEmail("message", "Dana: are we still on for 6?\nme: yes!")).toBe("message");
    expect(withPastedEmail("summary", thread)).toBe("summary");
  });
});
