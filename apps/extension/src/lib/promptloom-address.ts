import { EXTENSION_CONNECT_PATH, type ExtensionBrowser } from "@promptloom/contracts/browser-extension";

/**
 * The address the member typed, as an origin: `promptloom.example` becomes
 * `https://promptloom.example`; a path, query or trailing slash is dropped. Null when it is not a
 * web address.
 */
export const normalizeAddress = (typed: string): string | null => {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin;
  } catch {
    return null;
  }
};

/** The site's consent page, which makes a key for the extension and hands it back to `returnUrl`. */
export const connectPageUrl = (address: string, returnUrl: string, browser: ExtensionBrowser) =>
  `${address}${EXTENSION_CONNECT_PATH}?${new URLSearchParams({ browser, return: returnUrl }).toString()}`;
