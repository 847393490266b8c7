import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { photoUpload, studioOptions } from "../studio-test-data.ts";
import { PhotoStudioScreen } from "./photo-studio-screen.tsx";

type Server = ReturnType<typeof fakeApi>;

const settings = (visionModel: string | null = null) => ({
  status: 200,
  body: { maxBytes: 10 * 1024 * 1024, allowedTypes: ["image/jpeg", "image/png", "image/webp"], visionModel },
});

const renderPhotoStudio = (answer: (server: Server) => void = () => undefined, path = "/app/photo-studio") => {
  const server = fakeApi()
    .on("GET", "/api/photo-studio/settings", settings())
    .on("GET", "/api/studio/options", { status: 200, body: { items: studioOptions } })
    .on("GET", "/api/photo-studio/uploads", { status: 200, body: { items: [] } });
  answer(server);
  return { server, ...renderWithApp(<PhotoStudioScreen />, { path }) };
};

const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

describe("PhotoStudioScreen", () => {
  it("announces that it is loading", async () => {
    renderPhotoStudio((server) => server.hang("GET", "/api/photo-studio/settings"));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the Photo Studio");
  });

  it("says why it did not load and tries again", async () => {
    const { server, user } = renderPhotoStudio((fake) =>
      fake.on("GET", "/api/photo-studio/settings", apiError(500, "internal_error", "Storage is away.")),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the Photo Studio. Storage is away.");
    server.on("GET", "/api/photo-studio/settings", settings());
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Choose a photo")).toBeVisible();
  });

  it("says when the member has no photos yet", async () => {
    renderPhotoStudio();
    expect(await screen.findByRole("heading", { name: "No photos yet." })).toBeVisible();
    expect(screen.getByText(/JPEG, PNG, WebP, at most 10 MB/)).toBeVisible();
  });

  it("refuses a file of the wrong type or size before sending it", async () => {
    const { server, user } = renderPhotoStudio();
    const input = await screen.findByLabelText("Choose a photo");
    // Dropped, since the file picker itself offers only the accepted types.
    fireEvent.drop(input, { dataTransfer: { files: [file("notes.gif", "image/gif")] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Upload a JPEG, PNG or WebP photo.");
    await user.upload(input, file("huge.jpg", "image/jpeg", 11 * 1024 * 1024));
    expect(await screen.findByRole("alert")).toHaveTextContent("Photos must be at most 10 MB.");
    expect(server.requestsTo("POST", "/api/photo-studio/uploads")).toHaveLength(0);
  });

  it("shows the server's refusal of a disguised file", async () => {
    const { user } = renderPhotoStudio((server) =>
      server.on(
        "POST",
        "/api/photo-studio/uploads",
        apiError(415, "unsupported_media_type", "Upload a JPEG, PNG or WebP photo."),
      ),
    );
    await user.upload(await screen.findByLabelText("Choose a photo"), file("fake.jpg", "image/jpeg"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Upload a JPEG, PNG or WebP photo.");
  });

  it("shows the progress, then the photo it uploaded", async () => {
    const uploaded = photoUpload();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { server, user } = renderPhotoStudio((fake) =>
      fake.on("POST", "/api/photo-studio/uploads", () => new Promise((resolve) => (answer = resolve))),
    );
    await user.upload(await screen.findByLabelText("Choose a photo"), file("harbour.jpg", "image/jpeg"));
    expect(await screen.findByRole("progressbar", { name: "Uploading your photo" })).toBeVisible();
    expect(screen.getByLabelText("Choose a photo")).toBeDisabled();

    server.on("GET", "/api/photo-studio/uploads", { status: 200, body: { items: [uploaded] } });
    answer({ status: 201, body: uploaded });
    expect(await screen.findByRole("heading", { name: "harbour.jpg" })).toBeVisible();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(server.requestsTo("POST", "/api/photo-studio/uploads")[0]?.body).toBeInstanceOf(FormData);
  });

  it("shows a photo's palette, measurements and choices, and opens them in the Prompt Studio", async () => {
    const uploaded = photoUpload();
    renderPhotoStudio((server) =>
      server.on("GET", "/api/photo-studio/uploads", { status: 200, body: { items: [uploaded] } }),
    );
    const palette = await screen.findByRole("list", { name: "Colour palette" });
    expect(palette).toHaveTextContent("deep teal #1f4e5f · 52%");
    expect(palette).toHaveTextContent("burnt orange #e07a3f · 31%");
    const choices = screen.getByLabelText("Builder choices from this photo");
    expect(choices).toHaveTextContent("Lighting" + "Golden hour");
    expect(choices).toHaveTextContent("Colour palette" + '"deep teal and burnt orange"');
    expect(screen.getByRole("link", { name: "Open in Prompt Studio" })).toHaveAttribute(
      "href",
      `/app/prompt-studio?photo=${uploaded.id}`,
    );
    expect(screen.getByText(/Photo descriptions aren't available on this site yet/)).toBeVisible();
    expect(screen.queryByText(/AI_VISION_MODEL/)).not.toBeInTheDocument();
  });

  it("asks the vision model for a description when one is configured", async () => {
    const uploaded = photoUpload();
    const described = photoUpload({
      description: {
        subject: "fishing boats in a harbour at sunset",
        style: "",
        medium: "",
        lighting: "",
        composition: "",
        camera: "",
        mood: "",
        palette: "",
      },
      describedBy: "vision-test",
    });
    const { server, user } = renderPhotoStudio((fake) =>
      fake
        .on("GET", "/api/photo-studio/settings", settings("vision-test"))
        .on("GET", "/api/photo-studio/uploads", { status: 200, body: { items: [uploaded] } })
        .on(
          "POST",
          "/api/photo-studio/uploads/:id/describe",
          apiError(503, "service_unavailable", "The model is busy."),
        ),
    );
    await user.click(await screen.findByRole("button", { name: "Describe it for me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The model is busy.");

    server
      .on("POST", "/api/photo-studio/uploads/:id/describe", { status: 200, body: described })
      .on("GET", "/api/photo-studio/uploads", { status: 200, body: { items: [described] } });
    await user.click(screen.getByRole("button", { name: "Describe it for me" }));
    expect(await screen.findByText("fishing boats in a harbour at sunset")).toBeVisible();
    expect(screen.getByText("(described by vision-test)")).toBeVisible();
  });

  it("re-opens and deletes earlier photos", async () => {
    const first = photoUpload();
    const second = photoUpload({ id: "33333333-3333-4333-8333-333333333333", fileName: "forest.png" });
    const { server, user } = renderPhotoStudio((fake) =>
      fake
        .on("GET", "/api/photo-studio/uploads", { status: 200, body: { items: [first, second] } })
        .on("DELETE", "/api/photo-studio/uploads/:id", { status: 204 }),
    );
    await user.click(await screen.findByRole("button", { name: "Open forest.png" }));
    expect(screen.getByRole("heading", { name: "forest.png" })).toBeVisible();
    server.on("GET", "/api/photo-studio/uploads", { status: 200, body: { items: [first] } });
    await user.click(screen.getByRole("button", { name: "Delete forest.png" }));
    expect(await screen.findByText("Photo deleted")).toBeVisible();
    expect(server.requestsTo("DELETE", "/api/photo-studio/uploads/:id")[0]?.path).toBe(
      `/api/photo-studio/uploads/${second.id}`,
    );
    expect(await screen.findByRole("heading", { name: "harbour.jpg" })).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Your photos" })).queryByText("forest.png"),
    ).not.toBeInTheDocument();
  });
});
