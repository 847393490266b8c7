import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Puts a saved page's markup into the test's document (its scripts do not run) and returns it. */
export const loadFixture = (name: "chatgpt" | "claude" | "gemini" | "signed-out"): Document => {
  const markup = readFileSync(join(import.meta.dirname, "fixtures", `${name}.html`), "utf8");
  document.documentElement.innerHTML = markup.replace(/^<!doctype html>/i, "");
  return document;
};
