/**
 * The browser extension and the site's consent page. The extension opens the page with the
 * browser it runs in and where to send the key back (its own connected.html); the page makes a
 * key named for the extension and hands it over in the return address's fragment.
 */
export const EXTENSION_CONNECT_PATH = "/app/extension/connect";

export const extensionBrowsers = ["chrome", "firefox"] as const;
export type ExtensionBrowser = (typeof extensionBrowsers)[number];

const browserNames: Record<ExtensionBrowser, string> = { chrome: "Chrome", firefox: "Firefox" };

export const readExtensionBrowser = (value: string | null): ExtensionBrowser =>
  extensionBrowsers.find((browser) => browser === value) ?? "chrome";

/** The name of the key the consent page creates, as the API-keys list shows it. */
export const extensionKeyName = (browser: ExtensionBrowser) => `Promptloom for ${browserNames[browser]}`;

const extensionSchemes = new Set(["chrome-extension:", "moz-extension:"]);

/**
 * Only the extension's own page may receive a key: another address (a web page) in `return` is
 * refused, so a link cannot trick a member into sending a new key to someone else's site.
 */
export const isExtensionReturnUrl = (value: string | null): value is string => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return extensionSchemes.has(url.protocol) && url.hostname.length > 0 && url.pathname === "/connected.html";
  } catch {
    return false;
  }
};

export const extensionConnectMessages = {
  title: (browser: ExtensionBrowser) => `Allow ${extensionKeyName(browser)} to use your prompts?`,
  explanation:
    "The extension will be able to search your saved prompts and the library, refine what you type with Genie, save prompts to My Prompts and add the time you save to your dashboard.",
  revoke: (browser: ExtensionBrowser) =>
    `It gets its own API key, “${extensionKeyName(browser)}”. Revoke it any time under Automations → API keys to disconnect it.`,
  badLink:
    "This link did not come from the Promptloom extension, so no key was made. Open the extension and choose Connect again.",
  allowed: "Connected. Returning to the extension…",
} as const;
