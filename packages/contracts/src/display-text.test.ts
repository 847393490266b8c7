import { describe, expect, it } from "vitest";

import { createApiKeySchema } from "./api-keys.ts";
import { submitCommunityPromptSchema } from "./community-prompts.ts";
import { toDisplayLine } from "./display-text.ts";
import { createFolderSchema } from "./prompt-folders.ts";
import { createSavedPromptSchema } from "./saved-prompts.ts";
import { createTicketSchema } from "./support-tickets.ts";
import { contactMessageSchema } from "./support.ts";

const tricky = "\u202eevil\u200b \u2066plan\u2069\u0007";

describe("one-line display texts", () => {
  it("lose control characters, bidi overrides and isolates and zero-width characters", () => {
    expect(toDisplayLine(tricky).trim()).toBe("evil plan");
    expect(toDisplayLine("Q3\u00ad\u2060 report\nfinal")).toBe("Q3 report final");
  });

  it("keep the joiners that scripts and emoji need inside a word", () => {
    expect(toDisplayLine("Ideas \u{1F469}\u200d\u{1F4BB}")).toBe("Ideas \u{1F469}\u200d\u{1F4BB}");
    expect(toDisplayLine("\u200dIdeas\u200c")).toBe("Ideas");
  });

  it("are cleaned in every field others see: folders, API keys, titles and subjects", () => {
    expect(createFolderSchema.parse({ name: tricky }).name).toBe("evil plan");
    expect(createApiKeySchema.parse({ name: tricky }).name).toBe("evil plan");
    expect(createSavedPromptSchema.parse({ title: tricky, perfectedText: "Hi" }).title).toBe("evil plan");
    expect(createTicketSchema.parse({ subject: tricky, category: "other", message: "Please help." }).subject).toBe(
      "evil plan",
    );
    expect(
      contactMessageSchema.parse({ name: "Ada", email: "ada@example.test", subject: tricky, message: "Hello" }).subject,
    ).toBe("evil plan");
    expect(submitCommunityPromptSchema.shape.title.parse(tricky)).toBe("evil plan");
  });

  it("refuse a text that is nothing but invisible characters, with the field's own message", () => {
    const result = createFolderSchema.safeParse({ name: "\u202e\u200b\u2066" });
    expect(result.error?.issues[0]?.message).toBe("Folder name is required");
  });
});
