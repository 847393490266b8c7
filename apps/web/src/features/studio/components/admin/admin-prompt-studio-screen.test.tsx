import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../../testing/fake-api.ts";
import { renderWithApp } from "../../../../testing/render.tsx";
import { studioOption, studioOptions, studioPreset } from "../../studio-test-data.ts";
import { AdminPromptStudioScreen } from "./admin-prompt-studio-screen.tsx";

type Server = ReturnType<typeof fakeApi>;

const renderAdmin = (answer: (server: Server) => void = () => undefined, path = "/app/admin/prompt-studio") => {
  const server = fakeApi()
    .on("GET", "/api/admin/studio/options", { status: 200, body: { items: studioOptions } })
    .on("GET", "/api/admin/studio/presets", { status: 200, body: { items: [] } });
  answer(server);
  return { server, ...renderWithApp(<AdminPromptStudioScreen />, { path }) };
};

const optionList = (group: string) => screen.findByRole("list", { name: `${group} options` });

describe("AdminPromptStudioScreen: setup", () => {
  it('tells the administrator how to turn on "Describe it for me" when no language model is set', async () => {
    renderAdmin((server) => server.on("GET", "/api/studio/config", { status: 200, body: { describeModel: null } }));
    expect(
      await screen.findByText(/"Describe it for me" is off: it needs a language model\. Set AI_BASE_URL/),
    ).toBeVisible();
  });

  it("says nothing about setup when a language model describes subjects", async () => {
    renderAdmin((server) =>
      server.on("GET", "/api/studio/config", { status: 200, body: { describeModel: "gpt-test" } }),
    );
    await optionList("Style");
    expect(screen.queryByText(/is off/)).not.toBeInTheDocument();
  });
});

describe("AdminPromptStudioScreen: option sets", () => {
  it("announces that it is loading", async () => {
    renderAdmin((server) => server.hang("GET", "/api/admin/studio/options"));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the option sets");
  });

  it("says why the options did not load", async () => {
    renderAdmin((server) => server.on("GET", "/api/admin/studio/options", apiError(500, "internal_error", "Down.")));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the option sets. Down.");
  });

  it("lists one group's options at a time, hidden ones marked, and says when a group is empty", async () => {
    const hidden = { ...studioOption("style", "vaporwave", "vaporwave", "Vaporwave"), hidden: true };
    const { user } = renderAdmin((server) =>
      server.on("GET", "/api/admin/studio/options", { status: 200, body: { items: [...studioOptions, hidden] } }),
    );
    const styles = await optionList("Style");
    expect(within(styles).getAllByRole("listitem")).toHaveLength(3);
    expect(within(styles).getByText("Hidden")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: "Group" }), "Mood");
    expect(await screen.findByRole("heading", { name: "No mood options yet." })).toBeVisible();
  });

  it("adds an option to the chosen group, with the contract's messages first", async () => {
    const { server, user } = renderAdmin((fake) =>
      fake.on("POST", "/api/admin/studio/options", {
        status: 201,
        body: studioOption("medium", "linocut", "linocut print"),
      }),
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: "Group" }), "Medium");
    await user.click(screen.getByRole("button", { name: "Add option" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a medium option" });
    await user.click(within(dialog).getByRole("button", { name: "Add option" }));
    expect(await within(dialog).findByText("Label is required")).toBeVisible();
    expect(within(dialog).getByText("Prompt words is required")).toBeVisible();

    await user.type(within(dialog).getByRole("textbox", { name: "Label" }), "Linocut");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Carved, inked, pressed.");
    await user.type(within(dialog).getByRole("textbox", { name: "Prompt words" }), "linocut print");
    await user.click(within(dialog).getByRole("button", { name: "Add option" }));
    expect(await screen.findByText("Option added")).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/studio/options")[0]?.body).toEqual({
      group: "medium",
      label: "Linocut",
      description: "Carved, inked, pressed.",
      term: "linocut print",
      phrase: null,
      hidden: false,
    });
  });

  it("edits an option and shows the server's refusal", async () => {
    const { server, user } = renderAdmin((fake) =>
      fake.on("PATCH", "/api/admin/studio/options/:id", apiError(404, "not_found", "Option not found")),
    );
    await user.click(await screen.findByRole("button", { name: "Edit Film noir" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Film noir" });
    const label = within(dialog).getByRole("textbox", { name: "Label" });
    await user.clear(label);
    await user.type(label, "Noir");
    await user.click(within(dialog).getByRole("button", { name: "Save option" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Option not found");
    expect(server.requestsTo("PATCH", "/api/admin/studio/options/:id")[0]?.body).toMatchObject({ label: "Noir" });
  });

  it("hides, moves, illustrates and deletes an option", async () => {
    const [noir, cyberpunk] = studioOptions;
    const { server, user } = renderAdmin((fake) =>
      fake
        .on("PATCH", "/api/admin/studio/options/:id", { status: 200, body: noir })
        .on("POST", "/api/admin/studio/options/reorder", { status: 204 })
        .on("PUT", "/api/admin/studio/options/:id/example-image", { status: 200, body: noir })
        .on("DELETE", "/api/admin/studio/options/:id", { status: 204 }),
    );
    await user.click(await screen.findByRole("button", { name: "Hide Film noir from members" }));
    expect(server.requestsTo("PATCH", "/api/admin/studio/options/:id")[0]?.body).toEqual({ hidden: true });

    expect(screen.getByRole("button", { name: "Move Film noir up" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move Film noir down" }));
    expect(server.requestsTo("POST", "/api/admin/studio/options/reorder")[0]?.body).toEqual({
      group: "style",
      ids: [cyberpunk?.id, noir?.id],
    });

    const image = new File([new Uint8Array([137, 80, 78, 71])], "noir.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Example image for Film noir"), image);
    expect(await screen.findByText("Example image saved")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/studio/options/:id/example-image")[0]?.body).toBe(image);

    await user.click(screen.getByRole("button", { name: "Delete Cyberpunk" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Cyberpunk?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete option" }));
    expect(await screen.findByText("Option deleted")).toBeVisible();
    expect(server.requestsTo("DELETE", "/api/admin/studio/options/:id")[0]?.path).toBe(
      `/api/admin/studio/options/${cyberpunk?.id}`,
    );
  });
});

describe("AdminPromptStudioScreen: featured presets", () => {
  const presetsPath = "/app/admin/prompt-studio?tab=presets";

  it("says when there are no featured presets", async () => {
    renderAdmin(undefined, presetsPath);
    expect(await screen.findByRole("heading", { name: "No featured presets yet." })).toBeVisible();
  });

  it("adds a featured preset with its choices", async () => {
    const { server, user } = renderAdmin(
      (fake) => fake.on("POST", "/api/admin/studio/presets", { status: 201, body: studioPreset("Noir night") }),
      presetsPath,
    );
    await user.click(await screen.findByRole("button", { name: "Add preset" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a featured preset" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Noir night");
    await user.click(within(dialog).getByRole("button", { name: /Film noir/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add preset" }));
    expect(await screen.findByText("Preset added")).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/studio/presets")[0]?.body).toMatchObject({
      name: "Noir night",
      hidden: false,
      choices: { picks: { style: [{ slug: "film-noir", weight: 1 }] } },
    });
  });

  it("reorders and deletes featured presets", async () => {
    const first = studioPreset("Neon city", { id: "44444444-4444-4444-8444-444444444444" });
    const second = studioPreset("Soft pastel", { id: "55555555-5555-4555-8555-555555555555", hidden: true });
    const { server, user } = renderAdmin(
      (fake) =>
        fake
          .on("GET", "/api/admin/studio/presets", { status: 200, body: { items: [first, second] } })
          .on("POST", "/api/admin/studio/presets/reorder", { status: 204 })
          .on("DELETE", "/api/admin/studio/presets/:id", { status: 204 }),
      presetsPath,
    );
    const list = await screen.findByRole("list", { name: "Featured presets" });
    expect(within(list).getByText("Hidden")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Move Soft pastel up" }));
    expect(server.requestsTo("POST", "/api/admin/studio/presets/reorder")[0]?.body).toEqual({
      ids: [second.id, first.id],
    });
    await user.click(screen.getByRole("button", { name: "Delete Neon city" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Neon city?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete preset" }));
    expect(await screen.findByText("Preset deleted")).toBeVisible();
    expect(server.requestsTo("DELETE", "/api/admin/studio/presets/:id")[0]?.path).toBe(
      `/api/admin/studio/presets/${first.id}`,
    );
  });
});
