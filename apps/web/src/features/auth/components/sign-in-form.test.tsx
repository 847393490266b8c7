import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { SignInForm } from "./sign-in-form.tsx";

const renderForm = () => {
  const onSignedIn = vi.fn(() => Promise.resolve());
  return { onSignedIn, ...renderWithApp(<SignInForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />) };
};

describe("SignInForm", () => {
  it("shows each field's message and the validation toast, and sends nothing", async () => {
    const server = fakeApi();
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email is required")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();
    expect(await screen.findByText("Validation Error")).toBeVisible();
    expect(screen.getByText("Please check your input and try again.")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveFocus();

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeVisible();
    expect(server.requestsTo("POST", "/api/auth/sign-in/email")).toEqual([]);
  });

  it("signs in with the typed credentials", async () => {
    const server = fakeApi().on("POST", "/api/auth/sign-in/email", { status: 200, body: { redirect: false } });
    const { user, onSignedIn } = renderForm();
    await user.type(screen.getByLabelText("Email"), "robin@example.test");
    await user.type(screen.getByLabelText("Password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(server.requestsTo("POST", "/api/auth/sign-in/email").map((request) => request.body)).toEqual([
      { email: "robin@example.test", password: "correct-horse" },
    ]);
  });

  it("says so in the form when the credentials are wrong", async () => {
    fakeApi().on("POST", "/api/auth/sign-in/email", apiError(401, "unauthorized", "Invalid email or password"));
    const { user, onSignedIn } = renderForm();
    await user.type(screen.getByLabelText("Email"), "robin@example.test");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("reports a failure the server does not explain as the 'Failed to sign in' toast", async () => {
    fakeApi().on("POST", "/api/auth/sign-in/email", { status: 500, body: "oops" });
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Email"), "robin@example.test");
    await user.type(screen.getByLabelText("Password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Failed to sign in. Please try again.")).toBeVisible();
  });
});
