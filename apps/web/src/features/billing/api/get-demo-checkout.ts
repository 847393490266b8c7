import type { DemoCheckout } from "@promptloom/contracts/billing";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "../../../lib/api-client.ts";

export const getDemoCheckout = (id: string, signal?: AbortSignal) =>
  apiRequest<DemoCheckout>(`/api/billing/demo/checkouts/${encodeURIComponent(id)}`, { signal });

export const demoCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["demo-checkout", id],
    queryFn: ({ signal }) => getDemoCheckout(id, signal),
  });

/** The demo provider's checkout page's plan, e-mail and status. */
export const useDemoCheckout = (id: string) => useQuery(demoCheckoutQueryOptions(id));
