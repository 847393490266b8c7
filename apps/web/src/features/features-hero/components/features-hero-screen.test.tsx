import type { FeaturesHeroState } from "@promptloom/contracts/features-hero";
import { defaultFeaturesHero } from "@promptloom/contracts/site-content";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { FeaturesHeroScreen } from "./features-hero-screen.tsx";

const defaults: FeaturesHeroState = { ...defaultFeaturesHero, isDefault: true, updatedAt: null };
const saved: FeaturesHeroState = {
  ...defaultFeaturesHero,
  hero: { ...defaultFeaturesHero.hero, title: "Prompts that work" },
  isDefault: false,
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const route = "/api/admin/features-hero";

const cardNames = () =>
  screen.getAllByRole("group").flatMap((group) => {
    const name = within(group).queryByLabelText("Name");
    return name ? [(name as HTMLInputElement).value] : [];
  });

describe("admin: features hero", () => {
  it("shows a spinner while loading", () => {
    fakeApi().hang("GET", route);
    renderWithApp(<FeaturesHeroScreen />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the home page text");
  });

  it("shows a failure to load with a way to try again", async () => {
    const server = fakeApi().on("GET", route, apiError(500, "internal", "The database is unreachable."));
    const { user } = renderWithApp(<FeaturesHeroScreen />);
    expect(await screen.findByText(/Could not load the home page text. The database is unreachable./)).toBeVisible();
    server.on("GET", route, { status: 200, body: defaults });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByDisplayValue(defaults.hero.title)).toBeVisible();
  });

  it("edits the hero, reorders the cards and saves them all, keeping focus on the moved card's button", async () => {
    const server = fakeApi()
      .on("GET", route, { status: 200, body: defaults })
      .on("PUT", route, (request) => ({
        status: 200,
        body: { ...(request.body as object), isDefault: false, updatedAt: "2026-11-24T15:00:00.000Z" },
      }));
    const { user } = renderWithApp(<FeaturesHeroScreen />);
    expect(await screen.findByText("The home page shows the default text.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Reset to defaults" })).toBeDisabled();

    const headline = screen.getByLabelText("Headline");
    await user.clear(headline);
    await user.type(headline, "Better prompts, faster");
    const second = defaultFeaturesHero.features[1]!;
    await user.click(screen.getByRole("button", { name: `Move ${second.name} up` }));
    expect(cardNames().slice(0, 2)).toEqual([second.name, defaultFeaturesHero.features[0]!.name]);
    // First now, its Up button is disabled: the focus stays with the card on its Down button.
    await waitFor(() => expect(screen.getByRole("button", { name: `Move ${second.name} down` })).toHaveFocus());

    await user.selectOptions(screen.getAllByLabelText("Icon")[0]!, "rocket");
    await user.click(screen.getByRole("button", { name: "Save home page" }));
    expect(await screen.findByText("Home page saved")).toBeVisible();
    const [sent] = server.requestsTo("PUT", route);
    const body = sent?.body as FeaturesHeroState;
    expect(body.hero.title).toBe("Better prompts, faster");
    expect(body.features).toHaveLength(10);
    expect(body.features.slice(0, 2)).toMatchObject([
      { slug: second.slug, icon: "rocket" },
      { slug: defaultFeaturesHero.features[0]!.slug },
    ]);
    expect(screen.getByText(/^Last saved/)).toBeVisible();
  });

  it("shows the contract's messages under the fields and sends nothing", async () => {
    const server = fakeApi().on("GET", route, { status: 200, body: defaults });
    const { user } = renderWithApp(<FeaturesHeroScreen />);
    await user.clear(await screen.findByLabelText("Headline"));
    await user.clear(screen.getAllByLabelText("Summary")[2]!);
    await user.click(screen.getByRole("button", { name: "Save home page" }));
    expect(await screen.findByText("Headline is required")).toBeVisible();
    expect(screen.getByText("Summary is required")).toBeVisible();
    expect(screen.getByLabelText("Headline")).toHaveFocus();
    expect(server.requestsTo("PUT", route)).toHaveLength(0);
  });

  it("shows the server's refusal above the fields", async () => {
    fakeApi()
      .on("GET", route, { status: 200, body: defaults })
      .on("PUT", route, apiError(400, "validation_failed", "Each feature appears once"));
    const { user } = renderWithApp(<FeaturesHeroScreen />);
    await user.click(await screen.findByRole("button", { name: "Save home page" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Each feature appears once");
  });

  it("resets to the defaults after asking", async () => {
    const server = fakeApi()
      .on("GET", route, { status: 200, body: saved })
      .on("DELETE", route, { status: 200, body: defaults });
    const { user } = renderWithApp(<FeaturesHeroScreen />);
    expect(await screen.findByDisplayValue("Prompts that work")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Reset to defaults" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset the home page text?" });
    await user.click(within(dialog).getByRole("button", { name: "Reset to defaults" }));
    expect(await screen.findByText("Home page reset to the defaults")).toBeVisible();
    expect(screen.getByLabelText("Headline")).toHaveValue(defaults.hero.title);
    expect(server.requestsTo("DELETE", route)).toHaveLength(1);
  });
});
