import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ContactForm } from "./contact-form.tsx";

const fillIn = async (user: ReturnType<typeof renderWithApp>["user"]) => {
  await user.type(screen.getByLabelText("Name"), "Robin Example");
  await user.type(screen.getByLabelText("Email"), "robin@example.test");
  await user.type(screen.getByLabelText("Subject"), "Billing question");
  await user.type(screen.getByLabelText("Message"), "Can I switch to the yearly plan?");
};

describe("ContactForm", () => {
  it("shows every field's message, focuses the first and sends nothing", async () => {
    const server = fakeApi();
    const { user } = renderWithApp(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(screen.getByText("Email is required")).toBeVisible();
    expect(screen.getByText("Subject is required")).toBeVisible();
    expect(screen.getByText("Message is required")).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    await user.type(screen.getByLabelText("Email"), "robin@");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeVisible();
    expect(server.requestsTo("POST", "/api/support/messages")).toEqual([]);
  });

  it("counts the message's characters as they are typed", async () => {
    fakeApi();
    const { user } = renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText("Message"), "Hello");
    expect(screen.getByText("5/1000 characters")).toBeVisible();
  });

  it("sends the message and says so, ready for another", async () => {
    const server = fakeApi().on("POST", "/api/support/messages", { status: 201, body: { id: "m1" } });
    const { user } = renderWithApp(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thanks — your message is on its way.");
    expect(server.requestsTo("POST", "/api/support/messages").map((request) => request.body)).toEqual([
      {
        name: "Robin Example",
        email: "robin@example.test",
        subject: "Billing question",
        message: "Can I switch to the yearly plan?",
      },
    ]);
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    fakeApi().on(
      "POST",
      "/api/support/messages",
      apiError(429, "rate_limited", "Too many messages. Please try again later."),
    );
    const { user } = renderWithApp(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many messages. Please try again later.");
    expect(screen.getByLabelText("Subject")).toHaveValue("Billing question");
  });
});
