import { describe, expect, it } from "vitest";

import { openInTargets } from "./open-in-links.ts";

describe("openInTargets", () => {
  it("puts the encoded prompt in the address for ChatGPT, Claude and Perplexity, not Gemini", () => {
    const targets = openInTargets("Plan a trip & pack: 3 days?");
    const encoded = "Plan%20a%20trip%20%26%20pack%3A%203%20days%3F";
    expect(targets).toEqual([
      { name: "ChatGPT", url: `https://chatgpt.com/?q=${encoded}`, needsPaste: false },
      { name: "Claude", url: `https://claude.ai/new?q=${encoded}`, needsPaste: false },
      { name: "Gemini", url: "https://gemini.google.com/app", needsPaste: true },
      { name: "Perplexity", url: `https://www.perplexity.ai/search?q=${encoded}`, needsPaste: false },
    ]);
  });
});
