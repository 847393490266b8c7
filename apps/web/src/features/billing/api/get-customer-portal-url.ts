import { api, unwrap } from "../../../lib/api-client.ts";
import { requireUrl } from "./require-url.ts";

/** Where the member manages their subscription at the payment provider. */
export const getCustomerPortalUrl = async (): Promise<string> =>
  requireUrl(await unwrap(api.functions["customer-portal"].$post()));
