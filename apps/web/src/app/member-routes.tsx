import type { RouteObject } from "react-router";

import { memberScreens, screens, type AppScreen } from "../config/app-screens.ts";
import { adminRoute } from "./admin-routes.tsx";

/**
 * The route module of every members-area screen, by path (screen-routes.test.ts fails for a
 * screen without one).
 */
export const memberScreenModules: Partial<Record<string, RouteObject["lazy"]>> = {
  "/app/dashboard": () => import("./routes/app/dashboard.tsx"),
  "/app/account": () => import("./routes/app/account.tsx"),
  "/app/voice-prompts": () => import("./routes/app/voice-prompts.tsx"),
  "/app/library": () => import("./routes/app/library.tsx"),
  "/app/text-prompts": () => import("./routes/app/text-prompts.tsx"),
  "/app/image-prompts": () => import("./routes/app/image-prompts.tsx"),
  "/app/prompt-studio": () => import("./routes/app/prompt-studio.tsx"),
  "/app/photo-studio": () => import("./routes/app/photo-studio.tsx"),
  "/app/saved-prompts": () => import("./routes/app/saved-prompts.tsx"),
  "/app/community-prompts": () => import("./routes/app/community-prompts.tsx"),
  "/app/genie": () => import("./routes/app/genie.tsx"),
  "/app/automations": () => import("./routes/app/automations.tsx"),
  "/app/extension/connect": () => import("./routes/app/extension-connect.tsx"),
  "/app/ai-coach": () => import("./routes/app/ai-coach.tsx"),
  "/app/resources": () => import("./routes/app/resources.tsx"),
  "/app/docs": () => import("./routes/app/docs.tsx"),
  "/app/support": () => import("./routes/app/support.tsx"),
  "/app/community": () => import("./routes/app/community.tsx"),
};

const toRoute = (screen: AppScreen): RouteObject => ({
  path: screen.path.replace("/app/", ""),
  lazy: memberScreenModules[screen.path],
  handle: { screen },
});

export const memberRoutes: RouteObject[] = [
  ...memberScreens.map(toRoute),
  // A documentation page has its own address.
  { path: "docs/:slug", lazy: memberScreenModules["/app/docs"], handle: { screen: screens.docs } },
  adminRoute,
];
