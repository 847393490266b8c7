import { describe, expect, it } from "vitest";

import { extensionKeyName, isExtensionReturnUrl, readExtensionBrowser } from "./browser-extension.ts";

describe("the extension's consent link", () => {
  it("sends keys back only to the extension's own connected page", () => {
    expect(isExtensionReturnUrl("chrome-extension://abcdefghijklmnop/connected.html?state=1")).toBe(true);
    expect(isExtensionReturnUrl("moz-extension://0c1d2e3f-aaaa-bbbb-cccc-000000000000/connected.html")).toBe(true);
    expect(isExtensionReturnUrl("https://attacker.example/connected.html")).toBe(false);
    expect(isExtensionReturnUrl("chrome-extension://abcdefghijklmnop/popup.html")).toBe(false);
    expect(isExtensionReturnUrl("javascript:alert(1)")).toBe(false);
    expect(isExtensionReturnUrl(null)).toBe(false);
  });

  it("names the key for the browser the extension runs in", () => {
    expect(extensionKeyName(readExtensionBrowser("firefox"))).toBe("Promptloom for Firefox");
    expect(extensionKeyName(readExtensionBrowser("netscape"))).toBe("Promptloom for Chrome");
  });
});
