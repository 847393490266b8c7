import { CHECKOUT_FLAG_CLEAR_DELAY_MS, clearCheckoutInProgress } from "../../entities/checkout/checkout-flag.ts";
import { openInNewTab } from "../../lib/open-in-new-tab.ts";
import { isMobileViewport } from "../../lib/use-is-mobile.ts";

/**
 * Opens the payment page: in this window on a phone, in a new tab elsewhere (falling back to
 * this window when the browser blocks the tab). The checkout flag is cleared a second later.
 * Returns whether this page stays open.
 */
export const openCheckoutPage = (url: string): boolean => {
  setTimeout(clearCheckoutInProgress, CHECKOUT_FLAG_CLEAR_DELAY_MS);
  if (!isMobileViewport() && openInNewTab(url)) return true;
  window.location.assign(url);
  return false;
};
