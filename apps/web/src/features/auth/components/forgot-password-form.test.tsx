import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";

const requestReset = async (email: string) => {
  const view = renderWithApp(<ForgotPasswordForm onBack={vi.fn()} />);
  await view.user.type(screen.getByLabelText("Email"), email);
  await view.user.click(screen.getByRole("button", { name: "Send reset link" }));
  return view;
};

describe("ForgotPasswordForm", () => {
  it("asks for a valid e-mail before sending", async () => {
    const server = fakeApi();
    await requestReset("robin");
    expect(await screen.findByText("Please enter a valid email address")).toBeVisible();
    expect(server.requestsTo("POST", "/api/auth/request-password-reset")).toEqual([]);
  });

  it("sends the reset request and gives the same answer whether or not the account exists", async () => {
    const server = fakeApi().on("POST", "/api/auth/request-password-reset", { status: 200, body: { status: true } });
    await requestReset("robin@example.test");
    expect(
      await screen.findByText("If an account with this email exists, you will receive a password reset link."),
    ).toBeVisible();
    expect(server.requestsTo("POST", "/api/auth/request-password-reset").map((request) => request.body)).toEqual([
      { email: "robin@example.test", redirectTo: "/auth/reset-password" },
    ]);
  });

  it("says to wait after too many requests", async () => {
    fakeApi().on("POST", "/api/auth/request-password-reset", apiError(429, "rate_limited", "Slow down"));
    await requestReset("robin@example.test");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many password reset attempts. Please wait a few minutes before trying again.",
    );
  });

  it("goes back to sign-in on request", async () => {
    fakeApi();
    const onBack = vi.fn();
    const { user } = renderWithApp(<ForgotPasswordForm onBack={onBack} />);
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
