import { voiceFallbackMessages } from "@promptloom/contracts/voice";
import { AlertCircle, Keyboard, Mic, Square } from "lucide-react";
import { useEffect, useRef } from "react";

import { Alert, AlertDescription } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useVoiceCapture } from "../use-voice-capture.ts";
import type { VoiceCaptureState } from "../voice-capture-state.ts";
import { TranscriptPreview } from "./transcript-preview.tsx";
import { TypedTaskForm } from "./typed-task-form.tsx";
import { VoiceResultView } from "./voice-result-view.tsx";

const descriptions: Record<VoiceCaptureState["status"], string> = {
  idle: "Describe the task you want help with. We'll turn it into a polished prompt.",
  listening: "Listening… say what you need, then press Stop.",
  processing: "Turning your words into a prompt…",
  result: "Edit the prompt if you like, then copy or save it.",
  error: "Something went wrong while processing your voice input.",
  typing: "Type the task you want help with. We'll turn it into a polished prompt.",
};

const titleOf = (state: VoiceCaptureState) =>
  state.status === "result" ? "Your voice prompt" : state.status === "typing" ? "Type a task" : "Speak a task";

function ListeningIndicator() {
  return (
    <span className="relative flex size-3" aria-hidden="true">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-destructive opacity-75" />
      <span className="relative inline-flex size-3 rounded-full bg-destructive" />
    </span>
  );
}

/**
 * The voice capture dialog: it starts listening when it opens (one tap from the microphone
 * button), and closing it abandons whatever is under way.
 */
export default function VoiceCaptureDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { state, canUseVoice, start, stop, clear, typeInstead, submitTyped } = useVoiceCapture();
  // Keyboard focus follows the flow: Stop while listening, Clear while processing, Start otherwise.
  const primaryAction = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) void start();
    else clear();
  }, [open, start, clear]);

  useEffect(() => {
    primaryAction.current?.focus();
  }, [state.status]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        aria-busy={state.status === "processing"}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            {state.status === "listening" ? <ListeningIndicator /> : <Mic aria-hidden="true" className="size-5" />}
            {titleOf(state)}
          </DialogTitle>
          <DialogDescription>{descriptions[state.status]}</DialogDescription>
        </DialogHeader>

        {state.status === "result" ? (
          <VoiceResultView key={state.result.title} result={state.result} onClear={clear} />
        ) : state.status === "typing" ? (
          <TypedTaskForm
            initialText={state.transcript}
            notice={state.notice}
            onSubmit={(text) => void submitTyped(text)}
            onSpeak={canUseVoice ? () => void start() : null}
          />
        ) : (
          <div className="grid gap-4">
            {state.status === "error" ? (
              <Alert variant="destructive">
                <AlertCircle aria-hidden="true" className="size-4" />
                <AlertDescription>{state.message}</AlertDescription>
              </Alert>
            ) : null}
            {state.status === "listening" && !state.isRecognitionAvailable ? (
              <p className="text-sm text-muted-foreground">
                Live captions aren't available in this browser. Your recording will be transcribed when you stop.
              </p>
            ) : null}
            <TranscriptPreview
              transcript={state.transcript}
              interim={state.status === "listening" ? state.interim : ""}
              placeholder={state.status === "listening" ? "Listening…" : "Your words will appear here."}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {state.status === "processing" ? (
                <>
                  <Button ref={primaryAction} variant="ghost" onClick={clear}>
                    Clear
                  </Button>
                  <Button disabled>
                    <Spinner className="size-4 text-primary-foreground" label="Processing" />
                    Processing…
                  </Button>
                </>
              ) : state.status === "listening" ? (
                <>
                  <Button variant="ghost" onClick={() => typeInstead()}>
                    <Keyboard aria-hidden="true" />
                    {voiceFallbackMessages.typeInstead}
                  </Button>
                  <Button ref={primaryAction} variant="destructive" onClick={() => void stop()}>
                    <Square aria-hidden="true" className="fill-current" />
                    Stop
                  </Button>
                </>
              ) : !canUseVoice ? (
                <Button ref={primaryAction} variant="gradient" onClick={() => typeInstead()}>
                  <Keyboard aria-hidden="true" />
                  {voiceFallbackMessages.typeInstead}
                </Button>
              ) : (
                <>
                  <Button variant="ghost" onClick={() => typeInstead()}>
                    <Keyboard aria-hidden="true" />
                    {voiceFallbackMessages.typeInstead}
                  </Button>
                  {state.transcript ? (
                    <Button variant="ghost" onClick={clear}>
                      Clear
                    </Button>
                  ) : null}
                  <Button ref={primaryAction} variant="gradient" onClick={() => void start()}>
                    <Mic aria-hidden="true" />
                    {state.status === "error" || state.transcript ? "Try again" : "Start recording"}
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
