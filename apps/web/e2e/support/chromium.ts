import { existsSync } from "node:fs";

const fullChromium = "/usr/bin/chromium";
/**
 * Debian's headless-only build of the same Chromium (package chromium-headless-shell): without
 * the desktop browser's windowing and compositor it runs the browser suite in less CPU time, so
 * the suite takes it when it is installed. Extensions need the full browser.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";

const found = (path: string) => {
  if (!existsSync(path))
    throw new Error(
      `Chromium not found at ${path}. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  return path;
};

const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** How every browser test starts Chromium; specs may add flags of their own. */
export const chromiumLaunchOptions = {
  executablePath: found(process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromium)),
  args,
};

/**
 * The full browser, for what the headless-only build lacks or does otherwise: extensions, the
 * microphone, a modal's focus handed back (see subscribe.spec.ts), and Lighthouse as members' browsers run.
 */
export const fullChromiumLaunchOptions = {
  executablePath: found(process.env.CHROMIUM_PATH ?? fullChromium),
  args,
};

/**
 * The full Chromium with a fake microphone that plays `wavPath`, and permission to use it granted
 * (the headless-only build has no speech recognition to fail over from, nor the fake device).
 */
export const fakeMicrophoneLaunchOptions = (wavPath: string) => ({
  ...fullChromiumLaunchOptions,
  args: [
    ...args,
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-audio-capture=${wavPath}`,
  ],
});
