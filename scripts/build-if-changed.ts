/**
 * `npm start` builds the web app only when what it is built from changed since the last build:
 * a hash of every input file is kept beside the build (dist-prerender/.build-inputs), so a restart of an
 * unchanged checkout goes straight to serving.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, globSync, readFileSync, writeFileSync } from "node:fs";

const inputs = [
  "apps/web/{src,public,scripts}/**/*",
  "apps/web/*.{html,ts,json}",
  "packages/contracts/{src/**/*,package.json}",
  "package-lock.json",
];
// Beside the prerenderer, which is not served, rather than in dist/.
const stampFile = "apps/web/dist-prerender/.build-inputs";

const hash = createHash("sha256");
for (const file of globSync(inputs, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath}/${entry.name}`)
  .toSorted()) {
  hash.update(file).update(readFileSync(file));
}
const digest = hash.digest("hex");

const isBuilt = existsSync("apps/web/dist/app.html") && existsSync("apps/web/dist-prerender/prerender.js");
if (isBuilt && existsSync(stampFile) && readFileSync(stampFile, "utf8") === digest) {
  console.log("The web app is up to date: not rebuilding.");
} else {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, digest);
}
