import type { ComponentType } from "react";

import type { SitePagePath } from "../config/paths.ts";

export type SitePageModule = {
  Page: ComponentType;
  meta: { title: string; description: string };
};

/**
 * The prerendered marketing pages, by path. They are rendered at build time only: the browser
 * receives their HTML and hydrates just the islands on them.
 */
export const sitePages: Record<SitePagePath, () => Promise<SitePageModule>> = {
  "/": () => import("./pages/home.tsx"),
  "/features": () => import("./pages/features.tsx"),
  "/support": () => import("./pages/support.tsx"),
  "/privacy": () => import("./pages/privacy.tsx"),
  "/terms": () => import("./pages/terms.tsx"),
  "/refund": () => import("./pages/refund.tsx"),
};
