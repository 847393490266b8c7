import { describe, expect, it } from "vitest";

import { collectAiText } from "../../testing/collect-ai-text.ts";
import { composeInput } from "../../testing/compose-input.ts";
import { recordingLogger } from "../../testing/recording-logger.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";
import { createTextAiProvider } from "./create-text-ai-provider.ts";

const peer = useLoopbackOpenAi();

const defaults = { baseUrl: undefined, apiKey: undefined, model: "gpt-4o-mini", timeoutMs: 5000 };

describe("createTextAiProvider", () => {
  it("uses the built-in composer when no AI service is configured, and says so once", async () => {
    const { logger, lines } = recordingLogger();
    const provider = createTextAiProvider(defaults, logger);
    expect(provider.name).toBe("offline");
    expect(lines).toEqual(["text AI: built-in composer (set AI_API_KEY or AI_BASE_URL to use a language model)"]);
    expect(provider.engineLabel).toBe("Built-in composer");
    const { text } = await collectAiText(provider.composePrompt(composeInput("write a haiku about rain")));
    expect(text).toContain("## My request\nwrite a haiku about rain");
  });

  it("uses an OpenAI-compatible service when only a base URL is set (Ollama needs no key)", async () => {
    const { logger, lines } = recordingLogger();
    peer().script("chat", { kind: "text", text: "A perfected prompt." });
    const provider = createTextAiProvider({ ...defaults, baseUrl: peer().baseUrl, model: "llama3.2" }, logger);

    expect(provider.name).toBe("openai");
    expect(provider.engineLabel).toBe("llama3.2");
    expect(lines).toEqual([`text AI: OpenAI-compatible, model llama3.2 at ${peer().baseUrl}`]);
    expect((await collectAiText(provider.composePrompt(composeInput("rough idea")))).text).toBe("A perfected prompt.");
    expect(peer().requests.at(-1)?.json?.model).toBe("llama3.2");
  });

  it("uses OpenAI itself when only a key is set, without logging the key", () => {
    const { logger, lines } = recordingLogger();
    const provider = createTextAiProvider({ ...defaults, apiKey: "sk-secret-value" }, logger);
    expect(provider.name).toBe("openai");
    expect(lines).toEqual(["text AI: OpenAI-compatible, model gpt-4o-mini at https://api.openai.com/v1"]);
  });

  it("keeps credentials in the base URL out of the log", () => {
    const { logger, lines } = recordingLogger();
    createTextAiProvider({ ...defaults, baseUrl: "https://user:pass@llm.example.com/v1" }, logger);
    expect(lines.join()).not.toContain("pass");
  });
});
