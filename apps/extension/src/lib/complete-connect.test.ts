import { describe, expect, it, vi } from "vitest";

import { completeConnect, connectMessages } from "./complete-connect.ts";
import type { Connection } from "./connection.ts";

const key = `pl_live_${"a".repeat(43)}`;
const pending = { address: "https://promptloom.example", state: "state-1" };
const returned = (query: string, fragment: string) =>
  new URL(`chrome-extension://abc/connected.html?${query}#${fragment}`);

const finish = (url: URL, verify = vi.fn(() => Promise.resolve({ email: "rosa@example.com" }))) => {
  const saved: Connection[] = [];
  const forget = vi.fn(() => Promise.resolve());
  const message = completeConnect({
    url,
    pending,
    save: (connection) => Promise.resolve(void saved.push(connection)),
    forget,
    verify,
  });
  return { message, saved, forget };
};

describe("finishing a connection on the extension's connected page", () => {
  it("keeps the key for the address the extension's own Connect started with", async () => {
    const { message, saved } = finish(returned("state=state-1", `key=${key}`));
    expect(await message).toBe(connectMessages.connected("rosa@example.com"));
    expect(saved).toEqual([{ address: "https://promptloom.example", key }]);
  });

  it("keeps nothing that arrives with another state, or with no key", async () => {
    const planted = finish(returned("state=someone-else", `key=${key}`));
    expect(await planted.message).toBe(connectMessages.unexpected);
    expect(planted.saved).toEqual([]);
    const malformed = finish(returned("state=state-1", "key=not-a-key"));
    expect(await malformed.message).toBe(connectMessages.unexpected);
    expect(malformed.saved).toEqual([]);
  });

  it("says so when the member cancelled", async () => {
    const { message, saved } = finish(returned("state=state-1", "error=cancelled"));
    expect(await message).toBe(connectMessages.cancelled);
    expect(saved).toEqual([]);
  });

  it("forgets a key the server refuses", async () => {
    const { message, forget } = finish(
      returned("state=state-1", `key=${key}`),
      vi.fn(() => Promise.reject(new Error("This API key is not valid."))),
    );
    expect(await message).toBe(connectMessages.failed("This API key is not valid."));
    expect(forget).toHaveBeenCalled();
  });
});
