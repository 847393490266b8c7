/**
 * The documents say only what is true of the repository: every `npm run` script they name exists,
 * every setting they name is one the server reads (or a tool's variable listed below with its
 * reason), every setting the server reads is documented, and every relative link leads to a file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

const markdownUnder = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });

/** The documents a reader is sent to; the changelog is history, so only its links are checked. */
const documents = ["README.md", ...markdownUnder("docs")];
// docs/product/ is the in-app documentation: its links are the app's own pages (`my-prompts`,
// `/app/library`), not files of the repository.
const linked = [...documents.filter((document) => !document.startsWith("docs/product/")), "CHANGELOG.md"];

/** The settings `apps/server/src/env.ts` reads: the keys of the object its schema starts from. */
const settingsTheServerReads = (): Set<string> => {
  const file = "apps/server/src/env.ts";
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === "z" &&
      node.expression.name.text === "object" &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (property.name && ts.isIdentifier(property.name)) names.add(property.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
};

/** Upper-case names the documents may show in backticks although the server does not read them. */
const notServerSettings: Record<string, string> = {
  CHROMIUM_PATH: "read by the Playwright suite and the Lighthouse benchmark (apps/web/e2e/support/chromium.ts)",
  E2E_PORT: "the Playwright suite's server port (playwright.config.ts)",
  E2E_CONTROL_PORT: "the Playwright suite's control port (playwright.config.ts)",
  E2E_TEXT_AI: "which text AI the browser tests' server uses (apps/server/src/testing/e2e-server.ts)",
  BENCH_SECONDS: "the length of each HTTP benchmark run (scripts/bench/load.ts)",
  POSTGRES_PASSWORD: "the PostgreSQL container's password in compose.yaml",
  SIGTERM: "a signal, not a setting",
  SIGINT: "a signal, not a setting",
  SIGKILL: "a signal, not a setting",
  SIGUSR2: "a signal, not a setting",
  GET: "an HTTP method",
  POST: "an HTTP method",
  MCP_PROTOCOL_VERSION: "the protocol version the MCP server negotiates (packages/contracts/src/mcp.ts)",
  TIP_SHARED_WORDS: "a constant of the prompt engine (packages/prompt-engine/src/compose/find-tips.ts)",
  TIP_SHARED_SHARE: "a constant of the prompt engine (packages/prompt-engine/src/compose/find-tips.ts)",
  KEEP_ALIVE_TIMEOUT_MS: "a constant of the server (apps/server/src/start-server.ts)",
  EXAMPLE_RELEVANCE_THRESHOLD: "a constant of the prompt engine (packages/prompt-engine/src/relevance.ts)",
  FIREFOX_BINARY: "where CI's Firefox check finds Firefox (scripts/firefox-extension-check.ts)",
  LISTEN: "a PostgreSQL command",
  NOTIFY: "a PostgreSQL command",
};

/** `NAME`, `NAME=value` or `NAME/path` in backticks: how the documents write a setting. */
const settingPattern = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)(?:=[^`]*|\/[a-z<.$][^`]*)?`/g;

/** `npm run name`, optionally in a workspace (`-w apps/web`). */
const scriptPattern = /npm run ([a-z][\w:-]*)(?: (?:-w|--workspace)[ =]([\w@./-]+))?/g;

/** Markdown links `[text](target)`. */
const linkPattern = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
const anchorsOf = (file: string): Set<string> =>
  new Set(
    [...readFileSync(file, "utf8").matchAll(/^#+ (.*)$/gm)].map(([, heading]) =>
      (heading ?? "")
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    ),
  );

const scriptsOf = (packageFolder: string): Record<string, string> =>
  (JSON.parse(read(join(packageFolder, "package.json"))) as { scripts?: Record<string, string> }).scripts ?? {};

describe("the documents", () => {
  it("name only npm scripts that exist", () => {
    const missing: string[] = [];
    for (const document of documents) {
      for (const [, script, workspace] of read(document).matchAll(scriptPattern)) {
        if (!script) continue;
        if (!(script in scriptsOf(workspace ?? "."))) missing.push(`${document}: npm run ${script}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("name only settings the server reads, or tools' variables listed with a reason", () => {
    const server = settingsTheServerReads();
    expect(server.size).toBeGreaterThan(40);
    const unknown: string[] = [];
    for (const document of documents) {
      for (const [, name] of read(document).matchAll(settingPattern)) {
        if (name && !server.has(name) && !(name in notServerSettings)) unknown.push(`${document}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it("document every setting the server reads, in the configuration table and .env.example", () => {
    const configuration = read("docs/configuration.md");
    const example = read(".env.example");
    const undocumented = [...settingsTheServerReads()].filter((name) => !configuration.includes(`\`${name}\``));
    // S3 storage is set up with the deployment (docs/deployment.md), not in the starter .env.
    const notInExample = [...settingsTheServerReads()].filter(
      (name) => !name.startsWith("S3_") && !new RegExp(`^#? ?${name}=`, "m").test(example),
    );
    expect({ undocumented, notInExample }).toEqual({ undocumented: [], notInExample: [] });
  });

  it("the server reads every setting .env.example offers", () => {
    const offered = [...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name ?? "");
    const server = settingsTheServerReads();
    expect(offered.filter((name) => !server.has(name))).toEqual([]);
  });

  it("link only to files that exist, and to headings those files have", () => {
    const broken: string[] = [];
    for (const document of linked) {
      for (const [, target] of read(document).matchAll(linkPattern)) {
        if (!target || /^[a-z]+:/i.test(target)) continue;
        const [path = "", anchor] = target.split("#");
        const file = path ? resolve(root, dirname(document), decodeURIComponent(path)) : join(root, document);
        if (!existsSync(file)) broken.push(`${document}: ${target} (${relative(root, file)})`);
        else if (anchor && file.endsWith(".md") && !anchorsOf(file).has(anchor)) broken.push(`${document}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
