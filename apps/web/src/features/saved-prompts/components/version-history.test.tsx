import type { SavedPrompt, SavedPromptVersion } from "@promptloom/contracts/saved-prompts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { VersionHistory } from "./version-history.tsx";

const prompt: SavedPrompt = {
  id: "9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a",
  title: "Weekly plan",
  rawText: "",
  perfectedText: "Plan my week in five bullets.",
  source: "manual",
  folderId: null,
  tags: [],
  originId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-22T10:00:00.000Z",
};

const version = (number: number, perfectedText: string): SavedPromptVersion => ({
  id: `v${number}`,
  version: number,
  title: "Weekly plan",
  rawText: "",
  perfectedText,
  createdAt: `2026-11-2${number}T10:00:00.000Z`,
});

const versionsPath = "/api/saved-prompts/:id/versions";

type Server = ReturnType<typeof fakeApi>;

const renderHistory = (answer: (server: Server) => void) => {
  const server = fakeApi();
  answer(server);
  const onRestored = vi.fn();
  return { server, onRestored, ...renderWithApp(<VersionHistory prompt={prompt} onRestored={onRestored} />) };
};

const history = (...items: SavedPromptVersion[]) => ({ status: 200, body: { items } });
const twoVersions = history(version(2, "Plan my week in five bullets."), version(1, "Plan my week."));
const restorePath = "/api/saved-prompts/:id/versions/:version/restore";

describe("VersionHistory", () => {
  it("announces that the versions are loading", async () => {
    renderHistory((server) => server.hang("GET", versionsPath));
    expect(await screen.findByText("Loading versions")).toBeInTheDocument();
  });

  it("lists every version newest first, the newest marked current", async () => {
    renderHistory((server) => server.on("GET", versionsPath, twoVersions));
    const items = within(await screen.findByRole("list", { name: "Versions" })).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^Version \d$/).textContent)).toEqual(["Version 2", "Version 1"]);
    expect(within(items[0] as HTMLElement).getByText("Current")).toBeVisible();
    expect(within(items[1] as HTMLElement).getByRole("button", { name: "Restore version 1" })).toBeVisible();
  });

  it("restores an older version and says so", async () => {
    const restored = { ...prompt, perfectedText: "Plan my week." };
    const { server, onRestored, user } = renderHistory((fake) =>
      fake.on("GET", versionsPath, twoVersions).on("POST", restorePath, { status: 200, body: restored }),
    );
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    expect(await screen.findByText("Version 1 restored")).toBeVisible();
    expect(onRestored).toHaveBeenCalledWith(restored);
    expect(server.requestsTo("POST", `/api/saved-prompts/${prompt.id}/versions/1/restore`)).toHaveLength(1);
  });

  it("says why a restore failed", async () => {
    const { onRestored, user } = renderHistory((fake) =>
      fake
        .on("GET", versionsPath, twoVersions)
        .on("POST", restorePath, apiError(404, "not_found", "Version not found")),
    );
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    expect(await screen.findByText("Version not found")).toBeVisible();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it("says why the history could not be loaded", async () => {
    renderHistory((server) => server.on("GET", versionsPath, apiError(404, "not_found", "Prompt not found")));
    expect(await screen.findByText("Could not load the history. Prompt not found")).toBeVisible();
  });
});
