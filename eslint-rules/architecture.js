/**
 * The architecture's import rules, for relative imports (every import inside the workspace is
 * relative with an explicit extension, or a package name). They need no module resolver, so the
 * lint set-up installs no native binaries.
 *
 * - `layers`: a file under a zone's `target` may not import from its `from` folders, `except`
 *   sub-folders of `from` (paths relative to the repository root).
 * - `no-cycle`: a module may not import something that imports it back, directly or not. Type-only
 *   imports count too: they are erased at run time, but a circle of types still ties two modules
 *   together, so neither can be read or moved without the other.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";

import ts from "typescript";

const root = resolve(import.meta.dirname, "..");

const isInside = (file, folder) => {
  const path = relative(resolve(root, folder), file);
  return path === "" || (!path.startsWith("..") && !path.startsWith(sep) && path !== "..");
};

const importedPath = (file, source) => resolve(dirname(file), source);

/** Calls `check(node, source)` for every import, re-export and dynamic import with a literal source. */
const eachImport = (check) => ({
  ImportDeclaration: (node) => check(node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
  ExportAllDeclaration: (node) => check(node, node.source.value),
  ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
});

const layers = {
  meta: {
    type: "problem",
    docs: { description: "Keep imports flowing in the direction the architecture allows." },
    schema: [{ type: "object", properties: { zones: { type: "array" } }, additionalProperties: false }],
  },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const file = context.filename;
    const mine = zones.filter((zone) => isInside(file, zone.target));
    if (mine.length === 0) return {};
    return eachImport((node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = importedPath(file, source);
      for (const zone of mine) {
        const froms = [zone.from].flat();
        const isFromZone = froms.some((from) => isInside(target, from));
        const isExcepted = (zone.except ?? []).some((except) =>
          froms.some((from) => isInside(target, resolve(root, from, except))),
        );
        if (isFromZone && !isExcepted) {
          context.report({ node, message: zone.message ?? `Importing "${source}" here crosses a layer boundary.` });
          return;
        }
      }
    });
  },
};

/** The relative imports of a file (static, dynamic and type-only), as absolute paths; read once per lint run. */
const importsCache = new Map();
const importsOf = (file) => {
  let imports = importsCache.get(file);
  if (imports) return imports;
  imports = [];
  importsCache.set(file, imports);
  if (!/\.[cm]?[jt]sx?$/.test(file) || !existsSync(file)) return imports;
  const sourceFile = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const add = (specifier) => {
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith(".")) {
      imports.push(importedPath(file, specifier.text));
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return imports;
};

const reaches = (start, goal, seen = new Set()) => {
  if (start === goal) return true;
  if (seen.has(start)) return false;
  seen.add(start);
  return importsOf(start).some((next) => reaches(next, goal, seen));
};

const noCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles between the workspace's own modules." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return eachImport((node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      if (reaches(importedPath(file, source), file)) {
        context.report({ node, message: `"${source}" imports this module back: an import cycle.` });
      }
    });
  },
};

export default { meta: { name: "architecture" }, rules: { layers, "no-cycle": noCycle } };
