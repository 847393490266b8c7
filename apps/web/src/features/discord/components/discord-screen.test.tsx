import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { DiscordScreen } from "./discord-screen.tsx";
import { DiscordSettingsForm } from "./discord-settings-form.tsx";

const community = {
  inviteUrl: "https://discord.gg/promptloom",
  serverName: "Promptloom Members",
  description: "Share prompts and get feedback.",
  rules: ["Be kind.", "No spam."],
};

describe("DiscordScreen", () => {
  it("shows the server, its rules and the invite", async () => {
    fakeApi().on("GET", "/api/discord", { status: 200, body: { community } });
    renderWithApp(<DiscordScreen isAdmin={false} />);
    expect(await screen.findByRole("heading", { name: "Promptloom Members" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Join the Discord server" })).toHaveAttribute("href", community.inviteUrl);
    expect(screen.getByRole("list")).toHaveTextContent("Be kind.No spam.");
  });

  it("says the community is not set up, pointing admins to its settings", async () => {
    fakeApi().on("GET", "/api/discord", { status: 200, body: { community: null } });
    renderWithApp(<DiscordScreen isAdmin />);
    expect(await screen.findByText("The Discord community is not set up yet.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Set up the invite" })).toHaveAttribute("href", "/app/admin/discord");
  });

  it("says when the community cannot be loaded", async () => {
    fakeApi().on("GET", "/api/discord", apiError(500, "internal_error", "Something went wrong. Please try again."));
    renderWithApp(<DiscordScreen isAdmin={false} />);
    expect(await screen.findByText(/Could not load the community/)).toBeVisible();
  });
});

describe("DiscordSettingsForm", () => {
  it("refuses a link that is not a Discord invite, then saves the rules one per line", async () => {
    const server = fakeApi().on("PUT", "/api/admin/discord", ({ body }) => ({
      status: 200,
      body: { community: body },
    }));
    const { user } = renderWithApp(<DiscordSettingsForm community={null} />);
    await user.type(screen.getByLabelText("Invite link"), "https://example.com/invite/abc");
    await user.type(screen.getByLabelText("Server name"), community.serverName);
    await user.type(screen.getByLabelText("Description"), community.description);
    await user.type(screen.getByLabelText(/Rules/), "Be kind.{Enter}{Enter}No spam.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Use a Discord invite link such as https://discord.gg/abc123")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/discord")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Invite link"));
    await user.type(screen.getByLabelText("Invite link"), "https://discord.com/invite/promptloom");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Discord community saved")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/discord")[0]?.body).toEqual(community);
  });
});
