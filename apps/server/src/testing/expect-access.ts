import { expect } from "vitest";

import { roles, type Role, type TestApp } from "./create-test-app.ts";
import type { TestClient, TestResponse } from "./test-client.ts";

/**
 * Calls one route as every role and checks each status, so every route's authorization is
 * tested the same way: `await expectAccess(testApp(), (c) => c.get("/api/x"), { anonymous: 401, … })`.
 */
export const expectAccess = async (
  app: TestApp,
  call: (client: TestClient) => Promise<TestResponse>,
  expected: Record<Role, number>,
): Promise<void> => {
  const actual: Partial<Record<Role, number>> = {};
  for (const role of roles) actual[role] = (await call(await app.as(role))).status;
  expect(actual).toEqual(expected);
};

/**
 * The same check for several calls made by one visitor per role, since signing accounts up is
 * the slow part: `await expectAccessToEach(testApp(), [(c) => c.get("/a"), (c) => c.post("/b")], { … })`.
 */
export const expectAccessToEach = async (
  app: TestApp,
  calls: ((client: TestClient) => Promise<TestResponse>)[],
  expected: Record<Role, number>,
): Promise<void> => {
  const clients = await Promise.all(roles.map((role) => app.as(role)));
  for (const [index, call] of calls.entries()) {
    const actual: Partial<Record<Role, number>> = {};
    for (const [position, role] of roles.entries()) actual[role] = (await call(clients[position] as TestClient)).status;
    // The call's index in the message says which call refused the wrong role.
    expect({ call: index, ...actual }).toEqual({ call: index, ...expected });
  }
};
