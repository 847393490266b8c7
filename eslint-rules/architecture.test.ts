import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";

import architecture from "./architecture.js";

// RuleTester runs its cases through the test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const root = resolve(import.meta.dirname, "..");
const web = (path: string) => join(root, "apps/web/src", path);

const zones = [
  {
    target: "./apps/web/src/features/voice",
    from: "./apps/web/src/features",
    except: ["./voice"],
    message: "features",
  },
  { target: "./apps/web/src/components", from: ["./apps/web/src/features", "./apps/web/src/app"], message: "layers" },
];

tester.run("architecture/layers", architecture.rules.layers, {
  valid: [
    { filename: web("features/voice/a.ts"), code: 'import { b } from "./b.ts";', options: [{ zones }] },
    { filename: web("features/voice/a.ts"), code: 'import { cn } from "../../lib/cn.ts";', options: [{ zones }] },
    { filename: web("components/ui/a.ts"), code: 'import { cn } from "../../lib/cn.ts";', options: [{ zones }] },
  ],
  invalid: [
    {
      filename: web("features/voice/a.ts"),
      code: 'import { x } from "../library/x.ts";',
      options: [{ zones }],
      errors: [{ message: "features" }],
    },
    {
      filename: web("components/ui/a.ts"),
      code: 'export const load = () => import("../../app/routes.tsx");',
      options: [{ zones }],
      errors: [{ message: "layers" }],
    },
  ],
});

/** Two modules on disk that import each other, and a third that takes a type from one of them. */
mkdirSync(join(root, ".tmp"), { recursive: true });
const folder = mkdtempSync(join(root, ".tmp", "cycle-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
writeFileSync(join(folder, "a.ts"), 'import { b } from "./b.ts";\nexport const a = () => b;\n');
writeFileSync(join(folder, "b.ts"), 'import { a } from "./a.ts";\nexport const b = () => a;\n');
writeFileSync(join(folder, "c.ts"), 'import { type A } from "./a.ts";\nexport type C = A;\n');

tester.run("architecture/no-cycle", architecture.rules["no-cycle"], {
  valid: [
    { filename: join(folder, "d.ts"), code: 'import { a } from "./a.ts";' },
    { filename: join(folder, "d.ts"), code: 'import type { C } from "./c.ts";' },
  ],
  invalid: [
    { filename: join(folder, "a.ts"), code: 'import { b } from "./b.ts";', errors: 1 },
    // A circle of types ties the modules together as much as one of values.
    { filename: join(folder, "a.ts"), code: 'import type { C } from "./c.ts";', errors: 1 },
    { filename: join(folder, "a.ts"), code: 'export type { C } from "./c.ts";', errors: 1 },
  ],
});
