/**
 * `npm run test:firefox-extension` (CI, after the build): the extension's Firefox package checked
 * as Mozilla's add-on site checks an upload (web-ext lint: no errors), then loaded into Firefox as a
 * temporary add-on, headless. Firefox is found at FIREFOX_BINARY, else Debian's /usr/bin/firefox-esr.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The web-ext release used; `npx` fetches it from the npm registry. */
const WEB_EXT = "web-ext@10.7.0";
const SOURCE = "apps/extension/.output/firefox-mv2";
const firefox = process.env.FIREFOX_BINARY ?? "/usr/bin/firefox-esr";

if (!existsSync(`${SOURCE}/manifest.json`)) {
  console.error(`No Firefox build at ${SOURCE}: run npm run build:extension first.`);
  process.exit(1);
}
if (!existsSync(firefox)) {
  console.error(`Firefox was not found at ${firefox}: install firefox-esr or set FIREFOX_BINARY.`);
  process.exit(1);
}

const lint = spawnSync("npx", ["--yes", WEB_EXT, "lint", "--source-dir", SOURCE, "--output", "json"], {
  encoding: "utf8",
  timeout: 300_000,
});
const report = JSON.parse(lint.stdout) as {
  summary: { errors: number; warnings: number };
  errors: { code: string; message: string }[];
};
console.log(`web-ext lint: ${report.summary.errors} errors, ${report.summary.warnings} warnings`);
for (const error of report.errors) console.error(`  ${error.code}: ${error.message}`);
if (report.summary.errors > 0) process.exit(1);

// web-ext installs the add-on through Firefox's remote protocol and says so on its output.
const run = spawn(
  "npx",
  ["--yes", WEB_EXT, "run", "--source-dir", SOURCE, "--firefox", firefox, "--no-input", "--no-reload"],
  { env: { ...process.env, MOZ_HEADLESS: "1" }, detached: true },
);
const installed = await new Promise<boolean>((settle) => {
  const timer = setTimeout(() => settle(false), 180_000);
  let output = "";
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (/Installed .* as a temporary add-on/u.test(output)) {
      clearTimeout(timer);
      settle(true);
    }
  };
  run.stdout.on("data", read);
  run.stderr.on("data", read);
  run.once("exit", () => {
    clearTimeout(timer);
    settle(/Installed .* as a temporary add-on/u.test(output));
  });
});
// The whole process group: npx, web-ext and the Firefox it started.
if (run.pid) process.kill(-run.pid, "SIGTERM");
console.log(installed ? "Firefox loaded the extension as a temporary add-on." : "Firefox did not load the extension.");
process.exit(installed ? 0 : 1);
