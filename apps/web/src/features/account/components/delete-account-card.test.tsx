import { accountMessages } from "@promptloom/contracts/account";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { DeleteAccountCard } from "./delete-account-card.tsx";

const session = {
  user: { id: "u1", email: "Robin@Example.test", name: "Robin" },
  profile: { id: "u1", fullName: "Robin", isAdmin: false, isPaid: true, refunded: false },
};

const renderCard = () => {
  const server = fakeApi().on("GET", "/api/session", { status: 200, body: session });
  return { server, ...renderWithApp(<DeleteAccountCard />) };
};

describe("DeleteAccountCard", () => {
  it("stays disabled until the account's own e-mail is typed", async () => {
    const { user } = renderCard();
    const confirm = await screen.findByLabelText("Type Robin@Example.test to confirm");
    const button = screen.getByRole("button", { name: "Delete my account" });
    await user.type(confirm, "someone@example.test");
    expect(button).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, "robin@example.test");
    expect(button).toBeEnabled();
  });

  it("deletes the account and stays busy while the browser leaves", async () => {
    const { server, user } = renderCard();
    server.on("DELETE", "/api/account", { status: 204 });
    await user.type(await screen.findByLabelText("Type Robin@Example.test to confirm"), "robin@example.test");
    await user.type(screen.getByLabelText("Your password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(server.requestsTo("DELETE", "/api/account").map((request) => request.body)).toEqual([
      { confirmEmail: "robin@example.test", password: "correct-horse" },
    ]);
  });

  it("asks for the current password, and tells a Google member without one what to do instead", async () => {
    const { server, user } = renderCard();
    expect(await screen.findByLabelText("Your password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByText(/Signed up with Google and never set a password\? Leave this empty/)).toBeVisible();

    server.on("DELETE", "/api/account", apiError(400, "validation_error", accountMessages.wrongPassword));
    await user.type(await screen.findByLabelText("Type Robin@Example.test to confirm"), "robin@example.test");
    await user.type(screen.getByLabelText("Your password"), "not-it");
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.wrongPassword);

    server.on("DELETE", "/api/account", apiError(403, "forbidden", accountMessages.deleteNeedsFreshSignIn));
    await user.clear(screen.getByLabelText("Your password"));
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.deleteNeedsFreshSignIn);
    expect(server.requestsTo("DELETE", "/api/account").at(-1)?.body).toEqual({
      confirmEmail: "robin@example.test",
      password: "",
    });
  });

  it("shows the server's refusal", async () => {
    const { server, user } = renderCard();
    server.on(
      "DELETE",
      "/api/account",
      apiError(400, "validation_error", "Type your account's e-mail address to confirm"),
    );
    await user.type(await screen.findByLabelText("Type Robin@Example.test to confirm"), "robin@example.test");
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Type your account's e-mail address to confirm");
  });
});
