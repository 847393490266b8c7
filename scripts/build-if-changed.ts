/**
 * `npm start` builds the web app and the compiled server only when what each is built from
 * changed since its last build: a hash of every input file is kept beside each build, so a restart
 * of an unchanged checkout goes straight to serving.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, globSync, readFileSync, writeFileSync } from "node:fs";

type Target = {
  name: string;
  inputs: string[];
  /** Files that exist once it is built. */
  outputs: string[];
  /** Where the hash of the inputs of the last build is kept. */
  stampFile: string;
  command: string[];
};

const targets: Target[] = [
  {
    name: "The web app and the extension packages it offers",
    inputs: [
      "apps/web/{src,public,scripts}/**/*",
      "apps/web/*.{html,ts,json}",
      "apps/extension/{src,scripts}/**/*",
      "apps/extension/*.{ts,json}",
      "packages/contracts/{src/**/*,package.json}",
      "package-lock.json",
    ],
    outputs: [
      "apps/web/dist/app.html",
      "apps/web/dist/auth/index.html",
      "apps/web/dist-prerender/prerender.js",
      "apps/web/dist/downloads/promptloom-chrome.zip",
    ],
    // Beside the prerenderer, which is not served, rather than in dist/.
    stampFile: "apps/web/dist-prerender/.build-inputs",
    command: ["npm", "run", "build:web"],
  },
  {
    name: "The server",
    inputs: [
      "apps/server/src/**/*.ts",
      "apps/server/package.json",
      "packages/contracts/{src/**/*,package.json}",
      // The server bundles the prompt engine.
      "packages/prompt-engine/{src/**/*,package.json}",
      "package-lock.json",
      "scripts/build-server.ts",
    ],
    outputs: ["apps/server/dist/server.js"],
    stampFile: "apps/server/dist/.build-inputs",
    command: ["node", "scripts/build-server.ts"],
  },
];

const hashInputs = (inputs: string[]) => {
  const hash = createHash("sha256");
  for (const file of globSync(inputs, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .toSorted()) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest("hex");
};

for (const target of targets) {
  const digest = hashInputs(target.inputs);
  const isBuilt = target.outputs.every((file) => existsSync(file));
  if (isBuilt && existsSync(target.stampFile) && readFileSync(target.stampFile, "utf8") === digest) {
    console.log(`${target.name} is up to date: not rebuilding.`);
    continue;
  }
  const [program = "npm", ...args] = target.command;
  const build = spawnSync(program, args, { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(target.stampFile, digest);
}
