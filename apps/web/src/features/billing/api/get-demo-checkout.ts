import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap, withSignal } from "../../../lib/api-client.ts";

export const getDemoCheckout = (id: string, signal?: AbortSignal) =>
  unwrap(api.billing.demo.checkouts[":id"].$get({ param: { id: encodeURIComponent(id) } }, withSignal(signal)));

export const demoCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["demo-checkout", id],
    queryFn: ({ signal }) => getDemoCheckout(id, signal),
  });

/** The demo provider's checkout page's plan, e-mail and status. */
export const useDemoCheckout = (id: string) => useQuery(demoCheckoutQueryOptions(id));
