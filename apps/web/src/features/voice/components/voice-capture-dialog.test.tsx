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

  it("when nothing can transcribe, says so before recording and lets the member type the task instead", async () => {
    const { getUserMedia } = fakeMicrophone();
    const server = fakeApi()
      .on("GET", "/api/functions/transcribe", { status: 200, body: { canTranscribe: false, setupHint: null } })
      .on("POST", "/api/functions/perfect-prompt", {
        status: 200,
        body: { perfected: "You are a copywriter. Write a welcome email.", engine: "Built-in composer" },
      });
    const { user } = openDialog();
    const dialog = await screen.findByRole("dialog", { name: "Type a task" });
    expect(dialog).toHaveTextContent("Voice input isn't available here right now, so type your task instead.");
    expect(dialog.textContent).not.toMatch(/AI_|pocketsphinx|apt-get/);
    expect(within(dialog).queryByRole("button", { name: "Speak instead" })).not.toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();

    const field = within(dialog).getByRole("textbox", { name: "Your task" });
    expect(field).toHaveFocus();
    await user.type(field, "a welcome email for my bakery");
    expect(dialog).toHaveTextContent("29/400");
    await user.click(within(dialog).getByRole("button", { name: "Write my prompt" }));

    expect(await screen.findByRole("dialog", { name: "Your voice prompt" })).toBeVisible();
    expect(screen.getByDisplayValue("You are a copywriter. Write a welcome email.")).toBeVisible();
    expect(server.requestsTo("POST", "/api/functions/perfect-prompt")[0]?.body).toEqual({
      prompt: "a welcome email for my bakery",
    });
    expect(server.requestsTo("POST", "/api/functions/transcribe")).toHaveLength(0);
  });

  it("gives administrators the setup hint along with the plain words", async () => {
    fakeMicrophone();
    fakeApi().on("GET", "/api/functions/transcribe", {
      status: 200,
      body: { canTranscribe: false, setupHint: "Install pocketsphinx to turn voice on." },
    });
    openDialog();
    const dialog = await screen.findByRole("dialog", { name: "Type a task" });
    expect(dialog).toHaveTextContent("Install pocketsphinx to turn voice on.");
  });

  it("offers to type instead while listening, keeps the limit, and refuses over 400 characters", async () => {
    fakeMicrophone();
    const server = fakeApi().on("GET", "/api/functions/transcribe", {
      status: 200,
      body: { canTranscribe: true, setupHint: null },
    });
    const { user } = openDialog();
    await user.click(await screen.findByRole("button", { name: "Type instead" }));
    const dialog = await screen.findByRole("dialog", { name: "Type a task" });
    expect(within(dialog).getByRole("button", { name: "Speak instead" })).toBeVisible();
    const field = within(dialog).getByRole("textbox", { name: "Your task" });
    await user.click(field);
    await user.paste("x".repeat(401));
    expect(dialog).toHaveTextContent("Your input is too long—please keep it under 400 characters.");
    expect(within(dialog).getByRole("button", { name: "Write my prompt" })).toBeDisabled();
    expect(server.requestsTo("POST", "/api/functions/transcribe")).toHaveLength(0);
  });
});
