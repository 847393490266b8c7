import { describe, expect, it } from "vitest";

import { createCriticalCss } from "./critical-css.ts";

const stylesheet = [
  "@layer theme,base,utilities;",
  "@layer theme{:root{--spacing:.25rem;--color-unused:red;--radius:var(--radius-base);--radius-base:4px}}",
  "@layer base{*{margin:0}h1{font-weight:700}dialog{padding:0}}",
  "@layer utilities{",
  ".p-4{padding:calc(var(--spacing) * 4)}",
  ".rounded{border-radius:var(--radius)}",
  ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}",
  ".unused{color:red}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".group-data-\\[open\\]\\:block:is(:where(.group)[data-open] *){display:block}",
  "@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
  "}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

const page = (body: string) => `<html><head></head><body>${body}</body></html>`;

describe("createCriticalCss", () => {
  const criticalCss = createCriticalCss(stylesheet);

  it("keeps the rules the page's markup can match, in every state, in their layers and order", () => {
    const css = criticalCss(
      page('<div class="group p-4 md:flex"><h1 class="hover:underline group-data-[open]:block">Hi</h1></div>'),
    );
    expect(css).toContain("@layer theme,base,utilities;");
    expect(css).toContain("*{margin:0}h1{font-weight:700}");
    expect(css).toContain(".p-4{padding:calc(var(--spacing) * 4)}");
    expect(css).toContain(".hover\\:underline:hover{text-decoration:underline}");
    expect(css).toContain(".group-data-\\[open\\]\\:block:is(:where(.group)[data-open] *){display:block}");
    expect(css).toContain("@media (min-width:48rem){.md\\:flex{display:flex}}");
    expect(css).toContain("@keyframes spin");
    expect(css.indexOf(".p-4")).toBeLessThan(css.indexOf(".hover\\:underline"));
  });

  it("drops rules for markup the page does not have, and blocks left empty", () => {
    const css = criticalCss(page('<p class="p-4">Hi</p>'));
    for (const absent of [".unused", "dialog", ".rounded", ".md\\:grid", "@media", ".group-data"]) {
      expect(css).not.toContain(absent);
    }
  });

  it("keeps the custom properties kept rules read, through other properties too, and no others", () => {
    const css = criticalCss(page('<p class="rounded shadow" style="margin:var(--spacing)">Hi</p>'));
    expect(css).toContain("--spacing:.25rem");
    expect(css).toContain("--radius:var(--radius-base);--radius-base:4px");
    expect(css).toContain("@property --tw-shadow");
    expect(css).not.toContain("--color-unused");
    expect(css).not.toContain("@property --tw-ring");
  });
});
