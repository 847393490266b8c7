import { describe, expect, it } from "vitest";

import { composeOffline as compose } from "../../../testing/compose-offline.ts";

describe("an out-of-office or away message is a short automatic reply", () => {
  it.each([
    "help me write an out of office message, i'm away 12 to 26 august, urgent stuff to priya",
    "an auto reply for my email while i'm on maternity leave until march, contact hr@acme.com",
    "set up an away message for my shop's instagram over christmas",
  ])("says when I am back and who to contact, with no subject line: %s", async (request) => {
    const prompt = await compose(request);
    expect(prompt).toContain("the dates I gave and when I will reply");
    expect(prompt).toContain("Give the contact for urgent matters exactly as I named them");
    expect(prompt).toContain("The automatic reply ready to paste");
    expect(prompt).not.toMatch(/subject line|Under 200 words/u);
  });

  it("keeps an address as it was typed", async () => {
    expect(await compose("an auto reply while i'm away until june, contact hr@acme.com")).toContain("hr@acme.com");
  });
});
