import { useEffect } from "react";

/**
 * The spec's browser-session flag `checkoutInProgress` ("true" while a checkout, or the sign-in
 * that leads to one, is under way). While it is set the sign-in redirects stand aside.
 */
const KEY = "checkoutInProgress";

/** How long the flag outlives the redirect to the checkout page. */
export const CHECKOUT_FLAG_CLEAR_DELAY_MS = 1000;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off by privacy settings; the flow then simply runs without the flag.
    return null;
  }
};

export const markCheckoutInProgress = () => storage()?.setItem(KEY, "true");
export const clearCheckoutInProgress = () => storage()?.removeItem(KEY);
export const isCheckoutInProgress = () => storage()?.getItem(KEY) === "true";

/**
 * For the pages a checkout returns to. The flag's one-second timer dies with the page when the
 * checkout opens in the same window (on a phone), and a checkout tab starts with a copy of the
 * flag, so back from paying or cancelling the flag is cleared here.
 */
export const useCheckoutReturned = () => {
  useEffect(() => {
    clearCheckoutInProgress();
  }, []);
};
