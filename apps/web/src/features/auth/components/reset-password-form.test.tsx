import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";

const submit = async (password: string, confirmation: string, email: string | null = "robin@example.test") => {
  const onDone = vi.fn();
  const view = renderWithApp(<ResetPasswordForm token="reset-token" email={email} onDone={onDone} />);
  await view.user.type(screen.getByLabelText("New password"), password);
  await view.user.type(screen.getByLabelText("Confirm new password"), confirmation);
  await view.user.click(screen.getByRole("button", { name: "Set new password" }));
  return { ...view, onDone };
};

describe("ResetPasswordForm", () => {
  it("shows the length hint, then the contract's messages, and sends nothing", async () => {
    const server = fakeApi();
    const { user } = renderWithApp(<ResetPasswordForm token="reset-token" email={null} onDone={vi.fn()} />);
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription("Must be at least 6 characters long");
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Password must be at least 6 characters long.")).toBeVisible();
    expect(server.requestsTo("POST", "/api/auth/reset-password")).toEqual([]);
  });

  it("refuses a confirmation that differs", async () => {
    fakeApi();
    await submit("new-password", "new-passwork");
    expect(await screen.findByText("Passwords do not match")).toBeVisible();
  });

  it("sets the password with the link's token, then signs in with it", async () => {
    const server = fakeApi()
      .on("POST", "/api/auth/reset-password", { status: 200, body: { status: true } })
      .on("POST", "/api/auth/sign-in/email", { status: 200, body: {} });
    const { onDone } = await submit("new-password", "new-password");
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(server.requestsTo("POST", "/api/auth/reset-password").map((request) => request.body)).toEqual([
      { token: "reset-token", newPassword: "new-password" },
    ]);
    expect(server.requestsTo("POST", "/api/auth/sign-in/email").map((request) => request.body)).toEqual([
      { email: "robin@example.test", password: "new-password" },
    ]);
  });

  it("says the link is no good when the server refuses the token", async () => {
    fakeApi().on("POST", "/api/auth/reset-password", apiError(400, "bad_request", "Invalid token"));
    const { onDone } = await submit("new-password", "new-password");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This reset link is invalid or has expired. Request a new one from the sign-in page.",
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
