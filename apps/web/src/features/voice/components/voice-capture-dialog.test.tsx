import { voiceMessages } from "@promptloom/contracts/voice";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { apiError, fakeApi } from "../../../testing/fake-api.ts";
import { fakeMicrophone } from "../../../testing/fake-microphone.ts";
import { renderWithApp } from "../../../testing/render.tsx";
import VoiceCaptureDialog from "./voice-capture-dialog.tsx";

const openDialog = () =>
  renderWithApp(<VoiceCaptureDialog open onOpenChange={vi.fn()} />, { path: "/app/voice-prompts" });

describe("VoiceCaptureDialog", () => {
  it("listens at once, then transcribes the recording and shows the prompt it becomes", async () => {
    fakeMicrophone();
    const server = fakeApi()
      .on("POST", "/api/functions/transcribe", { status: 200, body: { text: "write a welcome email for my bakery" } })
      .on("POST", "/api/functions/perfect-prompt", {
        status: 200,
        body: {
          perfected: "You are a copywriter. Write a warm welcome email for a bakery.",
          engine: "Built-in composer",
        },
      });
    const { user } = openDialog();
    const dialog = await screen.findByRole("dialog", { name: "Speak a task" });
    expect(dialog).toHaveTextContent("Live captions aren't available in this browser.");
    await user.click(within(dialog).getByRole("button", { name: "Stop" }));

    expect(await screen.findByRole("dialog", { name: "Your voice prompt" })).toBeVisible();
    expect(screen.getByDisplayValue("You are a copywriter. Write a warm welcome email for a bakery.")).toBeVisible();
    expect(server.requestsTo("POST", "/api/functions/perfect-prompt")[0]?.body).toEqual({
      prompt: "write a welcome email for my bakery",
    });
  });

  it("says so when the microphone cannot be used, and offers to start again", async () => {
    fakeMicrophone({ denied: true });
    fakeApi();
    openDialog();
    expect(await screen.findByText(voiceMessages.microphoneError.title)).toBeVisible();
    expect(screen.getByText(voiceMessages.microphoneError.description)).toBeVisible();
    expect(within(screen.getByRole("dialog")).getByRole("button", { name: "Start recording" })).toBeVisible();
  });

  it("shows why the recording could not be transcribed, and offers to try again", async () => {
    fakeMicrophone();
    fakeApi().on(
      "POST",
      "/api/functions/transcribe",
      apiError(503, "service_unavailable", "The AI service is unavailable right now. Please try again later."),
    );
    const { user } = openDialog();
    await user.click(await screen.findByRole("button", { name: "Stop" }));
    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The AI service is unavailable right now. Please try again later.",
    );
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
