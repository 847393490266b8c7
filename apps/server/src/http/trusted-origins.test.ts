import { describe, expect, it } from "vitest";

import { trustedOriginsFor } from "./trusted-origins.ts";

describe("trustedOriginsFor", () => {
  it("trusts every loopback name of the running port when no PUBLIC_URL is set", () => {
    expect(trustedOriginsFor({ publicUrl: undefined, port: 3000 })).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
  });

  it("trusts only the public address, as an origin, once PUBLIC_URL is set", () => {
    expect(trustedOriginsFor({ publicUrl: "https://prompts.example.com/", port: 3000 })).toEqual([
      "https://prompts.example.com",
    ]);
  });
});
