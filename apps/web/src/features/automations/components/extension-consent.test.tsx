import type { CreatedApiKey } from "@promptloom/contracts/api-keys";
import { extensionConnectMessages } from "@promptloom/contracts/browser-extension";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ExtensionConsent } from "./extension-consent.tsx";

const created: CreatedApiKey = {
  id: "6d1f2a4e-5b7c-4d8e-9f0a-1b2c3d4e5f60",
  name: "Promptloom for Firefox",
  prefix: "pl_live_AbCdEfGh",
  key: `pl_live_AbCdEfGh${"x".repeat(35)}`,
  createdAt: "2026-01-05T09:00:00.000Z",
  lastUsedAt: null,
};

const returnUrl = "moz-extension://0c1d2e3f-aaaa-bbbb-cccc-000000000000/connected.html?state=s1";
const consentPath = (query: Record<string, string>) =>
  `/app/extension/connect?${new URLSearchParams(query).toString()}`;

/** Where the page sends the browser; jsdom does not leave for other addresses. */
const watchDepartures = () => {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  return assign;
};

describe("the extension's consent page", () => {
  it("makes a key named for the browser and sends it back to the extension", async () => {
    const departures = watchDepartures();
    const server = fakeApi().on("POST", "/api/api-keys", { status: 201, body: created });
    const { user } = renderWithApp(<ExtensionConsent />, {
      path: consentPath({ browser: "firefox", return: returnUrl }),
    });
    expect(screen.getByRole("heading", { name: "Allow Promptloom for Firefox to use your prompts?" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Allow" }));
    expect(await screen.findByRole("status")).toHaveTextContent(extensionConnectMessages.allowed);
    expect(server.requestsTo("POST", "/api/api-keys")[0]?.body).toEqual({ name: "Promptloom for Firefox" });
    expect(departures).toHaveBeenCalledWith(`${returnUrl}#key=${created.key}`);
  });

  it("goes back without a key when the member cancels", async () => {
    const departures = watchDepartures();
    const server = fakeApi();
    const { user } = renderWithApp(<ExtensionConsent />, { path: consentPath({ return: returnUrl }) });
    expect(screen.getByRole("heading", { name: "Allow Promptloom for Chrome to use your prompts?" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(departures).toHaveBeenCalledWith(`${returnUrl}#error=cancelled`);
    expect(server.requestsTo("POST", "/api/api-keys")).toEqual([]);
  });

  it("refuses to send a key anywhere but the extension", () => {
    fakeApi();
    renderWithApp(<ExtensionConsent />, {
      path: consentPath({ return: "https://attacker.example/connected.html" }),
    });
    expect(screen.getByRole("alert")).toHaveTextContent(extensionConnectMessages.badLink);
    expect(screen.queryByRole("button", { name: "Allow" })).toBeNull();
  });
});
