/**
 * Compiles the server into apps/server/dist/server.js (plus the one chunk it imports), which plain
 * `node` runs: no TypeScript loader at runtime, and one file to read instead of hundreds.
 *
 * Files the server reads at runtime (migrations, seed content, templates, the built web app) stay
 * where they are in the source tree; each source file finds them from its own `import.meta.url`,
 * which in the bundle would be the bundle's. So every `import.meta.url` / `import.meta.dirname` of
 * the server's own sources is rewritten to the place that source file had, expressed relative to
 * the bundle (never an absolute path, so a copied or moved checkout keeps working).
 *
 * Packages that find their own files next to themselves (PGlite's wasm and data files, sharp's
 * native binary) or load workers from their own folder (pino) are left to node_modules.
 */
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";

import { build, type Plugin } from "esbuild";

const root = resolve(import.meta.dirname, "..");
const outDir = resolve(root, "apps/server/dist");

const external = [
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "sharp",
  "pino",
  "pg-native",
  // Optional peers of bundled packages that this server never installs or uses.
  "@opentelemetry/api",
];

const ownSources = new RegExp(
  `^${root.replaceAll("/", "\\/")}\\/(apps\\/server|packages\\/contracts)\\/src\\/.*\\.ts$`,
);

/** `import.meta.url` and `import.meta.dirname` of a source file, as seen from the bundle. */
const keepSourceLocations: Plugin = {
  name: "keep-source-locations",
  setup(compile) {
    compile.onLoad({ filter: ownSources }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      if (!source.includes("import.meta.")) return { contents: source, loader: "ts" };
      const fromBundle = relative(outDir, path);
      const folderFromBundle = relative(outDir, dirname(path));
      const contents = source
        .replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`)
        .replaceAll("import.meta.dirname", `(import.meta.dirname + ${JSON.stringify(`/${folderFromBundle}`)})`);
      return { contents, loader: "ts" };
    });
  },
};

export const buildServer = async () => {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { server: resolve(root, "apps/server/src/main.ts") },
    outdir: outDir,
    // The entry turns the compile cache on before the rest (its own file) is loaded.
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    external,
    plugins: [keepSourceLocations],
    // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: "linked",
    legalComments: "linked",
    logLevel: "warning",
  });
};

if (import.meta.main) await buildServer();
