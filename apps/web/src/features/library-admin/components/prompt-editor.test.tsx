import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { coldEmail, marketing, writing } from "./library-admin-fixtures.ts";
import { LibraryAdminScreen } from "./library-admin-screen.tsx";

const withCategories = () =>
  fakeApi().on("GET", "/api/admin/library-categories", { status: 200, body: { items: [writing, marketing] } });

describe("admin: library prompt editor", () => {
  it("previews the variables as the members' fill-in form while the prompt is written", async () => {
    withCategories();
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />, { path: "/?edit=new" });
    const body = await screen.findByLabelText("Prompt");
    await user.click(body);
    await user.paste("Write to {{recipient}} in a {{tone:friendly|formal}} tone.");
    const preview = screen.getByRole("region", { name: "What members see" });
    expect(await within(preview).findByLabelText("Recipient")).toBeVisible();
    expect(within(preview).getByLabelText(/Tone/)).toHaveValue("friendly");
    await user.type(within(preview).getByLabelText("Recipient"), "Ana");
    expect(within(preview).getByTestId("prompt-preview")).toHaveTextContent("Write to Ana in a friendly tone.");

    await user.click(body);
    await user.paste(" {{bad name}}");
    expect(await within(preview).findByText("Fix the variables to see the fill-in form:")).toBeVisible();
  });

  it("shows the contract's messages under the fields and sends nothing", async () => {
    const server = withCategories();
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />, { path: "/?edit=new" });
    await user.type(await screen.findByLabelText("Tags"), "Email");
    await user.click(screen.getByRole("button", { name: "Create prompt" }));
    expect(await screen.findByText("Title is required")).toBeVisible();
    expect(screen.getByText("Description is required")).toBeVisible();
    expect(screen.getByText("Pick at least one model")).toBeVisible();
    expect(screen.getByText("Tags are lowercase words separated by single spaces or hyphens")).toBeVisible();
    expect(screen.getByLabelText("Title")).toHaveFocus();
    expect(server.requestsTo("POST", "/api/admin/library")).toHaveLength(0);
  });

  it("creates a prompt with a slug offered from its title, then returns to the list", async () => {
    const server = withCategories()
      .on("POST", "/api/admin/library", { status: 201, body: coldEmail })
      .on("GET", "/api/admin/library", { status: 200, body: { items: [], total: 0, page: 1, pageCount: 1 } });
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />, { path: "/?edit=new" });
    await user.type(await screen.findByLabelText("Title"), "Cold email opener!");
    await user.tab();
    expect(screen.getByLabelText("Slug")).toHaveValue("cold-email-opener");
    await user.type(screen.getByLabelText("Description"), "A first line that earns a reply.");
    await user.click(screen.getByLabelText("Prompt"));
    await user.paste("Write a cold email to {{recipient}}.");
    await user.selectOptions(screen.getByLabelText("Category"), "marketing");
    await user.type(screen.getByLabelText("Tags"), "email, sales");
    await user.click(screen.getByLabelText("ChatGPT"));
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.click(screen.getByRole("button", { name: "Create prompt" }));
    expect(await screen.findByText("Cold email opener created")).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/library")[0]?.body).toEqual({
      slug: "cold-email-opener",
      title: "Cold email opener!",
      description: "A first line that earns a reply.",
      body: "Write a cold email to {{recipient}}.",
      example: "",
      type: "text",
      category: "marketing",
      tags: ["email", "sales"],
      models: ["chatgpt"],
      featured: false,
      status: "published",
    });
    expect(await screen.findByText("No prompts yet.")).toBeVisible();
  });

  it("edits a stored prompt and shows the server's refusal above the fields", async () => {
    const server = withCategories()
      .on("GET", "/api/admin/library/:id", { status: 200, body: coldEmail })
      .on("PUT", "/api/admin/library/:id", apiError(409, "conflict", 'A prompt with the slug "cold-email" exists'));
    const { user } = renderWithApp(<LibraryAdminScreen type="text" />, { path: `/?edit=${coldEmail.id}` });
    expect(await screen.findByRole("heading", { name: "Cold email opener" })).toBeVisible();
    expect(screen.getByLabelText("Tags")).toHaveValue("email, sales");
    expect(screen.getByLabelText("Claude")).toBeChecked();
    await user.clear(screen.getByLabelText("Example of use"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent('A prompt with the slug "cold-email" exists');
    expect(server.requestsTo("PUT", `/api/admin/library/${coldEmail.id}`)[0]?.body).toMatchObject({ example: "" });
  });

  it("says when the prompt cannot be loaded", async () => {
    withCategories().on("GET", "/api/admin/library/:id", apiError(404, "not_found", "Prompt not found"));
    renderWithApp(<LibraryAdminScreen type="text" />, { path: `/?edit=${coldEmail.id}` });
    expect(await screen.findByText(/Could not load the prompt. Prompt not found/)).toBeVisible();
  });

  it("uploads, checks and removes an image prompt's example image", async () => {
    const image = { ...coldEmail, type: "image" as const, models: ["midjourney"], exampleImageUrl: null };
    const server = fakeApi()
      .on("GET", "/api/admin/library-categories", { status: 200, body: { items: [] } })
      .on("GET", "/api/admin/library/:id", { status: 200, body: image })
      .on("PUT", "/api/admin/library/:id/example-image", {
        status: 200,
        body: { exampleImageUrl: "/api/uploads/x.png" },
      })
      .on("DELETE", "/api/admin/library/:id/example-image", { status: 204 });
    const { user } = renderWithApp(<LibraryAdminScreen type="image" />, { path: `/?edit=${image.id}` });
    await user.upload(await screen.findByLabelText("Upload image"), new File(["png"], "x.png", { type: "image/png" }));
    expect(await screen.findByRole("img", { name: `Example result for ${image.title}` })).toHaveAttribute(
      "src",
      "/api/uploads/x.png",
    );
    expect(server.requestsTo("PUT", `/api/admin/library/${image.id}/example-image`)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    expect(await screen.findByText("Example image removed")).toBeVisible();
    expect(screen.queryByRole("img", { name: `Example result for ${image.title}` })).toBeNull();

    // The picker offers only the accepted types; a drop or an "All files" choice can still bring another.
    const gif = new File(["gif"], "x.gif", { type: "image/gif" });
    fireEvent.change(screen.getByLabelText("Upload image"), { target: { files: [gif] } });
    expect(await screen.findByText("Choose a PNG, JPEG or WebP image.")).toBeVisible();
    expect(server.requestsTo("PUT", `/api/admin/library/${image.id}/example-image`)).toHaveLength(1);
  });
});
