import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { useAccessRevoked } from "./use-access-revoked.ts";

function Probe() {
  const loss = useAccessRevoked();
  return <p>{loss ? `Access ${loss}` : "Access kept"}</p>;
}

describe("useAccessRevoked", () => {
  it("turns when the server says the account was refunded, and drops the browser's session", async () => {
    const server = fakeApi().on("POST", "/api/auth/sign-out", { status: 200, body: { success: true } });
    renderWithApp(<Probe />);
    expect(screen.getByText("Access kept")).toBeVisible();
    server.emit("usage", { totalMinutes: 5 });
    expect(screen.getByText("Access kept")).toBeVisible();

    server.emit("access", { status: "refunded" });
    expect(await screen.findByText("Access refunded")).toBeVisible();
    expect(server.requestsTo("POST", "/api/auth/sign-out")).toHaveLength(1);
  });

  it("turns when the subscription ended, keeping the member signed in", async () => {
    const server = fakeApi().on("POST", "/api/auth/sign-out", { status: 200, body: { success: true } });
    renderWithApp(<Probe />);
    server.emit("access", { status: "ended" });
    expect(await screen.findByText("Access ended")).toBeVisible();
    expect(server.requestsTo("POST", "/api/auth/sign-out")).toHaveLength(0);
  });
});
