import { apiKeyMessages } from "@promptloom/contracts/api-keys";
import { describe, expect, it } from "vitest";

import { createKeyFor } from "../testing/api-key-requests.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import { invalidApiKeyLimit } from "./api-key-members-only.ts";

/** One proxy in front: it appends the address it was reached from to X-Forwarded-For. */
const testApp = useTestApp({ config: { trustedProxyHops: 1 } });

/** A request with a key, as the proxy forwards it from `address`. */
const withKeyFrom = (key: string, address: string) => ({
  headers: { Authorization: `Bearer ${key}`, "X-Forwarded-For": address },
});

const revokedLooking = `pl_live_${"A".repeat(43)}`;

describe("keys that are not valid, per client address", () => {
  it("answers 429 with Retry-After once one address has sent too many, and nobody else notices", async () => {
    const member = await testApp().as("paid");
    const validKey = await createKeyFor(member);
    const client = testApp().client();
    const guesser = "203.0.113.9";

    for (let attempt = 1; attempt <= invalidApiKeyLimit.limit; attempt += 1) {
      const answer = await client.get("/api/v1/me", withKeyFrom(attempt % 2 ? revokedLooking : "not-a-key", guesser));
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await client.get("/api/v1/me", withKeyFrom(revokedLooking, guesser));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "rate_limited", message: apiKeyMessages.tooManyInvalid } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The MCP server takes the same keys and counts the same failures.
    const mcp = await client.post("/api/mcp", {}, withKeyFrom(revokedLooking, guesser));
    expect(mcp.status).toBe(429);

    // Another address is told its key is not valid, as before.
    const other = await client.get("/api/v1/me", withKeyFrom(revokedLooking, "198.51.100.4"));
    expect(other).toMatchObject({ status: 401, body: { error: { message: apiKeyMessages.invalid } } });
    // A valid key works from anywhere, the busy address included.
    expect((await client.get("/api/v1/me", withKeyFrom(validKey, guesser))).status).toBe(200);
    expect((await client.get("/api/v1/me", withKeyFrom(validKey, "198.51.100.4"))).status).toBe(200);
  });

  it("does not count a request without a key", async () => {
    const client = testApp().client();
    for (let attempt = 1; attempt <= invalidApiKeyLimit.limit + 1; attempt += 1) {
      const answer = await client.get("/api/v1/me", { headers: { "X-Forwarded-For": "203.0.113.10" } });
      expect(answer.status).toBe(401);
    }
  });
});
