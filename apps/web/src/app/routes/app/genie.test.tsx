import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { Component as GenieRoute } from "./genie.tsx";

const genie = () =>
  fakeApi()
    .on("GET", "/api/genie/engine", { status: 200, body: { engine: "Built-in composer", usesModel: false } })
    .on("GET", "/api/genie/sessions", { status: 200, body: { items: [] } });

describe("Genie handed a prompt by Prompt Studio", () => {
  it("starts from it as an image prompt for the model it was written for", () => {
    genie();
    renderWithApp(<GenieRoute />, {
      path: `/app/genie?${new URLSearchParams({ request: "a red kite --v 8.1", image: "midjourney" }).toString()}`,
    });
    expect(screen.getByRole("textbox", { name: "Your rough request" })).toHaveValue(
      "Midjourney prompt: a red kite --v 8.1",
    );
  });

  it("keeps a request from another tool as it is, and ignores an unknown image model", () => {
    genie();
    renderWithApp(<GenieRoute />, { path: "/app/genie?request=a%20haiku%20about%20rain&image=paintbrush" });
    expect(screen.getByRole("textbox", { name: "Your rough request" })).toHaveValue("a haiku about rain");
  });
});
