import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { VoicePromptList } from "./voice-prompt-list.tsx";

const voicePrompt = {
  id: "0b9f7c52-8d0a-4a37-9d43-2f6f2b1c1a01",
  title: "Voice Prompt – 22/11/2026, 10:15",
  rawText: "um write an email to my team",
  perfectedText: "Write a short e-mail to my team about Friday's release.",
  source: "voice",
  folderId: null,
  tags: [],
  originId: null,
  createdAt: "2026-11-22T10:15:00.000Z",
  updatedAt: "2026-11-22T10:15:00.000Z",
};

const list = (items: unknown[]) => ({
  status: 200,
  body: { items, total: items.length, nextCursor: null },
});

describe("VoicePromptList", () => {
  it("announces that it is loading while the first page is on its way", async () => {
    fakeApi().hang("GET", "/api/saved-prompts");
    renderWithApp(<VoicePromptList onRecord={vi.fn()} />);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading your voice prompts");
  });

  it("asks for the 50 newest voice prompts and lists them", async () => {
    const server = fakeApi().on("GET", "/api/saved-prompts", list([voicePrompt]));
    renderWithApp(<VoicePromptList onRecord={vi.fn()} />);
    const prompts = await screen.findByRole("list", { name: "Voice prompts" });
    expect(prompts).toHaveTextContent("Write a short e-mail to my team about Friday's release.");
    const [request] = server.requestsTo("GET", "/api/saved-prompts");
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ source: "voice", limit: "50" });
  });

  it("offers a recording when there are none yet", async () => {
    fakeApi().on("GET", "/api/saved-prompts", list([]));
    const onRecord = vi.fn();
    const { user } = renderWithApp(<VoicePromptList onRecord={onRecord} />);
    expect(await screen.findByRole("heading", { name: "No voice prompts yet" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Record a voice prompt" }));
    expect(onRecord).toHaveBeenCalledOnce();
  });

  it("says why loading failed and tries again on request", async () => {
    const server = fakeApi().on("GET", "/api/saved-prompts", apiError(503, "service_unavailable", "Try later."));
    const { user } = renderWithApp(<VoicePromptList onRecord={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load your voice prompts. Try later.");
    server.on("GET", "/api/saved-prompts", list([voicePrompt]));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Voice prompts" })).toBeVisible();
  });
});
