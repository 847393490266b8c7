import { accessMessages } from "@promptloom/contracts/auth-messages";
import { describe, expect, it } from "vitest";

import { decideAccess } from "./decide-access.ts";

const signedIn = (profile: { isPaid: boolean; refunded: boolean } | null) => ({
  isLoading: false,
  isError: false,
  isSignedIn: true,
  profile,
});

describe("decideAccess", () => {
  it("waits while the session loads", () => {
    expect(decideAccess({ isLoading: true, isError: false, isSignedIn: false, profile: null })).toEqual({
      kind: "loading",
    });
  });

  it("sends visitors without a session to sign in", () => {
    expect(decideAccess({ isLoading: false, isError: false, isSignedIn: false, profile: null })).toEqual({
      kind: "sign-in",
    });
  });

  it("lets paid members in", () => {
    expect(decideAccess(signedIn({ isPaid: true, refunded: false }))).toEqual({ kind: "allowed" });
  });

  it("checks refunded before paid", () => {
    expect(decideAccess(signedIn({ isPaid: true, refunded: true }))).toEqual({
      kind: "denied",
      message: accessMessages.refunded,
      redirectTo: "/refund?account=refunded",
    });
  });

  it("keeps unpaid members to tell them why", () => {
    expect(decideAccess(signedIn({ isPaid: false, refunded: false }))).toEqual({ kind: "no-access" });
  });

  it("sends missing profiles and profile errors home", () => {
    const home = { kind: "denied", message: accessMessages.subscriptionRequired, redirectTo: "/" };
    expect(decideAccess(signedIn(null))).toEqual(home);
    expect(decideAccess({ isLoading: false, isError: true, isSignedIn: false, profile: null })).toEqual(home);
  });
});
