import { billingMessages, type RedirectResponse } from "@promptloom/contracts/billing";

/** A checkout or portal answer without an address is a failure like any other. */
export const requireUrl = (response: RedirectResponse): string => {
  if (!response.url) throw new Error(billingMessages.missingUrl);
  return response.url;
};
