import { defaultVisionInstructions } from "@promptloom/contracts/studio/photo-studio";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../../testing/fake-api.ts";
import { renderWithApp } from "../../../../testing/render.tsx";
import { AdminPhotoStudioScreen } from "./admin-photo-studio-screen.tsx";

const saved = {
  maxBytes: 10 * 1024 * 1024,
  allowedTypes: ["image/jpeg", "image/png", "image/webp"],
  visionInstructions: "Describe the photo for an image model, briefly.",
  visionModel: null,
};

const renderSettings = (answer: (server: ReturnType<typeof fakeApi>) => void = () => undefined) => {
  const server = fakeApi().on("GET", "/api/admin/photo-studio/settings", { status: 200, body: saved });
  answer(server);
  return { server, ...renderWithApp(<AdminPhotoStudioScreen />) };
};

describe("AdminPhotoStudioScreen", () => {
  it("announces that it is loading", async () => {
    renderSettings((server) => server.hang("GET", "/api/admin/photo-studio/settings"));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the Photo Studio settings");
  });

  it("says why the settings did not load", async () => {
    renderSettings((server) =>
      server.on("GET", "/api/admin/photo-studio/settings", apiError(500, "internal_error", "Down.")),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the Photo Studio settings. Down.");
  });

  it("refuses a size out of range and no file type at all", async () => {
    const { server, user } = renderSettings();
    const size = await screen.findByRole("spinbutton", { name: "Largest photo (MB)" });
    await user.clear(size);
    await user.type(size, "30");
    for (const type of ["JPEG", "PNG", "WebP"]) await user.click(screen.getByRole("checkbox", { name: type }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("The size limit can be at most 20 MB")).toBeVisible();
    expect(screen.getByText("Allow at least one file type")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/photo-studio/settings")).toHaveLength(0);
  });

  it("saves the limits in bytes and the default instructions on request", async () => {
    const { server, user } = renderSettings((fake) =>
      fake.on("PUT", "/api/admin/photo-studio/settings", ({ body }) => ({
        status: 200,
        body: { ...(body as object), visionModel: null },
      })),
    );
    const size = await screen.findByRole("spinbutton", { name: "Largest photo (MB)" });
    expect(
      screen.getByText(/Photo descriptions are off: they need a vision model\. Set AI_VISION_MODEL/),
    ).toBeVisible();
    await user.clear(size);
    await user.type(size, "5");
    await user.click(screen.getByRole("checkbox", { name: "WebP" }));
    await user.click(screen.getByRole("button", { name: "Use the default instructions" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Photo Studio settings saved")).toBeVisible();
    expect(server.requestsTo("PUT", "/api/admin/photo-studio/settings")[0]?.body).toEqual({
      maxBytes: 5 * 1024 * 1024,
      allowedTypes: ["image/jpeg", "image/png"],
      visionInstructions: defaultVisionInstructions,
    });
  });

  it("names the vision model when one is configured, and shows the server's refusal", async () => {
    const { user } = renderSettings((fake) =>
      fake
        .on("GET", "/api/admin/photo-studio/settings", { status: 200, body: { ...saved, visionModel: "vision-test" } })
        .on(
          "PUT",
          "/api/admin/photo-studio/settings",
          apiError(400, "validation_error", "Write at least a sentence of instructions"),
        ),
    );
    expect(await screen.findByText("Photos are described by vision-test.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Write at least a sentence of instructions");
  });
});
