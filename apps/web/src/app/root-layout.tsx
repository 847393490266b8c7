import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet, ScrollRestoration } from "react-router";

import { Toaster } from "../components/ui/toaster.tsx";
import { createQueryClient } from "../lib/query-client.ts";

export function RootLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </QueryClientProvider>
  );
}
