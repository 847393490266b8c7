import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { Component as PaymentSuccess } from "./payment-success.tsx";

describe("/payment-success signed out", () => {
  it("does not thank a visitor who is not back from a checkout, and asks the server nothing", async () => {
    const server = fakeApi().on("GET", "/api/session", { status: 200, body: null });
    renderWithApp(<PaymentSuccess />, { path: "/payment-success" });
    expect(await screen.findByRole("heading", { name: "No payment to confirm" })).toBeVisible();
    expect(screen.queryByText("Thank you for subscribing")).toBeNull();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscribe");
    expect(server.requestsTo("POST", "/api/functions/check-subscription")).toHaveLength(0);
  });

  it("thanks a guest back from a paid checkout and points to the e-mail", async () => {
    const server = fakeApi().on("GET", "/api/session", { status: 200, body: null });
    renderWithApp(<PaymentSuccess />, { path: "/payment-success?session_id=cs_demo_123" });
    expect(await screen.findByRole("heading", { name: "Thank you for subscribing" })).toBeVisible();
    expect(server.requestsTo("POST", "/api/functions/check-subscription")).toHaveLength(0);
  });
});
