import { useEffect } from "react";
import { Navigate, useLocation, type RouteObject } from "react-router";

import { FullPageSpinner } from "../components/ui/spinner.tsx";
import { isServerPage, paths } from "../config/paths.ts";
import { ErrorScreen } from "./error-screen.tsx";
import { PublicLayout } from "./layouts/public-layout.tsx";
import { memberRoutes } from "./member-routes.tsx";
import { RootLayout } from "./root-layout.tsx";

/**
 * Paths outside the app are left with a full navigation: the site's pages (a sign-in's `next`, a
 * link) are loaded from the server as they are; unknown paths go to the home page.
 */
function LeaveApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(isServerPage(pathname) ? `${pathname}${search}${hash}` : paths.home);
  }, [pathname, search, hash]);
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: "auth", lazy: () => import("./routes/auth/sign-in.tsx") },
          { path: "auth/reset-password", lazy: () => import("./routes/auth/reset-password.tsx") },
          { path: "subscribe/*", lazy: () => import("./routes/public/subscribe.tsx") },
          { path: "payment-success", lazy: () => import("./routes/public/payment-success.tsx") },
          { path: "payment-failure", lazy: () => import("./routes/public/payment-failure.tsx") },
        ],
      },
      { path: "demo/checkout/:id", lazy: () => import("./routes/demo/demo-checkout.tsx") },
      { path: "demo/portal", lazy: () => import("./routes/demo/demo-portal.tsx") },
      {
        path: "app",
        lazy: () => import("./routes/app/app-layout.tsx"),
        children: [{ index: true, lazy: () => import("./routes/app/dashboard.tsx") }, ...memberRoutes],
      },
      { path: paths.dashboardShortcut, element: <Navigate to={paths.dashboard} replace /> },
      { path: "*", element: <LeaveApp /> },
    ],
  },
];
