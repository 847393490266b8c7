import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderWithApp } from "../../../testing/render.tsx";
import { BrowserExtensionPanel } from "./browser-extension-panel.tsx";

describe("Promptloom in ChatGPT, Claude and Gemini", () => {
  it("offers each browser's package from this site, with the steps to load it", () => {
    renderWithApp(<BrowserExtensionPanel />);
    const chrome = screen.getByRole("region", { name: "Install in Chrome (and Edge, Brave)" });
    const chromeLink = within(chrome).getByRole("link", { name: "Download the Chrome package" });
    expect(chromeLink).toHaveAttribute("href", "/downloads/promptloom-chrome.zip");
    expect(chromeLink).toHaveAttribute("download");
    expect(within(chrome).getByText(/Load unpacked/u)).toBeVisible();

    const firefox = screen.getByRole("region", { name: "Install in Firefox" });
    expect(within(firefox).getByRole("link", { name: "Download the Firefox package" })).toHaveAttribute(
      "href",
      "/downloads/promptloom-firefox.zip",
    );
    expect(within(firefox).getByText(/Load Temporary Add-on/u)).toBeVisible();
  });

  it("shows this site's address to connect the extension to, ready to copy", async () => {
    const { user } = renderWithApp(<BrowserExtensionPanel />);
    expect(screen.getByText(window.location.origin)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe(window.location.origin);
  });
});
