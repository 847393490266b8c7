/**
 * Prerenders /auth into the built sign-in template (`auth.html`), signed out and at its path
 * alone, exactly as entry-auth.tsx hydrates it, with the CSS it uses inline: the form paints from
 * the HTML alone. The server sends the file only to visitors without a session cookie. The build
 * runs this file (Preact's renderer, under React's name in this build).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { renderToString } from "react-dom/server";

import { replaceOnce } from "../lib/page-template.ts";
import { createPageFinisher } from "../lib/prerendered-page.ts";
import { SignInPage } from "./sign-in-page.tsx";

const builtDir = join(dirname(fileURLToPath(import.meta.url)), "../dist");
const template = readFileSync(join(builtDir, "auth.html"), "utf8");
const finishPage = createPageFinisher(template, builtDir);
const target = join(builtDir, "auth/index.html");
mkdirSync(dirname(target), { recursive: true });
writeFileSync(
  target,
  finishPage(replaceOnce(template, '<div id="root"></div>', `<div id="root">${renderToString(<SignInPage />)}</div>`)),
);
console.log("prerendered /auth");
