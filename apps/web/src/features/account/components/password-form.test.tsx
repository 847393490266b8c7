import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { PasswordForm } from "./password-form.tsx";

const fill = async (user: ReturnType<typeof renderWithApp>["user"], values: [string, string, string]) => {
  const [current, next, confirmation] = values;
  if (current) await user.type(screen.getByLabelText("Current password"), current);
  if (next) await user.type(screen.getByLabelText("New password"), next);
  if (confirmation) await user.type(screen.getByLabelText("Confirm new password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Change password" }));
};

describe("PasswordForm", () => {
  it("shows the contract's messages and sends nothing", async () => {
    const server = fakeApi();
    const { user } = renderWithApp(<PasswordForm />);
    await fill(user, ["", "short", ""]);
    expect(await screen.findByText("Current password is required")).toBeVisible();
    expect(screen.getByText("Password must be at least 6 characters long.")).toBeVisible();
    await fill(user, ["old-password", "-long-enough", "different"]);
    expect(await screen.findByText("Passwords do not match")).toBeVisible();
    expect(server.requestsTo("POST", "/api/auth/change-password")).toEqual([]);
  });

  it("changes the password, signing other devices out, then empties the fields", async () => {
    const server = fakeApi().on("POST", "/api/auth/change-password", { status: 200, body: { token: null } });
    const { user } = renderWithApp(<PasswordForm />);
    await fill(user, ["old-password", "new-password", "new-password"]);
    expect(await screen.findByText("Password changed")).toBeVisible();
    expect(server.requestsTo("POST", "/api/auth/change-password").map((request) => request.body)).toEqual([
      { currentPassword: "old-password", newPassword: "new-password", revokeOtherSessions: true },
    ]);
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("says when the current password is wrong", async () => {
    fakeApi().on("POST", "/api/auth/change-password", apiError(400, "bad_request", "Invalid password"));
    const { user } = renderWithApp(<PasswordForm />);
    await fill(user, ["not-it", "new-password", "new-password"]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your current password is not correct.");
  });
});
