import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

import { Toaster } from "../components/ui/toaster.tsx";

/** A fresh cache per test; failures are not retried, so error states show at once. */
const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a component as the app does: a data cache, a router at `path` and the toast region.
 * Returns Testing Library's queries plus a `user` that types and clicks like a person.
 */
export const renderWithApp = (
  ui: React.ReactNode,
  { path = "/", ...options }: RenderOptions & { path?: string } = {},
) => {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
    options,
  );
  return { ...view, user, queryClient, router };
};
