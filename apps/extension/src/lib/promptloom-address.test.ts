import { describe, expect, it } from "vitest";

import { connectPageUrl, normalizeAddress } from "./promptloom-address.ts";

describe("the Promptloom address a member types", () => {
  it("becomes the site's origin", () => {
    expect(normalizeAddress(" promptloom.example/app/dashboard ")).toBe("https://promptloom.example");
    expect(normalizeAddress("http://localhost:3000/")).toBe("http://localhost:3000");
  });

  it("is refused when it is not a web address", () => {
    expect(normalizeAddress("")).toBeNull();
    expect(normalizeAddress("ftp://files.example")).toBeNull();
    expect(normalizeAddress("https://")).toBeNull();
  });

  it("leads to the site's consent page, which hands the key back to the extension", () => {
    const url = new URL(
      connectPageUrl("https://promptloom.example", "chrome-extension://abc/connected.html?state=1", "chrome"),
    );
    expect(url.pathname).toBe("/app/extension/connect");
    expect(url.searchParams.get("return")).toBe("chrome-extension://abc/connected.html?state=1");
    expect(url.searchParams.get("browser")).toBe("chrome");
  });
});
