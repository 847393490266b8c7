import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { ApiReference } from "./api-reference.tsx";

const document = {
  openapi: "3.1.0",
  info: { title: "Promptloom API", version: "1.0.0" },
  servers: [{ url: "https://loom.example/api/v1" }],
  paths: {
    "/prompts/refine": {
      post: {
        operationId: "refinePrompt",
        tags: ["Prompts"],
        summary: "Refine a prompt",
        description: "Turns a rough request into a polished prompt.",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { prompt: { type: "string", maxLength: 10000, description: "The rough request." } },
                required: ["prompt"],
              },
            },
          },
        },
        responses: {
          "200": { description: "The refined prompt." },
          "429": { description: "Too many requests." },
        },
      },
    },
  },
};

describe("the API reference", () => {
  it("says so while the document loads and when it cannot be loaded", async () => {
    fakeApi().hang("GET", "/api/openapi.json");
    const loading = renderWithApp(<ApiReference />);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the API reference");
    loading.unmount();

    fakeApi().on("GET", "/api/openapi.json", apiError(503, "service_unavailable", "Down for maintenance"));
    renderWithApp(<ApiReference />);
    expect(await screen.findByText(/Could not load the API reference. Down for maintenance/)).toBeVisible();
  });

  it("lists each endpoint with its body fields, errors and a request to copy", async () => {
    fakeApi().on("GET", "/api/openapi.json", { status: 200, body: document });
    const { user } = renderWithApp(<ApiReference />);
    expect(await screen.findByRole("link", { name: "POST Refine a prompt" })).toHaveAttribute("href", "#refinePrompt");
    const operation = within(screen.getByRole("heading", { name: "Refine a prompt" }).closest("[id]") as HTMLElement);
    expect(operation.getByText("/api/v1/prompts/refine")).toBeVisible();
    const body = within(operation.getByRole("table", { name: "JSON body" }));
    expect(body.getByText("The rough request.")).toBeVisible();
    expect(body.getByText("required")).toBeVisible();
    expect(operation.getByText("Too many requests.")).toBeVisible();
    await user.click(operation.getByRole("button", { name: "Copy curl" }));
    expect(await navigator.clipboard.readText()).toContain('curl -X POST "https://loom.example/api/v1/prompts/refine"');
  });
});
