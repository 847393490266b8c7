import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ColorsScreen } from "./colors-screen.tsx";

type Server = ReturnType<typeof fakeApi>;

const theme = (colors: Record<string, string> = {}) => ({ status: 200, body: { colors, updatedAt: null } });

const renderScreen = (answer: (server: Server) => unknown = (server) => server.on("GET", "/api/theme", theme())) => {
  const server = fakeApi();
  answer(server);
  return { server, ...renderWithApp(<ColorsScreen />, { path: "/app/admin/colors" }) };
};

const core = async () => screen.findByRole("region", { name: "Core" });

describe("ColorsScreen", () => {
  it("shows a spinner while the theme loads", async () => {
    renderScreen((server) => server.hang("GET", "/api/theme"));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the theme");
  });

  it("says why the theme could not be loaded", async () => {
    renderScreen((server) => server.on("GET", "/api/theme", apiError(500, "internal", "The database is busy.")));
    expect(await screen.findByText("Could not load the theme. The database is busy.")).toBeVisible();
  });

  it("lists every group of the default dark theme with its HSL values, stored colours on top", async () => {
    renderScreen((server) => server.on("GET", "/api/theme", theme({ "chart-1": "10 80% 50%" })));
    expect(within(await core()).getByLabelText("Primary")).toHaveValue("258 90% 66%");
    expect(within(await core()).getByLabelText("Primary text")).toHaveValue("258 90% 76%");
    // The default theme meets AA everywhere: no warning.
    expect(screen.getByText("Every text colour meets WCAG AA (4.5:1) on its background.")).toBeVisible();
    expect(screen.queryByRole("list", { name: "Contrast warnings" })).not.toBeInTheDocument();
    for (const group of [
      "Sidebar",
      "Status",
      "Brand",
      "Surface scale",
      "Glass",
      "Chart",
      "Hero gradient",
      "CTA gradient",
      "Interactive",
    ]) {
      expect(screen.getByRole("region", { name: group })).toBeVisible();
    }
    const chart = screen.getByRole("region", { name: "Chart" });
    expect(within(chart).getByLabelText("Chart 1")).toHaveValue("10 80% 50%");
    expect(within(chart).getByRole("button", { name: "Reset Chart 1 to the default" })).toBeVisible();
  });

  it("refuses a value that is not HSL and saves nothing", async () => {
    const { user } = renderScreen();
    const primary = within(await core()).getByLabelText("Primary");
    await user.clear(primary);
    await user.type(primary, "purple");
    expect(screen.getByText("Expected an HSL value like 258 90% 66%")).toBeVisible();
    expect(primary).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Save all" })).toBeDisabled();
  });

  it("previews an edit, warns about weak contrast and saves every colour at once", async () => {
    const { server, user } = renderScreen();
    server.on("PUT", "/api/admin/theme", ({ body }) => ({
      status: 200,
      body: { ...(body as object), updatedAt: "2026-02-01T10:00:00.000Z" },
    }));
    const cardText = within(await core()).getByLabelText("Card foreground");
    await user.clear(cardText);
    await user.type(cardText, "240 10% 10%");
    expect(
      within(screen.getByRole("list", { name: "Contrast warnings" })).getByText(/Card foreground on card: 1\.1:1/),
    ).toBeVisible();
    expect(screen.getByRole("region", { name: "Preview" }).style.getPropertyValue("--card-foreground")).toBe(
      "240 10% 10%",
    );
    expect(screen.getByText("Not saved")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Save all" }));
    expect(await screen.findByText("Theme saved for every page")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/theme")[0]?.body).toEqual({
      colors: { "card-foreground": "240 10% 10%" },
    });
    expect(screen.queryByText("Not saved")).not.toBeInTheDocument();
  });

  it("shows the specification's message when saving fails", async () => {
    const { server, user } = renderScreen();
    server.on("PUT", "/api/admin/theme", apiError(503, "unavailable", "Try again in a minute."));
    const primary = within(await core()).getByLabelText("Primary");
    await user.clear(primary);
    await user.type(primary, "200 80% 50%");
    await user.click(screen.getByRole("button", { name: "Save all" }));
    expect(await screen.findByText("Failed to save theme: Try again in a minute.")).toBeVisible();
    expect(screen.getByText("Not saved")).toBeVisible();
  });

  it("changes a single colour on its own", async () => {
    const { server, user } = renderScreen();
    server.on("PUT", "/api/admin/theme/colors/:name", theme({ primary: "200 80% 50%" }));
    const primary = within(await core()).getByLabelText("Primary");
    await user.clear(primary);
    await user.type(primary, "200 80% 50%");
    await user.click(screen.getByRole("button", { name: "Save Primary" }));
    expect(await screen.findByText("Colour saved for every page")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/theme/colors/primary")[0]?.body).toEqual({ value: "200 80% 50%" });
    expect(within(await core()).getByRole("button", { name: "Reset Primary to the default" })).toBeVisible();
  });

  it("resets every colour after a confirmation, and says so when that fails", async () => {
    const { server, user } = renderScreen((api) => api.on("GET", "/api/theme", theme({ primary: "200 80% 50%" })));
    server.on("DELETE", "/api/admin/theme", apiError(500, "internal", "Database unavailable"));
    await user.click(await screen.findByRole("button", { name: "Reset all" }));
    expect(server.requestsTo("DELETE", "/api/admin/theme")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Reset every colour" }));
    expect(await screen.findByText("Failed to reset theme: Database unavailable")).toBeVisible();

    server.on("DELETE", "/api/admin/theme", theme());
    await user.click(screen.getByRole("button", { name: "Reset all" }));
    await user.click(screen.getByRole("button", { name: "Reset every colour" }));
    expect(await screen.findByText("Theme reset to the default")).toBeVisible();
    expect(within(await core()).getByLabelText("Primary")).toHaveValue("258 90% 66%");
  });

  it("imports a theme file into the editor, and refuses one that is not a theme", async () => {
    const { user } = renderScreen();
    await core();
    const file = (text: string) => new File([text], "theme.json", { type: "application/json" });
    await user.upload(screen.getByLabelText("Theme file to import"), file('{"colors":{"primary":"200 80% 50%"}}'));
    expect(await screen.findByText("1 colour imported")).toBeVisible();
    expect(within(await core()).getByLabelText("Primary")).toHaveValue("200 80% 50%");

    await user.upload(screen.getByLabelText("Theme file to import"), file('{"colors":{"primary":"purple"}}'));
    expect(
      await screen.findByText("The file is not a theme: primary: Expected an HSL value like 258 90% 66%"),
    ).toBeVisible();
  });
});

describe("ColorsScreen, live", () => {
  it("shows a colour another admin saved while the editor is open", async () => {
    const { server } = renderScreen();
    await core();
    server.emit("theme", { colors: { primary: "120 50% 40%" }, updatedAt: "2026-02-01T10:00:00.000Z" });
    expect(await within(await core()).findByDisplayValue("120 50% 40%")).toBeVisible();
  });
});
