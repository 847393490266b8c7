import { describe, expect, it } from "vitest";

import { ApiError } from "../../lib/api-client.ts";
import { describeGoogleSignInFailure } from "./google-sign-in.ts";

describe("a Google sign-in that cannot start", () => {
  it("asks to wait after too many attempts, titled as the specification words it", () => {
    expect(describeGoogleSignInFailure(new ApiError(429, "rate_limited", "slow down"))).toEqual({
      title: "Too Many Attempts",
      description: "Please wait a few minutes before trying again.",
    });
  });

  it("says Google sign-in failed for anything else", () => {
    const expected = { title: "Error", description: "Failed to sign in with Google. Please try again." };
    expect(describeGoogleSignInFailure(new ApiError(500, "internal_error", "boom"))).toEqual(expected);
    expect(describeGoogleSignInFailure(new ApiError(0, "network_error", "offline"))).toEqual(expected);
  });
});
