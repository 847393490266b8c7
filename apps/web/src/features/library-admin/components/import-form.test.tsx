import type { LibraryImportReport } from "@promptloom/contracts/library-admin";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { writing } from "./library-admin-fixtures.ts";
import { TransferPanel } from "./transfer-panel.tsx";

const importRoute = "/api/admin/library/import";
const csv = "slug,title,description,body,type,category\nnew-one,New one,Desc,Do {{thing}},text,writing\n";
const report = (dryRun: boolean): LibraryImportReport => ({
  imported: dryRun ? 0 : 2,
  added: [{ row: 1, slug: "new-one", title: "New one" }],
  updated: [{ row: 2, slug: "cold-email", title: "Cold email opener", changes: ["body", "tags"] }],
  unchanged: 3,
  skipped: [{ row: 4, title: "Broken", reason: "title: Title is required" }],
  dryRun,
});

const render = (type: "text" | "image" = "text") => {
  const server = fakeApi().on("GET", "/api/admin/library-categories", { status: 200, body: { items: [writing] } });
  return { server, ...renderWithApp(<TransferPanel type={type} />) };
};

describe("admin: library import and export", () => {
  it("previews what a file adds, updates and rejects, then imports it", async () => {
    const { server, user } = render();
    server.on("POST", importRoute, (request) => ({
      status: 200,
      body: report((request.body as { dryRun: boolean }).dryRun),
    }));
    expect(screen.getByRole("button", { name: "Preview import" })).toBeDisabled();
    await user.upload(screen.getByLabelText("File"), new File([csv], "prompts.csv", { type: "text/csv" }));
    await user.selectOptions(screen.getByLabelText("Prompts already in the library (same slug)"), "update");
    await user.selectOptions(screen.getByLabelText("Status"), "draft");
    await user.click(screen.getByRole("button", { name: "Preview import" }));

    expect(await screen.findByText("Preview: 1 to add, 1 to update, 3 unchanged, 1 rejected.")).toBeVisible();
    expect(screen.getByText(/Row 2: Cold email opener — changes body, tags/)).toBeVisible();
    expect(screen.getByText("title: Title is required")).toBeVisible();
    expect(server.requestsTo("POST", importRoute)[0]?.body).toEqual({
      existing: "update",
      status: "draft",
      format: "csv",
      content: csv,
      dryRun: true,
    });

    await user.click(screen.getByRole("button", { name: "Import 2 prompts" }));
    expect(await screen.findByText("2 prompts imported")).toBeVisible();
    expect(screen.getByText("Imported: 1 added, 1 updated, 3 unchanged, 1 rejected.")).toBeVisible();
    expect(server.requestsTo("POST", importRoute)[1]?.body).toMatchObject({ dryRun: false, existing: "update" });
    expect(screen.queryByRole("button", { name: /^Import \d/ })).toBeNull();
  });

  it("asks for a new preview when an option changes", async () => {
    const { server, user } = render();
    server.on("POST", importRoute, { status: 200, body: report(true) });
    await user.upload(screen.getByLabelText("File"), new File([csv], "prompts.csv", { type: "text/csv" }));
    await user.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByRole("button", { name: "Import 2 prompts" })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Category for rows without one"), "writing");
    expect(screen.queryByRole("button", { name: "Import 2 prompts" })).toBeNull();
    expect(screen.queryByText(/^Preview:/)).toBeNull();
  });

  it("refuses a file of another kind, and shows the server's refusal", async () => {
    const { server, user } = render();
    server.on("POST", importRoute, apiError(400, "invalid_file", "Row 1: the JSON does not parse"));
    await user.upload(screen.getByLabelText("File"), new File(["[{"], "prompts.json", { type: "application/json" }));
    await user.click(screen.getByRole("button", { name: "Preview import" }));
    expect(await screen.findByText("Row 1: the JSON does not parse")).toBeVisible();

    // Chosen through "All files" in the picker: the accept list only suggests.
    const notes = new File(["x"], "notes.txt", { type: "text/plain" });
    fireEvent.change(screen.getByLabelText("File"), { target: { files: [notes] } });
    expect(await screen.findByText("Choose a .csv or .json file.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Preview import" })).toBeDisabled();
  });

  it("offers the screen's own kind of prompt as CSV and JSON downloads", () => {
    render();
    expect(screen.getByRole("heading", { name: "Export the text prompts" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/library/export?format=csv&type=text",
    );
    expect(screen.getByRole("link", { name: "Export JSON" })).toHaveAttribute(
      "href",
      "/api/admin/library/export?format=json&type=text",
    );
  });

  it("exports image prompts from the Image prompts screen", () => {
    render("image");
    expect(screen.getByRole("heading", { name: "Export the image prompts" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Export JSON" })).toHaveAttribute(
      "href",
      "/api/admin/library/export?format=json&type=image",
    );
  });
});
