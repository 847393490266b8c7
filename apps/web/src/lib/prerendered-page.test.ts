import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { dynamicImportFiles } from "./prerendered-page.ts";

describe("dynamicImportFiles", () => {
  it("lists the files an entry imports with import(), and the chunks they import, once each", () => {
    const manifestPath = join(mkdtempSync(join(tmpdir(), "manifest-")), "manifest.json");
    const manifest = {
      "auth.html": { file: "assets/auth-1.js", imports: ["_runtime.js"], dynamicImports: ["src/a.ts", "src/b.tsx"] },
      "_runtime.js": { file: "assets/runtime-2.js" },
      "src/a.ts": { file: "assets/a-3.js", imports: ["_shared.js"] },
      "src/b.tsx": { file: "assets/b-4.js", imports: ["_shared.js", "_runtime.js"] },
      "_shared.js": { file: "assets/shared-5.js" },
      "src/later.ts": { file: "assets/later-6.js" },
    };
    writeFileSync(manifestPath, JSON.stringify(manifest));
    expect(dynamicImportFiles(manifestPath, "auth.html")).toEqual([
      "/assets/a-3.js",
      "/assets/shared-5.js",
      "/assets/b-4.js",
      "/assets/runtime-2.js",
    ]);
    expect(() => dynamicImportFiles(manifestPath, "missing.html")).toThrow(/no entry missing\.html/u);
  });
});
