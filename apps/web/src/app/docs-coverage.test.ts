// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { navGroups } from "../config/app-screens.ts";

const docsFolder = new URL("../../../../docs/product/", import.meta.url);

/** The `routes` of a page's front matter, in either YAML list style the docs README allows. */
const routesOf = (text: string) => {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
  const inline = /^routes:\s*\[(.*)\]\s*$/m.exec(front)?.[1];
  if (inline !== undefined)
    return inline
      .split(",")
      .map((route) => route.trim())
      .filter(Boolean);
  const block = /^routes:\s*\n((?:\s+-\s+.+\n?)+)/m.exec(front)?.[1] ?? "";
  return [...block.matchAll(/-\s+(\S+)/g)].map((match) => match[1] ?? "");
};

describe("the in-app documentation", () => {
  it("has a page for every tool in the sidebar", () => {
    const documented = new Set(
      readdirSync(docsFolder)
        .filter((name) => name.endsWith(".md") && name !== "README.md")
        .flatMap((name) => routesOf(readFileSync(new URL(name, docsFolder), "utf8"))),
    );
    const missing = navGroups
      .flatMap((group) => group.items.map((screen) => screen.path))
      .filter((path) => !documented.has(path));
    expect(missing).toEqual([]);
  });
});
