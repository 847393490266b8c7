/**
 * Puts the packages `wxt zip` wrote where the web app serves them (/downloads/…), so members
 * download the extension from their own Promptloom's Automations page. Runs after the web build,
 * which empties apps/web/dist.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const output = join(import.meta.dirname, "../.output");
const downloads = join(import.meta.dirname, "../../web/dist/downloads");

mkdirSync(downloads, { recursive: true });
for (const browser of ["chrome", "firefox"]) {
  copyFileSync(join(output, `promptloom-${browser}.zip`), join(downloads, `promptloom-${browser}.zip`));
}
console.log(`Extension packages copied to ${downloads}`);
