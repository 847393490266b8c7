import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startLoopbackS3 } from "../../testing/loopback-s3.ts";
import { temporaryFolder } from "../../testing/temporary-folder.ts";
import { createLocalStorageProvider } from "./local-storage-provider.ts";
import type { StorageProvider } from "./storage-provider.ts";

let peer: Awaited<ReturnType<typeof startLoopbackS3>>;
beforeAll(async () => {
  peer = await startLoopbackS3();
});
afterAll(async () => {
  await peer.close();
});

const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

const providers: [string, () => StorageProvider][] = [
  ["local disk", () => createLocalStorageProvider(temporaryFolder("uploads-test"))],
  ["S3-compatible", () => peer.createStorage()],
];

describe.each(providers)("%s storage", (_, create) => {
  it("stores, reads back and deletes an object with its content type", async () => {
    const storage = create();
    await storage.put("library/example.png", image, "image/png");
    expect(await storage.get("library/example.png")).toEqual({ body: image, contentType: "image/png" });
    await storage.delete("library/example.png");
    expect(await storage.get("library/example.png")).toBeNull();
    await storage.delete("library/example.png");
  });

  it("answers null for a missing or malformed key and refuses to write outside its keys", async () => {
    const storage = create();
    expect(await storage.get("library/missing.png")).toBeNull();
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.put("../escape.png", image, "image/png")).rejects.toThrow("Invalid storage key");
  });
});

describe("S3-compatible storage on the wire", () => {
  it("signs its requests and keeps objects under the configured prefix", async () => {
    const [, create] = providers[1] ?? [];
    await create?.().put("library/signed.png", image, "image/png");
    expect(peer.objects.get("promptloom/uploads/library/signed.png")?.contentType).toBe("image/png");
    expect(peer.authorizations.at(-1)).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });
});
