import { describe, expect, it } from "vitest";

import { aiFailureOf } from "../../../testing/ai-failure-of.ts";
import { createOfflineTextAiProvider } from "./offline-text-ai-provider.ts";

const provider = createOfflineTextAiProvider();

describe("offline text AI provider", () => {
  it("labels itself as the built-in composer", () => {
    expect(provider.name).toBe("offline");
    expect(provider.engineLabel).toBe("Built-in offline composer");
  });

  it.each(["", "   \n\t", "um uh, like, you know... so yeah"])(
    "refuses %j: nothing is left to work with",
    async (prompt) => {
      const error = await aiFailureOf(provider.perfectPrompt({ prompt }));
      expect(error.code).toBe("empty_input");
    },
  );

  it("honours an aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await aiFailureOf(provider.perfectPrompt({ prompt: "write a poem" }, { signal: controller.signal }));
    expect(error.code).toBe("aborted");
  });

  it("gives the same answer for the same request", async () => {
    const prompt = "uh write a friendly newsletter intro for our gardening club, mention the plant swap on may 4th";
    const first = await provider.perfectPrompt({ prompt });
    const second = await provider.perfectPrompt({ prompt });
    expect(second).toEqual(first);
    expect(first.perfected).toContain("May 4th");
  });

  it("handles a 10,000-character request quickly and keeps what was said at its end", async () => {
    const sentence = "Um so we also need like a section about the the onboarding process for new hires. ";
    const ending = "Send questions to people-ops@example.org by June 30th.";
    const body = `Write an employee handbook for our company. ${sentence.repeat(130)}`;
    const prompt = `${body.slice(0, 10_000 - ending.length - 1)} ${ending}`;
    expect(prompt.length).toBe(10_000);

    const started = performance.now();
    const { perfected } = await provider.perfectPrompt({ prompt });
    const elapsed = performance.now() - started;

    expect(perfected).toContain("people-ops@example.org");
    expect(perfected).toContain("by June 30th");
    expect(perfected).not.toMatch(/\bthe the\b|\bUm\b/);
    expect(elapsed).toBeLessThan(1000);
  });
});
