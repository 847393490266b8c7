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
