import { describe, expect, it } from "vitest";

import { ApiError } from "../../lib/api-client.ts";
import { describeCheckoutError, describeSignInError, describeSignUpError } from "./subscription-errors.ts";

describe("the modal's error texts", () => {
  it("sign-up: an existing account, the provider's message, or the fallback", () => {
    expect(describeSignUpError(new ApiError(422, "bad_request", "User already exists. Use another email."))).toBe(
      "An account with this email already exists. Please sign in instead.",
    );
    expect(describeSignUpError(new ApiError(400, "bad_request", "Password too short"))).toBe("Password too short");
    expect(describeSignUpError(null)).toBe("Account creation failed. Please try again.");
  });

  it("sign-in: wrong credentials, too many attempts, the message, or the fallback", () => {
    expect(describeSignInError(new ApiError(401, "unauthorized", "Invalid email or password"))).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    expect(describeSignInError(new ApiError(429, "rate_limited", "slow down"))).toBe(
      "Too many failed login attempts. Please wait before trying again.",
    );
    expect(describeSignInError(new Error("Network error"))).toBe("Network error");
    expect(describeSignInError(null)).toBe("Sign in failed. Please try again.");
  });

  it("checkout: a named refusal as it is, anything else as the generic text", () => {
    const inactive = new ApiError(403, "forbidden", "Account Inactive - Contact support for assistance.");
    expect(describeCheckoutError(inactive)).toBe("Account Inactive - Contact support for assistance.");
    expect(describeCheckoutError(new ApiError(500, "internal_error", "boom"))).toBe(
      "Failed to start checkout process. Please try again.",
    );
  });
});
