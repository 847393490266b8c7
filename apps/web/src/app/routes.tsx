import { useEffect } from "react";
import type { RouteObject } from "react-router";

import { FullPageSpinner } from "../components/ui/spinner.tsx";
import { ErrorScreen } from "./error-screen.tsx";
import { PublicLayout } from "./layouts/public-layout.tsx";
import { memberRoutes } from "./member-routes.tsx";
import { RootLayout } from "./root-layout.tsx";

/** Paths outside the app (the prerendered site, unknown paths) are left with a full navigation. */
function LeaveApp({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
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
      { path: "*", element: <LeaveApp to="/" /> },
    ],
  },
];
