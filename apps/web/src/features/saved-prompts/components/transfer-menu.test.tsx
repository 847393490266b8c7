import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { TransferMenu } from "./transfer-menu.tsx";

const file = (name: string, content: string) => new File([content], name, { type: "application/octet-stream" });

const renderMenu = () => {
  const server = fakeApi();
  return { server, ...renderWithApp(<TransferMenu filters={{ source: "voice", tag: "sales" }} />) };
};

describe("TransferMenu", () => {
  it("downloads the prompts on screen in each format", () => {
    renderMenu();
    for (const [name, format] of [
      ["JSON", "json"],
      ["CSV", "csv"],
      ["Markdown", "md"],
    ]) {
      const link = screen.getByRole("link", { name });
      const address = new URL(link.getAttribute("href") ?? "", "http://localhost");
      expect(address.pathname).toBe("/api/saved-prompts/export");
      expect(Object.fromEntries(address.searchParams)).toEqual({ source: "voice", tag: "sales", format });
    }
  });

  it("imports a file and says how many prompts came in and which rows were skipped", async () => {
    const { server, user } = renderMenu();
    server.on("POST", "/api/saved-prompts/import", {
      status: 200,
      body: { imported: 2, skipped: [{ row: 3, title: null, reason: "title: Title is required" }] },
    });
    await user.upload(screen.getByLabelText("Import prompts from a file"), file("mine.csv", "title,prompt\nA,B"));
    expect(await screen.findByText("Imported 2 prompts")).toBeVisible();
    expect(screen.getByText("Skipped 1: row 3 (title: Title is required)")).toBeVisible();
    expect(server.requestsTo("POST", "/api/saved-prompts/import")[0]?.body).toEqual({
      format: "csv",
      content: "title,prompt\nA,B",
    });
  });

  it("refuses a file that is neither JSON nor CSV without sending it", async () => {
    const { server } = renderMenu();
    // The file dialog only suggests .json and .csv; a person can still pick "All files".
    fireEvent.change(screen.getByLabelText("Import prompts from a file"), {
      target: { files: [file("notes.txt", "hello")] },
    });
    expect(await screen.findByText("Import failed")).toBeVisible();
    expect(screen.getByText("Choose a .json or .csv file.")).toBeVisible();
    expect(server.requestsTo("POST", "/api/saved-prompts/import")).toHaveLength(0);
  });

  it("says why the server refused a file", async () => {
    const { server, user } = renderMenu();
    server.on("POST", "/api/saved-prompts/import", apiError(400, "validation_error", "The file is not valid JSON."));
    await user.upload(screen.getByLabelText("Import prompts from a file"), file("mine.json", "{"));
    expect(await screen.findByText("Import failed")).toBeVisible();
    expect(screen.getByText("The file is not valid JSON.")).toBeVisible();
  });
});
