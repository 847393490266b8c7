import { existsSync } from "node:fs";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
  );
}

/** How every browser test (and benchmark) starts Chromium; specs may add flags of their own. */
export const chromiumLaunchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** Chromium with a fake microphone that plays `wavPath`, and permission to use it granted. */
export const fakeMicrophoneLaunchOptions = (wavPath: string) => ({
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-audio-capture=${wavPath}`,
  ],
});
