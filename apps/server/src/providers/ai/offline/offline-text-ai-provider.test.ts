import { describe, expect, it } from "vitest";

import { aiFailureOf } from "../../../testing/ai-failure-of.ts";
import { collectAiText } from "../../../testing/collect-ai-text.ts";
import { composeInput } from "../../../testing/compose-input.ts";
import { composeOffline } from "../../../testing/compose-offline.ts";
import { createOfflineTextAiProvider } from "./offline-text-ai-provider.ts";

describe("offline text AI provider (the built-in composer)", () => {
  it("yields the prompt engine's whole prompt at once, the same for the same request", async () => {
    const provider = createOfflineTextAiProvider();
    const events: unknown[] = [];
    for await (const event of provider.composePrompt(composeInput("write a recipe for lentil soup for 4 people")))
      events.push(event);
    expect(events).toHaveLength(1);
    const again = await composeOffline("write a recipe for lentil soup for 4 people");
    expect(events[0]).toEqual({ type: "delta", text: again });
    expect(again).toContain("## My request\nwrite a recipe for lentil soup for 4 people");
  });

  it("keeps the request whole and pasted material byte for byte", async () => {
    const material = "Met Tuesday.\n  - Ana: ship v2 by 3 May\n\t- Raj: fix the export";
    const prompt = await composeOffline(`summarize these meeting notes in 5 bullets:\n${material}`);
    expect(prompt).toContain("summarize these meeting notes in 5 bullets:");
    expect(prompt).toContain(`\`\`\`\n${material}\n\`\`\``);
  });

  it("applies the controls and refinements without contradicting the request", async () => {
    const controlled = await composeOffline("write an email to my landlord about the broken heating", {
      options: {
        tone: "friendly",
        format: "bullets",
        length: "short",
        language: "Spanish",
        refinements: ["add examples"],
      },
    });
    expect(controlled).toContain("Use a friendly tone.");
    expect(controlled).toContain("Answer as a bulleted list.");
    expect(controlled).toContain("Keep the answer short.");
    expect(controlled).toContain("Write the answer in Spanish.");
    expect(controlled).toContain("Include concrete examples.");
    const ownTone = await composeOffline("write a firm but polite email to my landlord about the heating", {
      options: { tone: "playful" },
    });
    expect(ownTone).not.toContain("playful");
    const full = await composeOffline("write an email to my landlord about the broken heating");
    const shorter = await composeOffline("write an email to my landlord about the broken heating", {
      options: { refinements: ["shorter"] },
    });
    expect(shorter.length).toBeLessThan(full.length);
  });

  it("lays the prompt out for the target model: Markdown, XML tags for Claude, plain labels for open models", async () => {
    const request = "write a recipe for lentil soup for 4 people";
    expect(await composeOffline(request, { options: { target: "chatgpt" } })).toMatch(
      /^You are .*\n\n## My request\n/u,
    );
    expect(await composeOffline(request, { options: { target: "claude" } })).toContain(
      `<request>\n${request}\n</request>`,
    );
    expect(await composeOffline(request, { options: { target: "open" } })).toContain(`My request:\n${request}`);
  });

  it("stops when the call is cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    const provider = createOfflineTextAiProvider();
    const failure = await aiFailureOf(
      collectAiText(provider.composePrompt(composeInput("a recipe for lentil soup"), { signal: controller.signal })),
    );
    expect(failure.code).toBe("aborted");
  });
});
