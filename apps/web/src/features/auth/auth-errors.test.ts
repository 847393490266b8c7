import { describe, expect, it } from "vitest";

import { ApiError } from "../../lib/api-client.ts";
import { describeSignInError } from "./auth-errors.ts";

describe("what the sign-in page says when a sign-in is refused", () => {
  it("names wrong credentials and too many attempts in the product's words", () => {
    expect(describeSignInError(new ApiError(401, "unauthorized", "Invalid email or password"))).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(describeSignInError(new ApiError(429, "rate_limited", "slow down"))).toBe(
      "Too many failed login attempts. Please wait before trying again.",
    );
  });

  it("shows the server's own reason as it is", () => {
    expect(describeSignInError(new ApiError(403, "forbidden", "Email not verified"))).toBe("Email not verified");
    expect(describeSignInError(new ApiError(0, "network_error", "Network error."))).toBe("Network error.");
  });

  it("leaves unexplained failures to the 'Failed to sign in' toast", () => {
    expect(describeSignInError(new ApiError(500, "internal_error", "boom"))).toBeNull();
    expect(describeSignInError(new Error("unexpected"))).toBeNull();
  });
});
