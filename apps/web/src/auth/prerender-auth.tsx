/**
 * Prerenders /auth into the built sign-in template (`auth.html`), signed out and at its path
 * alone: the frame, and inside it the sign-in root rendered on its own, exactly as entry-auth.tsx
 * hydrates it, with the CSS it uses inline: the form paints from
 * the HTML alone. The server sends the file only to visitors without a session cookie. The build
 * runs this file (Preact's renderer, under React's name in this build).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { renderToString } from "react-dom/server";

import { replaceOnce } from "../lib/page-template.ts";
import { createPageFinisher, dynamicImportFiles } from "../lib/prerendered-page.ts";
import { SignInPage, SignInRoot } from "./sign-in-page.tsx";

const builtDir = join(dirname(fileURLToPath(import.meta.url)), "../dist");
const template = readFileSync(join(builtDir, "auth.html"), "utf8");
// The modules entry-auth.tsx imports at start-up, in tasks of their own: preloaded beside it.
const startUpModules = dynamicImportFiles(join(builtDir, ".vite/auth-manifest.json"), "auth.html");
const finishPage = createPageFinisher(template, builtDir, startUpModules);
const target = join(builtDir, "auth/index.html");
mkdirSync(dirname(target), { recursive: true });
writeFileSync(
  target,
  finishPage(
    replaceOnce(
      template,
      '<div id="root"></div>',
      `<div id="root">${renderToString(<SignInPage rootHtml={renderToString(<SignInRoot />)} />)}</div>`,
    ),
  ),
);
console.log("prerendered /auth");
