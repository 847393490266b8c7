import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { roles, useTestApp, type Role } from "../testing/create-test-app.ts";
import type { TestClient } from "../testing/test-client.ts";

/**
 * Who may call each API route, checked for every route the app registers: a route missing from
 * this table fails the test, so no endpoint ships without a decided access level.
 */
type Access = "public" | "signed-in" | "not-refunded" | "member" | "admin" | "api-key";

const accessRules: [RegExp, Access][] = [
  [/^\/api\/(health|config|openapi\.json|theme|theme\.css)$/, "public"],
  // The browser's session read: null for a visitor, the user and profile otherwise.
  [/^\/api\/session$/, "public"],
  // Visitors' streams carry site-wide changes (the theme) only; members' add their own events.
  [/^\/api\/events$/, "public"],
  [/^\/api\/auth\//, "public"],
  [/^\/api\/functions\/(check-user-exists|create-(monthly|yearly)-checkout-guest)$/, "public"],
  [/^\/api\/support\/messages$/, "public"],
  [/^\/api\/webhooks\/stripe$/, "public"],
  [/^\/api\/uploads\//, "public"],
  // A demo checkout is reached by its unguessable id, like a Stripe Checkout page.
  [/^\/api\/billing\/demo\/checkouts\//, "public"],
  [/^\/api\/(me|account|account\/profile)$/, "signed-in"],
  [/^\/api\/functions\/check-subscription$/, "signed-in"],
  // A refunded or unpaid account needs support as much as a member does.
  [/^\/api\/support\/tickets(\/|$)/, "signed-in"],
  // A refunded account is inactive: it can neither buy again nor manage billing.
  [/^\/api\/functions\/(create-(monthly|yearly)-checkout|customer-portal)$/, "not-refunded"],
  [/^\/api\/billing\/demo\/portal\//, "signed-in"],
  [
    /^\/api\/(saved-prompts|folders|library|community-prompts|usage|studio|photo-studio|api-keys|automations|planner|coach|resources|docs|discord)(\/|$)/,
    "member",
  ],
  // The public API takes a member's API key and never a cookie session (see api-keys.test.ts).
  [/^\/api\/v1\//, "api-key"],
  [/^\/api\/functions\/(track-usage|perfect-prompt|transcribe)$/, "member"],
  [/^\/api\/genie\//, "member"],
  [/^\/api\/admin\//, "admin"],
];

const accessOf = (path: string): Access | undefined => accessRules.find(([pattern]) => pattern.test(path))?.[1];

/** Refused: 401 without a session, 403 for a session without the right. */
const refusal: Record<Access, Record<Role, "refused" | "let through">> = {
  public: {
    anonymous: "let through",
    unpaid: "let through",
    paid: "let through",
    refunded: "let through",
    admin: "let through",
  },
  "signed-in": {
    anonymous: "refused",
    unpaid: "let through",
    paid: "let through",
    refunded: "let through",
    admin: "let through",
  },
  "not-refunded": {
    anonymous: "refused",
    unpaid: "let through",
    paid: "let through",
    refunded: "refused",
    admin: "let through",
  },
  member: { anonymous: "refused", unpaid: "refused", paid: "let through", refunded: "refused", admin: "let through" },
  admin: { anonymous: "refused", unpaid: "refused", paid: "refused", refunded: "refused", admin: "let through" },
  "api-key": { anonymous: "refused", unpaid: "refused", paid: "refused", refunded: "refused", admin: "refused" },
};

const testApp = useTestApp();

/** Each endpoint once: a route with validators is registered once per handler in its chain. */
const endpoints = () => [
  ...new Map(testApp().routes.map((route) => [`${route.method} ${route.path}`, route] as const)).values(),
];

/** A concrete address for a route pattern: ids become fresh uuids, wildcards a harmless name. */
const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, () => randomUUID()).replace(/\*$/, "example.png");

/** The status of one request; only the headers are awaited, since some routes stream without end. */
const call = async (client: TestClient, method: string, path: string): Promise<{ status: number }> => {
  const response = await client.open(method, path, method === "GET" || method === "DELETE" ? {} : { json: {} });
  await response.body?.cancel();
  return { status: response.status };
};

describe("access to every API route", () => {
  it("has a decided access level for every route the app registers", () => {
    const undecided = endpoints()
      .filter((route) => !accessOf(route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(undecided).toEqual([]);
  });

  it("refuses visitors with 401 and the wrong roles with 403 on every guarded route, and lets the right ones through", async () => {
    const clients = Object.fromEntries(
      await Promise.all(roles.map(async (role) => [role, await testApp().as(role)] as const)),
    ) as Record<Role, TestClient>;
    const guarded = endpoints().filter((route) => {
      const access = accessOf(route.path);
      return access && access !== "public";
    });
    expect(guarded.length).toBeGreaterThan(40);

    const wrong: string[] = [];
    for (const route of guarded) {
      const access = accessOf(route.path) ?? "public";
      const path = concrete(route.path);
      for (const role of roles) {
        const { status } = await call(clients[role], route.method, path);
        const expected = refusal[access][role];
        // A session is no credential for the public API: every cookie is refused as no key.
        const refusedAs = role === "anonymous" || access === "api-key" ? 401 : 403;
        const isRight = expected === "refused" ? status === refusedAs : status !== 401 && status !== 403;
        if (!isRight) wrong.push(`${route.method} ${route.path} as ${role}: ${status} (expected ${expected})`);
        // An empty or made-up request is bad input: a 4xx, never a server error.
        if (status >= 500) wrong.push(`${route.method} ${route.path} as ${role}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    // Every route as every role, one after another: well past the default timeout on a busy machine.
  }, 120_000);

  it("never lets a public route fail with a server error on an empty request", async () => {
    const visitor = testApp().client();
    const failures: string[] = [];
    for (const route of endpoints().filter((candidate) => accessOf(candidate.path) === "public")) {
      const { status } = await call(visitor, route.method, concrete(route.path));
      if (status >= 500) failures.push(`${route.method} ${route.path}: ${status}`);
    }
    expect(failures).toEqual([]);
  });
});
