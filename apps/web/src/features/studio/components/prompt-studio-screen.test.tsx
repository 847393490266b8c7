import { emptyStudioChoices } from "@promptloom/contracts/studio/studio-choices";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { photoUpload, studioOption, studioOptions, studioPreset } from "../studio-test-data.ts";
import { PromptStudioScreen } from "./prompt-studio-screen.tsx";

type Server = ReturnType<typeof fakeApi>;

const tracked = {
  status: 200,
  body: {
    event: {
      id: "e1",
      event: "prompt_copied",
      minutesSaved: 15,
      category: null,
      promptId: null,
      source: "studio",
      createdAt: "2026-11-20T09:00:00.000Z",
    },
    totalMinutes: 15,
  },
};

/** The studio with a small catalog, no presets and no history, unless `answer` says otherwise. */
const renderStudio = (answer: (server: Server) => void = () => undefined, path = "/app/prompt-studio") => {
  const server = fakeApi()
    .on("GET", "/api/studio/options", { status: 200, body: { items: studioOptions } })
    .on("GET", "/api/studio/presets", { status: 200, body: { items: [] } })
    .on("GET", "/api/studio/history", { status: 200, body: { items: [] } })
    .on("GET", "/api/studio/config", { status: 200, body: { describeModel: null } })
    .on("POST", "/api/functions/track-usage", tracked)
    .on("POST", "/api/studio/history", { status: 201, body: {} });
  answer(server);
  return { server, ...renderWithApp(<PromptStudioScreen />, { path }) };
};

const preview = () => screen.getByTestId("studio-prompt");
const group = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });

describe("PromptStudioScreen", () => {
  it("announces that it is loading", async () => {
    renderStudio((server) => server.hang("GET", "/api/studio/options"));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the Prompt Studio");
  });

  it("says why the options did not load and tries again", async () => {
    const { server, user } = renderStudio((fake) =>
      fake.on("GET", "/api/studio/options", apiError(500, "internal_error", "The database is resting.")),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not load the Prompt Studio's options. The database is resting.",
    );
    server.on("GET", "/api/studio/options", { status: 200, body: { items: studioOptions } });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Subject" })).toBeVisible();
  });

  it("says so when an administrator has left no options", async () => {
    renderStudio((server) => server.on("GET", "/api/studio/options", { status: 200, body: { items: [] } }));
    expect(await screen.findByRole("heading", { name: "The option sets are empty." })).toBeVisible();
  });

  it("writes the prompt live for each target as the member builds it", async () => {
    const { user } = renderStudio();
    expect(
      await screen.findByText("Describe your subject or pick a few options: the prompt appears here as you build it."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Copy prompt" })).toBeDisabled();

    await user.click(screen.getByRole("textbox", { name: "Subject" }));
    await user.paste("a fox asleep in the snow");
    await user.click(within(group("Aspect ratio")).getByRole("button", { name: /Choose/ }));
    await user.click(screen.getByRole("button", { name: /16:9 Widescreen/ }));
    await user.click(within(group("Negative prompt")).getByRole("button", { name: /Choose/ }));
    await user.click(screen.getByRole("button", { name: /^Text/ }));
    expect(preview()).toHaveTextContent("a fox asleep in the snow --ar 16:9 --no text --v 8.1");

    await user.click(screen.getByRole("radio", { name: "Stable Diffusion / SDXL" }));
    expect(preview()).toHaveTextContent(/^a fox asleep in the snow$/);
    expect(screen.getByTestId("studio-negative-prompt")).toHaveTextContent("text");
    expect(screen.getByText("Render at 1344 × 768 (the SDXL size for this aspect ratio).")).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "DALL·E / Flux / Imagen" }));
    expect(preview()).toHaveTextContent("A fox asleep in the snow.");
    expect(preview()).toHaveTextContent("Do not include text.");
  });

  it("keeps a group within its limit and takes the member's own words with emphasis", async () => {
    const { user } = renderStudio();
    const medium = await screen.findByRole("region", { name: /^Medium/ });
    await user.click(within(medium).getByRole("button", { name: /Choose/ }));
    await user.click(within(medium).getByRole("button", { name: /Oil painting/ }));
    await user.click(within(medium).getByRole("button", { name: /Watercolour/ }));
    expect(within(medium).getByRole("button", { name: /Pencil sketch/ })).toBeDisabled();
    expect(within(medium).getByText("Medium takes at most 2: remove one to choose another.")).toBeVisible();
    await user.click(within(medium).getByRole("button", { name: "Remove Watercolour" }));

    await user.type(within(medium).getByRole("textbox", { name: "Your own words for medium" }), "linocut print");
    await user.click(within(medium).getByRole("button", { name: "Add" }));
    const emphasis = within(medium).getByRole("spinbutton", { name: 'Emphasis for "linocut print"' });
    await user.clear(emphasis);
    await user.type(emphasis, "1.5");
    await user.click(screen.getByRole("radio", { name: "Stable Diffusion / SDXL" }));
    expect(preview()).toHaveTextContent("oil painting, (linocut print:1.5)");
  });

  it("refuses empty words and an aspect ratio that is not two whole numbers", async () => {
    const { user } = renderStudio();
    const aspect = await screen.findByRole("region", { name: /^Aspect ratio/ });
    await user.click(within(aspect).getByRole("button", { name: /Choose/ }));
    await user.click(within(aspect).getByRole("button", { name: "Add" }));
    expect(within(aspect).getByText("Type your own words first")).toBeVisible();
    await user.type(within(aspect).getByRole("textbox", { name: "Your own words for aspect ratio" }), "wide");
    await user.click(within(aspect).getByRole("button", { name: "Add" }));
    expect(within(aspect).getByText("An aspect ratio is two whole numbers like 16:9")).toBeVisible();
  });

  it("randomises every group but the locked ones, or one group alone", async () => {
    const { user } = renderStudio();
    // The first group starts open.
    const style = await screen.findByRole("region", { name: /^Style/ });
    await user.click(within(style).getByRole("button", { name: /Film noir/ }));
    await user.click(within(style).getByRole("button", { name: "Lock Style" }));
    expect(within(style).getByRole("button", { name: "Lock Style" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Randomise all" }));
    const chosenStyle = within(style).getByRole("list", { name: "Chosen for Style" });
    expect(chosenStyle).toHaveTextContent("Film noir");
    expect(within(chosenStyle).getAllByRole("listitem")).toHaveLength(1);
    expect(within(group("Medium")).getByRole("list", { name: "Chosen for Medium" })).toBeVisible();
    expect(within(group("Negative prompt")).getByRole("list", { name: "Chosen for Negative prompt" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Randomise Style" }));
    expect(within(style).getByRole("list", { name: "Chosen for Style" })).toBeVisible();
  });

  it("applies a featured preset around the locked groups and saves the member's own", async () => {
    const { server, user } = renderStudio((fake) =>
      fake
        .on("GET", "/api/studio/presets", { status: 200, body: { items: [studioPreset("Neon city")] } })
        .on("POST", "/api/studio/presets", ({ body }) => ({
          status: 201,
          body: studioPreset("Mine", { scope: "mine", ...(body as object) }),
        })),
    );
    await user.click(await screen.findByRole("button", { name: "Apply preset Neon city" }));
    expect(within(group("Style")).getByRole("list", { name: "Chosen for Style" })).toHaveTextContent("Cyberpunk");

    await user.click(screen.getByRole("button", { name: "Save as preset" }));
    const dialog = await screen.findByRole("dialog", { name: "Save as preset" });
    await user.click(within(dialog).getByRole("button", { name: "Save preset" }));
    expect(await within(dialog).findByText("Name is required")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "My neon");
    await user.click(within(dialog).getByRole("button", { name: "Save preset" }));
    expect(await screen.findByText("Preset saved")).toBeVisible();
    expect(server.requestsTo("POST", "/api/studio/presets")[0]?.body).toMatchObject({
      name: "My neon",
      choices: { picks: { style: [{ slug: "cyberpunk", weight: 1 }] } },
    });
  });

  it("copies the prompt, credits the time and keeps it in the history", async () => {
    const { server, user } = renderStudio();
    await user.click(await screen.findByRole("textbox", { name: "Subject" }));
    await user.paste("a lighthouse at dusk");
    await user.click(screen.getByRole("button", { name: "Copy prompt" }));
    expect(await screen.findByText("Copied to clipboard!")).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe("a lighthouse at dusk --v 8.1");
    expect(server.requestsTo("POST", "/api/functions/track-usage")[0]?.body).toMatchObject({
      event: "prompt_copied",
      source: "studio",
    });
    expect(server.requestsTo("POST", "/api/studio/history")[0]?.body).toMatchObject({
      syntax: "midjourney",
      choices: { subject: "a lighthouse at dusk" },
    });
  });

  it("saves the prompt to My Prompts as a studio prompt, and says when that fails", async () => {
    const { server, user } = renderStudio((fake) =>
      fake.on("POST", "/api/saved-prompts", apiError(500, "internal_error", "No room.")),
    );
    await user.click(await screen.findByRole("textbox", { name: "Subject" }));
    await user.paste("a lighthouse at dusk");
    await user.click(screen.getByRole("button", { name: "Save to My Prompts" }));
    expect(await screen.findByText("Could not save prompt. Please try again.")).toBeVisible();

    server.on("POST", "/api/saved-prompts", { status: 201, body: { id: "s1" } });
    await user.click(screen.getByRole("button", { name: "Save to My Prompts" }));
    expect(await screen.findByText("Prompt saved to My Prompts. +15 min saved!")).toBeVisible();
    expect(server.requestsTo("POST", "/api/saved-prompts").at(-1)?.body).toMatchObject({
      title: "a lighthouse at dusk",
      perfectedText: "a lighthouse at dusk --v 8.1",
      source: "studio",
    });
    expect(server.requestsTo("POST", "/api/studio/history")).toHaveLength(1);
  });

  it("sends the prompt to the Genie in its address, as an image prompt for the model it was written for", async () => {
    const { user } = renderStudio();
    await user.click(await screen.findByRole("textbox", { name: "Subject" }));
    await user.paste("a red kite");
    const address = new URL(
      screen.getByRole("link", { name: "Send to Genie" }).getAttribute("href") ?? "",
      "http://localhost",
    );
    expect(address.pathname).toBe("/app/genie");
    expect(Object.fromEntries(address.searchParams)).toEqual({ request: "a red kite --v 8.1", image: "midjourney" });
  });

  it("opens a history entry in the builder and deletes entries", async () => {
    const entry = {
      id: "22222222-2222-4222-8222-222222222222",
      syntax: "stable-diffusion",
      choices: { ...emptyStudioChoices(), subject: "an old tram" },
      text: "an old tram",
      createdAt: "2026-11-20T09:00:00.000Z",
    };
    const { server, user } = renderStudio((fake) =>
      fake
        .on("GET", "/api/studio/history", { status: 200, body: { items: [entry] } })
        .on("DELETE", "/api/studio/history/:id", { status: 204 }),
    );
    await user.click(await screen.findByRole("button", { name: "Open in the builder: an old tram" }));
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("an old tram");
    expect(screen.getByRole("radio", { name: "Stable Diffusion / SDXL" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Delete from history: an old tram" }));
    expect(server.requestsTo("DELETE", "/api/studio/history/:id")).toHaveLength(1);
  });

  it("says the history is empty", async () => {
    renderStudio();
    expect(await screen.findByRole("heading", { name: "No studio prompts yet." })).toBeVisible();
  });

  it("opens a photo's choices from the Photo Studio", async () => {
    renderStudio(
      (server) => server.on("GET", "/api/photo-studio/uploads/:id", { status: 200, body: photoUpload() }),
      `/app/prompt-studio?photo=${photoUpload().id}`,
    );
    expect(await screen.findByText("harbour.jpg")).toBeVisible();
    expect(preview()).toHaveTextContent("golden hour sunlight, deep teal and burnt orange --ar 16:9 --v 8.1");
  });

  it("shows an admin's change to the option sets without a reload", async () => {
    const { server, user } = renderStudio();
    const medium = await screen.findByRole("region", { name: /^Medium/ });
    await user.click(within(medium).getByRole("button", { name: /Choose/ }));
    expect(within(medium).queryByRole("button", { name: /Risograph print/ })).not.toBeInTheDocument();

    const added = studioOption("medium", "risograph", "risograph print", "Risograph print");
    server.on("GET", "/api/studio/options", { status: 200, body: { items: [...studioOptions, added] } });
    server.emit("studio", { changed: "options" });
    expect(await within(medium).findByRole("button", { name: /Risograph print/ })).toBeVisible();
  });

  it('says plainly that "Describe it for me" is off when the server has no language model', async () => {
    const { server, user } = renderStudio();
    await user.click(await screen.findByRole("button", { name: "Describe it for me" }));
    const notice = await screen.findByText(/"Describe it for me" isn't available on this site yet/);
    expect(notice).toBeVisible();
    expect(notice.textContent).not.toMatch(/AI_|set /);
    expect(server.requestsTo("POST", "/api/studio/expand-subject")).toHaveLength(0);
  });

  it('writes a short subject out in full with "Describe it for me"', async () => {
    const { server, user } = renderStudio((fake) =>
      fake
        .on("GET", "/api/studio/config", { status: 200, body: { describeModel: "gpt-test" } })
        .on("POST", "/api/studio/expand-subject", {
          status: 200,
          body: { subject: "a red fox curled asleep in fresh snow under pines", engine: "gpt-test" },
        }),
    );
    const subject = await screen.findByRole("textbox", { name: "Subject" });
    await user.click(screen.getByRole("button", { name: "Describe it for me" }));
    expect(await screen.findByText("Write a few words about your subject first")).toBeVisible();
    await user.type(subject, "fox in snow");
    await user.click(screen.getByRole("button", { name: "Describe it for me" }));
    expect(await screen.findByDisplayValue("a red fox curled asleep in fresh snow under pines")).toBeVisible();
    expect(server.requestsTo("POST", "/api/studio/expand-subject")[0]?.body).toEqual({ subject: "fox in snow" });
  });
});
