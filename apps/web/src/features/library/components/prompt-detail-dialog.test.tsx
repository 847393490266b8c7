import type { LibraryItem } from "@promptloom/contracts/library-search";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { PromptDetailDialog } from "./prompt-detail-dialog.tsx";

const prompt: LibraryItem = {
  id: "2f6c8a1e-4b3d-4e5f-9a7b-1c2d3e4f5a6b",
  slug: "follow-up-after-silence",
  title: "Follow-up when nobody replied",
  description: "Writes a polite follow-up that adds something new.",
  body: "Write a follow-up to this email: {{original_email}}. Attempt {{attempt:1|2|3 (final)}}.",
  example: "Original email: a proposal sent 7 days ago; attempt: 2 → a follow-up that adds a short case study.",
  type: "text",
  category: "email",
  tags: ["follow-up"],
  models: ["chatgpt", "claude"],
  featured: false,
  status: "published",
  copyCount: 0,
  saveCount: 0,
  exampleImageUrl: null,
  isFavorite: false,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
};

const openPrompt = (item: LibraryItem | null) => {
  fakeApi().on(
    "GET",
    "/api/library/:id",
    item ? { status: 200, body: item } : apiError(404, "not_found", "Prompt not found"),
  );
  return renderWithApp(<PromptDetailDialog slug={item?.slug ?? "gone"} onClose={vi.fn()} />);
};

describe("PromptDetailDialog", () => {
  it("shows the prompt's example of use beside its fields and preview", async () => {
    openPrompt(prompt);
    const dialog = await screen.findByRole("dialog", { name: prompt.title });
    expect(screen.getByRole("region", { name: "Example" })).toHaveTextContent(prompt.example);
    expect(screen.getByRole("textbox", { name: "Original email" })).toBeVisible();
    expect(screen.getByTestId("prompt-preview")).toHaveTextContent("Attempt 1.");
    expect(dialog).toHaveTextContent("Works with ChatGPT, Claude");
  });

  it("leaves the example out for a prompt that has none", async () => {
    openPrompt({ ...prompt, example: "" });
    await screen.findByRole("dialog", { name: prompt.title });
    expect(screen.queryByRole("region", { name: "Example" })).toBeNull();
  });

  it("says so when the prompt is no longer in the library", async () => {
    openPrompt(null);
    expect(await screen.findByRole("dialog", { name: "Prompt not found" })).toHaveTextContent(
      "This prompt is no longer in the library.",
    );
  });

  it("offers chat assistants for a text prompt", async () => {
    openPrompt(prompt);
    const dialog = await screen.findByRole("dialog", { name: prompt.title });
    expect(within(dialog).getByRole("link", { name: /^ChatGPT/ })).toBeVisible();
    expect(within(dialog).getByRole("link", { name: /^Claude/ })).toBeVisible();
    expect(within(dialog).queryByRole("link", { name: /Midjourney/ })).toBeNull();
  });

  it("offers image tools for an image prompt, and says what is copied", async () => {
    openPrompt({
      ...prompt,
      type: "image",
      body: "A lighthouse at dusk, {{style}} --ar 16:9",
      models: ["midjourney"],
    });
    const dialog = await screen.findByRole("dialog", { name: prompt.title });
    expect(within(dialog).getByRole("link", { name: /^Midjourney/ })).toHaveAttribute(
      "href",
      "https://www.midjourney.com/imagine",
    );
    expect(within(dialog).getByRole("link", { name: /^ChatGPT \(image\)/ })).toHaveAttribute(
      "href",
      expect.stringContaining("https://chatgpt.com/?q=A%20lighthouse%20at%20dusk"),
    );
    expect(within(dialog).getByRole("link", { name: /^Stable Diffusion web UI/ })).toBeVisible();
    expect(within(dialog).queryByRole("link", { name: /^Claude/ })).toBeNull();
    expect(dialog).toHaveTextContent("we copy the filled-in prompt, with its parameters such as --ar");
  });
});
