import { describe, expect, it } from "vitest";

import { asksForPromptBesideTask, asksForTextPrompt, withoutMetaAsk } from "./without-meta-ask.ts";

describe("withoutMetaAsk", () => {
  it("reads a request for a prompt as a request for what the prompt asks", () => {
    expect(withoutMetaAsk("Create a prompt for a sales follow-up email after a demo")).toBe(
      "a sales follow-up email after a demo",
    );
    expect(withoutMetaAsk("write me a good prompt to summarize research papers")).toBe("summarize research papers");
    expect(withoutMetaAsk("how do I get AI to check my son's math homework")).toBe("check my son's math homework");
    expect(withoutMetaAsk("how do i ask chatgpt whether 40 is an outlier")).toBe("40 is an outlier");
    expect(withoutMetaAsk("need a prompt that makes chatgpt act as a strict editor")).toBe(
      "makes chatgpt act as a strict editor",
    );
  });

  it("keeps an image prompt and every other request as typed", () => {
    for (const request of [
      "midjourney prompt for a cabin in the snow",
      "an image prompt for a logo of a fox",
      "write an email to my landlord",
      "how do I unclog a sink",
      "prompt for",
    ])
      expect(withoutMetaAsk(request)).toBe(request);
  });
});

describe("asksForTextPrompt", () => {
  it("finds instructions to paste into an assistant", () => {
    expect(asksForTextPrompt("write the instructions I should paste in at the start of every chat")).toBe(true);
    expect(asksForTextPrompt("the instructions for an AI chatbot that answers our customers")).toBe(true);
  });

  it("leaves instructions on where or how to paste something to the member", () => {
    expect(
      asksForTextPrompt("give me an Apps Script I can paste in, with step by step instructions on where to paste it"),
    ).toBe(false);
    expect(asksForTextPrompt("the formula and instructions for how to paste it down the column")).toBe(false);
  });

  it("reads the task done, with a prompt for next time beside it, when the member asks for both", () => {
    for (const request of [
      "my python loop skips every other item when I remove things, can you explain why and also write me a prompt I can reuse for bugs like this",
      "please check my cover letter for mistakes and then create a prompt so i can get chatgpt to do it for the next ones",
    ]) {
      expect(asksForPromptBesideTask(request)).toBe(true);
      expect(asksForTextPrompt(request)).toBe(false);
    }
    for (const request of [
      "write a prompt that makes chatgpt check my cover letters for mistakes",
      "i run a bakery and want you to write a prompt for our weekly newsletter",
      "can you help me and write a prompt for summarising meeting notes",
    ]) {
      expect(asksForPromptBesideTask(request)).toBe(false);
      expect(asksForTextPrompt(request)).toBe(true);
    }
  });

  it("reads a prompt asked only to get the answer well as the member's own question", () => {
    expect(
      asksForTextPrompt(
        "my boiler pressure keeps dropping to 0.5, is that dangerous? want a prompt that gets a straight answer",
      ),
    ).toBe(false);
    expect(asksForTextPrompt("write a prompt that makes chatgpt check my essays for passive voice")).toBe(true);
  });
});
