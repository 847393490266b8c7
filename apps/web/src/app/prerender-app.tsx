/**
 * Prerenders the app's sign-in page into the built app shell, so /auth paints its form from the
 * HTML alone and the app hydrates it in place (main.tsx). The server sends the file only to
 * visitors without a session cookie: the page is rendered signed out. The build runs this file.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

import { paths } from "../config/paths.ts";
import { startSignedOut } from "../entities/session/starting-session.ts";
import { chunkFiles, inlineStylesheets, modulePreloads, readBuildManifest, replaceOnce } from "../lib/page-template.ts";
import { routes } from "./routes.tsx";

/** The app's pages prerendered for signed-out visitors, with the module of their route. */
const prerenderedAppPages = [{ path: paths.auth, module: "src/app/routes/auth/sign-in.tsx" }];

const builtDir = join(dirname(fileURLToPath(import.meta.url)), "../dist");

/** The whole HTML document of one app page as a signed-out visitor first sees it. */
const renderAppPage = async (path: string, template: string): Promise<string> => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  startSignedOut();
  // No hydration data: the routes load nothing, and the strict CSP allows no inline script.
  const body = renderToString(
    <StrictMode>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </StrictMode>,
  );
  return replaceOnce(template, '<div id="root"></div>', `<div id="root">${body}</div>`);
};

const isBuildStep = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isBuildStep) {
  const shell = inlineStylesheets(readFileSync(join(builtDir, "app.html"), "utf8"), builtDir);
  const manifest = readBuildManifest(builtDir);
  for (const { path, module } of prerenderedAppPages) {
    // The route's own modules load with the page (the shell already preloads the app's entry).
    const seen = new Set<string>();
    chunkFiles(manifest, "app.html", seen);
    const template = replaceOnce(shell, "</head>", `${modulePreloads(chunkFiles(manifest, module, seen))}</head>`);
    const target = join(builtDir, path.slice(1), "index.html");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await renderAppPage(path, template));
    console.log(`prerendered ${path}`);
  }
}
