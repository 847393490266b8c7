import { CHECKOUT_FLAG_CLEAR_DELAY_MS, clearCheckoutInProgress } from "../../entities/checkout/checkout-flag.ts";

/**
 * Opens the payment page in this window, on every screen size: the checkout comes back to
 * /payment-success or /payment-failure here, so no tab is left behind still offering to subscribe
 * and trying again opens no further tab. The checkout flag is cleared a second later.
 */
export const openCheckoutPage = (url: string): void => {
  setTimeout(clearCheckoutInProgress, CHECKOUT_FLAG_CLEAR_DELAY_MS);
  window.location.assign(url);
};
