import type { RouteObject } from "react-router";

import { adminScreens, type AppScreen } from "../config/app-screens.ts";

/**
 * The route module of every admin screen, by path. To add a screen: its entry in app-screens.ts,
 * a route module under `routes/app/admin/` exporting `Component` (a `MemberScreen` with the
 * screen's feature inside), and its line here (screen-routes.test.ts fails without it).
 */
export const adminScreenModules: Partial<Record<string, RouteObject["lazy"]>> = {
  "/app/admin": () => import("./routes/app/admin/overview.tsx"),
  "/app/admin/ai-coach": () => import("./routes/app/admin/ai-coach.tsx"),
  "/app/admin/analytics": () => import("./routes/app/admin/analytics.tsx"),
  "/app/admin/users": () => import("./routes/app/admin/users.tsx"),
  "/app/admin/colors": () => import("./routes/app/admin/colors.tsx"),
  "/app/admin/automations": () => import("./routes/app/admin/automations.tsx"),
  "/app/admin/discord": () => import("./routes/app/admin/discord.tsx"),
  "/app/admin/prompts": () => import("./routes/app/admin/prompts.tsx"),
  "/app/admin/image-prompts": () => import("./routes/app/admin/image-prompts.tsx"),
  "/app/admin/photo-studio": () => import("./routes/app/admin/photo-studio.tsx"),
  "/app/admin/prompt-studio": () => import("./routes/app/admin/prompt-studio.tsx"),
  "/app/admin/community-prompts": () => import("./routes/app/admin/community-prompts.tsx"),
  "/app/admin/features-hero": () => import("./routes/app/admin/features-hero.tsx"),
  "/app/admin/resources": () => import("./routes/app/admin/resources.tsx"),
  "/app/admin/support": () => import("./routes/app/admin/support.tsx"),
};

const toRoute = (screen: AppScreen): RouteObject => {
  const lazy = adminScreenModules[screen.path];
  return screen.path === "/app/admin"
    ? { index: true, lazy, handle: { screen } }
    : { path: screen.path.replace("/app/admin/", ""), lazy, handle: { screen } };
};

/**
 * /app/admin and its screens, behind one guard (the admin layout): a member who is not an admin
 * sees none of them, whatever address they type. The server refuses their API calls as well.
 */
export const adminRoute: RouteObject = {
  path: "admin",
  lazy: () => import("./routes/app/admin/admin-layout.tsx"),
  children: adminScreens.map(toRoute),
};
