import type { Resource } from "@promptloom/contracts/resources";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ResourceEditor } from "./resource-editor.tsx";

const saved: Resource = {
  id: "r1",
  slug: "briefing-designers",
  title: "Briefing designers",
  summary: "What a designer needs.",
  body: "## The brief",
  kind: "guide",
  tags: ["design", "briefs"],
  file: null,
  isPublished: true,
  updatedAt: "2025-03-10T09:00:00.000Z",
  createdAt: "2025-03-10T09:00:00.000Z",
};

describe("ResourceEditor", () => {
  it("checks a new resource, creates it with its topics, then offers to attach a file", async () => {
    const server = fakeApi().on("POST", "/api/admin/resources", { status: 201, body: saved });
    const { user } = renderWithApp(<ResourceEditor resource={null} onClose={() => undefined} />);
    await user.click(screen.getByRole("button", { name: "Create resource" }));
    expect(await screen.findByText("Title is required")).toBeVisible();
    expect(screen.getByText("Body is required")).toBeVisible();

    await user.type(screen.getByLabelText("Title"), "Briefing designers");
    await user.type(screen.getByLabelText("Summary"), "What a designer needs.");
    await user.type(screen.getByLabelText("Topics"), "Design, briefs");
    await user.type(screen.getByLabelText("Body (Markdown)"), "## The brief");
    await user.click(screen.getByLabelText("Published (members see it)"));
    await user.click(screen.getByRole("button", { name: "Create resource" }));
    expect(await screen.findByText("Resource created")).toBeVisible();
    expect(server.requestsTo("POST", "/api/admin/resources")[0]?.body).toEqual({
      title: "Briefing designers",
      summary: "What a designer needs.",
      body: "## The brief",
      kind: "guide",
      tags: ["design", "briefs"],
      isPublished: true,
    });
    expect(screen.getByRole("button", { name: "Attach file" })).toBeVisible();
  });

  it("attaches a file and shows the server's refusal of another", async () => {
    const server = fakeApi().on("PUT", "/api/admin/resources/:id/file", {
      status: 200,
      body: { ...saved, file: { name: "brief.pdf", contentType: "application/pdf", size: 2048 } },
    });
    const { user } = renderWithApp(<ResourceEditor resource={saved} onClose={() => undefined} />);
    await user.upload(
      screen.getByLabelText("Choose a file to attach"),
      new File(["%PDF-1.7"], "brief.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("brief.pdf (2 KB)")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/resources/:id/file")[0]?.query.get("name")).toBe("brief.pdf");

    server.on(
      "PUT",
      "/api/admin/resources/:id/file",
      apiError(400, "validation_error", "This file's content is not PDF."),
    );
    await user.upload(
      screen.getByLabelText("Choose a file to attach"),
      new File(["nope"], "fake.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("This file's content is not PDF.")).toBeVisible();
  });
});
