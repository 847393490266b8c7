import { describe, expect, it } from "vitest";

import { withoutUnaskedText } from "./without-unasked-text.ts";

describe("a text to send must be asked for", () => {
  it("answers a question about whether to act, and writes the text when one is asked for", () => {
    for (const request of [
      "my best friend hasnt replied to my messages in 3 weeks but keeps posting on instagram. do i say something or let it go?",
      "my coworker keeps emailing me at 11pm. is it worth bringing up with my manager or do I just ignore it?",
    ])
      expect(withoutUnaskedText("message", request)).toBe("neutral");
    for (const request of [
      "my friend hasnt replied in 3 weeks. what should I text her so I don't sound needy?",
      "reply to my landlord who asked if I'm staying another year, I'm not sure yet?",
      "email my landlord back, he asked if I am renewing the lease. can you say I need a week to decide?",
    ])
      expect(withoutUnaskedText("email", request)).toBe("email");
    expect(withoutUnaskedText("email", "email my landlord about the broken heater")).toBe("email");
  });
});
