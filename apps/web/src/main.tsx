import "./styles.css";
import "virtual:default-theme.css";
import "./lib/zod-without-eval.ts";

import { StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";

import { routes } from "./app/routes.tsx";
import { markStarted, reportStartupFailure } from "./app/startup.ts";
import { startSignedOut } from "./entities/session/starting-session.ts";
import { startLiveTheme } from "./lib/live-theme.ts";

/** Loads the lazy routes the address matches, so the first render is the prerendered page itself. */
const loadMatchedRoutes = async (routeList: RouteObject[]) => {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
};

/** Runs once the tree it wraps has been hydrated (effects run after the commit). */
function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * A page the server prerendered (the sign-in page, sent to visitors without a session) is
 * hydrated in place, signed out, at the address it was rendered for: its path alone. The app then
 * moves to the full address, so a `?next=` or an error in the query string applies as usual.
 */
const hydratePrerenderedPage = async (container: HTMLElement) => {
  await loadMatchedRoutes(routes);
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, "", pathname);
  startSignedOut();
  const router = createBrowserRouter(routes);
  let isAtAddress = false;
  const moveToAddress = () => {
    if (isAtAddress) return;
    isAtAddress = true;
    if (search || hash) void router.navigate(`${pathname}${search}${hash}`, { replace: true });
  };
  hydrateRoot(
    container,
    <StrictMode>
      <AfterHydration onHydrated={moveToAddress}>
        <RouterProvider router={router} />
      </AfterHydration>
    </StrictMode>,
  );
};

const start = async () => {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  if (container.firstElementChild) {
    await hydratePrerenderedPage(container);
  } else {
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
  }
  markStarted();
  startLiveTheme();
};

start().catch(reportStartupFailure);
