import "./styles.css";
import "virtual:default-theme.css";
import "./lib/zod-without-eval.ts";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";

import { routes } from "./app/routes.tsx";
import { startLiveTheme } from "./lib/live-theme.ts";
import { markStarted, reportStartupFailure } from "./lib/startup.ts";

try {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
  markStarted();
  startLiveTheme();
} catch (error) {
  reportStartupFailure(error);
}
