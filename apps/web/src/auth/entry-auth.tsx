import "../styles.css";
import "virtual:default-theme.css";
import "../lib/zod-without-eval.ts";

import { hydrateRoot } from "react-dom/client";

import { afterFirstPaint } from "../lib/after-first-paint.ts";
import { loadFullStylesheet } from "../lib/full-stylesheet.ts";
import { startLiveTheme } from "../lib/live-theme.ts";
import { markStarted, reportStartupFailure } from "../lib/startup.ts";
import { SignInPage } from "./sign-in-page.tsx";

// Built with Preact behind React's names (vite.config.ts, mode "auth"): the page needs React's
// component model, not its 60 KB runtime.
try {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  // Running the modules and hydrating are the page's two longest tasks; one after the other in
  // separate turns, neither holds up a visitor's input for as long as both would.
  await new Promise((resolve) => setTimeout(resolve, 0));
  hydrateRoot(container, <SignInPage />);
  markStarted();
  afterFirstPaint(() => {
    loadFullStylesheet();
    startLiveTheme();
  });
} catch (error) {
  reportStartupFailure(error);
}
