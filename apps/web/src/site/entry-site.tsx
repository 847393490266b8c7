import "../styles.css";
import "virtual:default-theme.css";

import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { SiteLayout } from "./site-layout.tsx";
import { normalizeSitePath, sitePages } from "./site-pages.ts";

/** Hydrates the prerendered page the browser is on. */
const start = async () => {
  const path = normalizeSitePath(window.location.pathname);
  const load = sitePages[path];
  const container = document.getElementById("root");
  if (!load || !container) return;
  const { Page } = await load();
  hydrateRoot(
    container,
    <StrictMode>
      <SiteLayout path={path}>
        <Page />
      </SiteLayout>
    </StrictMode>,
  );
};

// If hydration cannot start, the prerendered page stays readable as it is.
start().catch((error: unknown) => console.error(error));
