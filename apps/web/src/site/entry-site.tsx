import "../styles.css";
import "virtual:default-theme.css";

import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { showStartupFailure } from "../app/startup-failure.ts";
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

start().catch(showStartupFailure);
