import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { fakeApi } from "../../../testing/fake-api.ts";
import { fakeMicrophone } from "../../../testing/fake-microphone.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import { GenieScreen } from "./genie-screen.tsx";

const api = (canTranscribe: boolean) =>
  fakeApi()
    .on("GET", "/api/genie/engine", { status: 200, body: { engine: "Built-in composer", usesModel: false } })
    .on("GET", "/api/genie/sessions", { status: 200, body: { items: [] } })
    .on("GET", "/api/functions/transcribe", { status: 200, body: { canTranscribe, setupHint: null } });

describe("Genie's Dictate", () => {
  it("says plainly, before recording, that voice is unavailable, and leaves the request to be typed", async () => {
    const { getUserMedia } = fakeMicrophone();
    const server = api(false);
    const { user } = renderWithApp(<GenieScreen initialRequest="" />);
    await user.click(screen.getByRole("button", { name: "Dictate" }));
    expect(
      await screen.findByText("Voice input isn't available here right now, so type your task instead."),
    ).toBeVisible();
    expect(screen.queryByText(/pocketsphinx|AI_API_KEY|apt-get/)).not.toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Dictate" })).toBeEnabled();
    expect(server.requestsTo("POST", "/api/functions/transcribe")).toHaveLength(0);
  });

  it("records when the server can transcribe", async () => {
    const { getUserMedia } = fakeMicrophone();
    api(true);
    const { user } = renderWithApp(<GenieScreen initialRequest="" />);
    await user.click(screen.getByRole("button", { name: "Dictate" }));
    expect(await screen.findByRole("button", { name: "Stop dictation" })).toBeVisible();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });
});
