import { redirectAnswerSchema } from "@promptloom/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { startLoopbackGoogle, type GoogleProfile, type LoopbackGoogle } from "../../testing/loopback-google.ts";
import type { TestClient } from "../../testing/test-client.ts";

const google = { clientId: "promptloom-test.apps.googleusercontent.com", clientSecret: "google-test-secret" };

let peer: LoopbackGoogle;
beforeAll(async () => {
  peer = await startLoopbackGoogle(google);
});
afterAll(() => peer.close());

const testApp = useTestApp({ config: { googleEnabled: true, google } });

/** Starts Google sign-in as the app does; answers with Google's consent address (better-auth's answer, parsed). */
const startGoogleSignIn = async (visitor: TestClient, callbackURL = "/app/dashboard", errorCallbackURL?: string) => {
  const started = await visitor.post("/api/auth/sign-in/social", { provider: "google", callbackURL, errorCallbackURL });
  expect(started.status).toBe(200);
  return redirectAnswerSchema.parse(started.body).url;
};

/** The browser's round trip: start at the app, consent at Google, come back to the callback. */
const signInWithGoogle = async (visitor: TestClient, profile: GoogleProfile, callbackURL = "/app/dashboard") => {
  const back = new URL(peer.consent(await startGoogleSignIn(visitor, callbackURL, "/auth"), profile));
  return visitor.get(`${back.pathname}${back.search}`);
};

const profileOf = (sub: string, email: string): GoogleProfile => ({ sub, email, name: "Ada Lovelace" });

describe("Google sign-in", () => {
  it("tells the client that Google sign-in is offered", async () => {
    expect((await testApp().client().get("/api/config")).body).toEqual({ googleEnabled: true });
  });

  it("sends the browser to Google with this app's client, callback and a PKCE challenge", async () => {
    const url = new URL(await startGoogleSignIn(testApp().client()));
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe(google.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${testApp().baseUrl}/api/auth/callback/google`);
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toBeTruthy();
  });

  it("creates an account with an unpaid profile named after the Google account, and lands on the dashboard", async () => {
    const visitor = testApp().client();
    const callback = await signInWithGoogle(visitor, profileOf("google-1", "Ada@Example.test"));

    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/app/dashboard");
    expect(peer.tokenRequests.at(-1)?.get("client_secret")).toBe(google.clientSecret);
    const me = await expectJson(visitor.api.me.$get());
    expect(me.user).toMatchObject({ email: "ada@example.test", name: "Ada Lovelace" });
    expect(me.profile).toMatchObject({ fullName: "Ada Lovelace", isAdmin: false, isPaid: false, refunded: false });
  });

  it("stores a Google name within the product's limits, markup and control characters removed", async () => {
    const visitor = testApp().client();
    const name = `<img src=x onerror=alert(1)>Ada\u0000 ${"L".repeat(5000)}`;
    await signInWithGoogle(visitor, { sub: "google-9", email: "long@example.test", name });
    const me = await expectJson(visitor.api.me.$get());
    expect(me.user.name).toMatch(/^img src=x onerror=alert\(1\)Ada L+$/);
    expect(me.user.name).toHaveLength(100);
    expect(me.profile.fullName).toBe(me.user.name);
  });

  it.each(["", "?state=made-up&code=x", "?error=access_denied", "?state=%00&code=%ED%A0%80"])(
    "answers a callback it did not start (%s) with a redirect, never a server error",
    async (query) => {
      const response = await testApp().client().get(`/api/auth/callback/google${query}`);
      expect(response.status).toBe(302);
    },
  );

  it("signs the same Google account into the same user the next time", async () => {
    const first = testApp().client();
    await signInWithGoogle(first, profileOf("google-2", "grace@example.test"));
    const second = testApp().client();
    await signInWithGoogle(second, profileOf("google-2", "grace@example.test"));

    const [one, two] = await Promise.all([expectJson(first.api.me.$get()), expectJson(second.api.me.$get())]);
    expect(two.user.id).toBe(one.user.id);
  });

  it("does not join a Google login to a password account with the same e-mail", async () => {
    // Nobody has proven they own that password account's e-mail: whoever set the password could
    // otherwise share the Google user's account. The owner signs in with the password instead.
    const member = await testApp().signUp({ isPaid: true });
    const visitor = testApp().client();
    const callback = await signInWithGoogle(visitor, profileOf("google-6", member.account.email));

    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/^\/auth\?error=account_not_linked/);
    expect((await visitor.get("/api/me")).status).toBe(401);
    const signIn = await testApp()
      .client()
      .post("/api/auth/sign-in/email", { email: member.account.email, password: member.account.password });
    expect(signIn.status).toBe(200);
  });

  it("returns to the page the sign-in started from", async () => {
    const callback = await signInWithGoogle(testApp().client(), profileOf("google-3", "kay@example.test"), "/features");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/features");
  });

  it("does not sign in when the callback's state is not the one this browser started", async () => {
    const started = await startGoogleSignIn(testApp().client());
    const back = new URL(peer.consent(started, profileOf("google-4", "mallory@example.test")));
    const stranger = testApp().client();

    const callback = await stranger.get(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toContain("error=");
    expect((await stranger.get("/api/me")).status).toBe(401);
  });

  it("does not sign in when Google refuses the code", async () => {
    const visitor = testApp().client();
    const back = new URL(peer.consent(await startGoogleSignIn(visitor), profileOf("google-5", "eve@example.test")));
    back.searchParams.set("code", "a-code-google-never-issued");

    const callback = await visitor.get(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toContain("error=");
    expect((await visitor.get("/api/me")).status).toBe(401);
  });
});
