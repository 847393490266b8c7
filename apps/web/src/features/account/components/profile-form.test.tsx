import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ProfileForm } from "./profile-form.tsx";

const session = {
  user: { id: "u1", email: "robin@example.test", name: "Robin" },
  profile: { id: "u1", fullName: "Robin", isAdmin: false, isPaid: true, refunded: false },
};

const renderForm = () => {
  const server = fakeApi().on("GET", "/api/session", { status: 200, body: session });
  return { server, ...renderWithApp(<ProfileForm />) };
};

describe("ProfileForm", () => {
  it("starts from the member's name and saves a new one, then says so", async () => {
    const { server, user } = renderForm();
    server.on("PATCH", "/api/account/profile", ({ body }) => ({ status: 200, body }));
    const name = await screen.findByDisplayValue("Robin");
    await user.clear(name);
    await user.type(name, "Robin Example");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Profile updated")).toBeVisible();
    expect(server.requestsTo("PATCH", "/api/account/profile").map((request) => request.body)).toEqual([
      { fullName: "Robin Example" },
    ]);
  });

  it("cannot save a name of only spaces", async () => {
    const { user } = renderForm();
    const name = await screen.findByDisplayValue("Robin");
    await user.clear(name);
    await user.type(name, "   ");
    expect(screen.getByRole("button", { name: "Save name" })).toBeDisabled();
  });

  it("shows the contract's message for an over-long name and sends nothing", async () => {
    const { server, user } = renderForm();
    await user.type(await screen.findByDisplayValue("Robin"), "x".repeat(100));
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Full name must be at most 100 characters")).toBeVisible();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(server.requestsTo("PATCH", "/api/account/profile")).toEqual([]);
  });

  it("shows the server's refusal above the field", async () => {
    const { server, user } = renderForm();
    server.on("PATCH", "/api/account/profile", apiError(409, "conflict", "Your account changed meanwhile."));
    await user.type(await screen.findByDisplayValue("Robin"), "!");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your account changed meanwhile.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Save name" })).toBeEnabled());
  });
});
