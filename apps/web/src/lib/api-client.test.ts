import { afterEach, describe, expect, it, vi } from "vitest";

import { api } from "./api-client.ts";

/** The headers of each request the page sent, as the network saw them. */
const recordRequests = () => {
  const sent: { method: string; headers: Headers }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ method: (init.method ?? "GET").toUpperCase(), headers: new Headers(init.headers) });
      return Promise.resolve(Response.json({}, { status: 201 }));
    }),
  );
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the API client", () => {
  it("sends a new Idempotency-Key with every create, and none with reads", async () => {
    const sent = recordRequests();
    const prompt = { title: "Recap", perfectedText: "Summarise the meeting." };
    await api["saved-prompts"].$post({ json: prompt });
    await api["saved-prompts"].$post({ json: prompt });
    await api["saved-prompts"].$get({ query: {} });
    const [first, second, read] = sent;
    expect(first?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(first?.headers.get("Idempotency-Key")).not.toBe(second?.headers.get("Idempotency-Key"));
    expect(read?.method).toBe("GET");
    expect(read?.headers.has("Idempotency-Key")).toBe(false);
  });
});
