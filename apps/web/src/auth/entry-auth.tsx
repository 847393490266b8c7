import "../styles.css";
import "virtual:default-theme.css";
import "../lib/zod-without-eval.ts";

import { hydrateRoot } from "react-dom/client";

import { attachHeaderMenu } from "../components/layouts/public-header-menu.ts";
import { afterFirstPaint } from "../lib/after-first-paint.ts";
import { loadFullStylesheet } from "../lib/full-stylesheet.ts";
import { startLiveTheme } from "../lib/live-theme.ts";
import { markStarted, reportStartupFailure } from "../lib/startup.ts";

/** Lets the browser handle input and paint before the next piece of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Built with Preact behind React's names (vite.config.ts, mode "auth"): the page needs React's
// component model, not its 60 KB runtime. Only the sign-in card is hydrated; the header's menu
// needs a few listeners. On a slow phone, running the card's modules and hydrating it was one
// task of several hundred milliseconds, during which a tap waits; so start-up is cut into tasks:
// the schemas (zod builds them as their module runs), the class merger (tailwind-merge builds its
// tables on first use), the card's own modules, then hydration. The page preloads every module
// beside its entry (prerender-auth.tsx), so the cut adds no round trip.
try {
  const header = document.querySelector<HTMLElement>("header[data-session]");
  if (!header) throw new Error("The page has no header");
  attachHeaderMenu(header);
  const schemas = import("@promptloom/contracts/auth");
  const classes = import("../lib/cn.ts");
  const signIn = import("./sign-in-page.tsx");
  await schemas;
  await nextTask();
  (await classes).cn("warm-up");
  await nextTask();
  const { SignInRoot, SIGN_IN_ROOT_ID } = await signIn;
  await nextTask();
  const root = document.getElementById(SIGN_IN_ROOT_ID);
  if (!root) throw new Error("The page has no sign-in root");
  hydrateRoot(root, <SignInRoot />);
  markStarted();
  afterFirstPaint(() => {
    loadFullStylesheet();
    startLiveTheme();
  });
} catch (error) {
  reportStartupFailure(error);
}
