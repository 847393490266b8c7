import { billingMessages } from "@promptloom/contracts/billing";

import { openInNewTab } from "../../lib/open-in-new-tab.ts";
import { toastError } from "../../lib/toast.ts";
import { getCustomerPortalUrl } from "./api/get-customer-portal-url.ts";

/** Opens subscription management in a new tab (this one when the browser blocks tabs). */
export const openCustomerPortal = async () => {
  try {
    const url = await getCustomerPortalUrl();
    if (!openInNewTab(url)) window.location.assign(url);
  } catch {
    toastError(billingMessages.portalFailed);
  }
};
