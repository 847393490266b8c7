// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { chatgptAdapter } from "./chatgpt.ts";
import { claudeAdapter } from "./claude.ts";
import { geminiAdapter } from "./gemini.ts";
import { loadFixture } from "./load-fixture.ts";
import { readMessageBoxText, writeMessageBoxText } from "./message-box-text.ts";
import { findMessageBox, type SiteAdapter } from "./site-adapter.ts";

/** Each assistant's adapter, its saved page, and what its message box is in that page. */
const sites: [name: string, adapter: SiteAdapter, fixture: Parameters<typeof loadFixture>[0], box: string][] = [
  ["ChatGPT", chatgptAdapter, "chatgpt", "#prompt-textarea.ProseMirror"],
  ["Claude", claudeAdapter, "claude", '[data-testid="chat-input"] .ProseMirror'],
  ["Gemini", geminiAdapter, "gemini", "rich-textarea .ql-editor"],
];

describe.each(sites)("the %s adapter", (_name, adapter, fixture, selector) => {
  const messageBox = () => {
    const box = findMessageBox(adapter, loadFixture(fixture));
    if (!box) throw new Error("no message box found");
    return box;
  };

  it("finds the message box in the saved page", () => {
    const box = messageBox();
    expect(box.matches(selector)).toBe(true);
    expect(readMessageBoxText(box)).toBe("");
  });

  it("inserts a prompt as paragraphs, telling the editor, without sending", () => {
    const box = messageBox();
    const inputs = vi.fn();
    box.addEventListener("input", inputs);
    writeMessageBoxText(box, "You are an editor.\n\nTighten this paragraph.", "insert");
    expect(readMessageBoxText(box)).toBe("You are an editor.\n\nTighten this paragraph.");
    expect(box.querySelectorAll("p")).toHaveLength(3);
    expect(inputs).toHaveBeenCalled();
  });

  it("adds an inserted prompt after what the member typed, and replaces it all when asked", () => {
    const box = messageBox();
    writeMessageBoxText(box, "draft a launch email", "replace");
    writeMessageBoxText(box, "Keep it short.", "insert");
    expect(readMessageBoxText(box)).toBe("draft a launch email\n\nKeep it short.");
    writeMessageBoxText(box, "A refined prompt", "replace");
    expect(readMessageBoxText(box)).toBe("A refined prompt");
  });

  it("finds no message box on a page without one", () => {
    expect(findMessageBox(adapter, loadFixture("signed-out"))).toBeNull();
  });
});
