import type { RedirectResponse } from "@promptloom/contracts/billing";

import { apiRequest } from "../../../lib/api-client.ts";
import { requireUrl } from "./require-url.ts";

/** Where the member manages their subscription at the payment provider. */
export const getCustomerPortalUrl = async (): Promise<string> =>
  requireUrl(await apiRequest<RedirectResponse>("/api/functions/customer-portal", { body: {} }));
