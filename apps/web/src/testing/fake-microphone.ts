import { vi } from "vitest";

/**
 * The browser's microphone as a component test sees it: `getUserMedia` and `MediaRecorder` answer
 * with `recorded` (one chunk, handed over on stop), so the app's own recording code runs.
 * `fakeMicrophone({ denied: true })` refuses access, as a browser does when permission is denied.
 * Speech recognition stays absent (jsdom has none), so the recording is what gets transcribed.
 */
export const fakeMicrophone = ({ denied = false, recorded = new Blob(["voice"], { type: "audio/webm" }) } = {}) => {
  const getUserMedia = vi.fn(() =>
    denied
      ? Promise.reject(new DOMException("Permission denied", "NotAllowedError"))
      : Promise.resolve({ getTracks: () => [{ stop: vi.fn() }] }),
  );
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator) as Navigator, { mediaDevices: { getUserMedia } }));

  class FakeMediaRecorder {
    static isTypeSupported = (type: string) => type === "audio/webm";
    state: "inactive" | "recording" = "inactive";
    mimeType = "audio/webm";
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;

    start() {
      this.state = "recording";
    }

    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: recorded });
      this.onstop?.();
    }
  }
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  return { getUserMedia };
};
