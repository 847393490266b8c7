import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { photoUploads } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { createLocalStorageProvider } from "../../providers/storage/local-storage-provider.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";
import { startLoopbackS3 } from "../../testing/loopback-s3.ts";
import {
  encodedPhoto,
  gifBytes,
  hasGpsBlock,
  phonePhoto,
  sendPhoto,
  uploadPhoto,
} from "../../testing/photo-fixtures.ts";
import { temporaryFolder } from "../../testing/temporary-folder.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { seedStudio } from "./seed-studio.ts";

let s3: Awaited<ReturnType<typeof startLoopbackS3>>;
beforeAll(async () => {
  s3 = await startLoopbackS3();
});
afterAll(async () => {
  await s3.close();
});

const storages: [string, () => StorageProvider][] = [
  ["local disk", () => createLocalStorageProvider(temporaryFolder("photo-studio"))],
  ["S3-compatible", () => s3.createStorage()],
];

const orange = { r: 230, g: 120, b: 30 };

const uploadsOf = async (client: TestClient) => (await expectJson(client.api["photo-studio"].uploads.$get())).items;

describe.each(storages)("Photo Studio uploads on %s storage", (_, createStorage) => {
  let storage: StorageProvider;
  const testApp = useTestApp(() => {
    storage = createStorage();
    return { providers: { storage } };
  });
  const storedKeys = async (id: string) => {
    const [row] = await testApp().db.select().from(photoUploads).where(eq(photoUploads.id, id));
    return { imageKey: row?.imageKey ?? "", thumbnailKey: row?.thumbnailKey ?? "" };
  };

  beforeEach(async () => {
    await seedStudio({ db: testApp().db, logger: createLogger("silent") });
  });

  it("stores a phone photo upright with its EXIF and location removed, and measures it", async () => {
    const member = await testApp().as("paid");
    const original = await phonePhoto({ width: 300, height: 200, colour: orange, orientation: 6 });
    const originalMeta = await sharp(original).metadata();
    expect(hasGpsBlock(originalMeta.exif ?? new Uint8Array())).toBe(true);

    const uploaded = await uploadPhoto(member, original, { name: "../../IMG_0042.jpg" });
    expect(uploaded).toMatchObject({
      fileName: "IMG_0042.jpg",
      contentType: "image/jpeg",
      width: 200,
      height: 300,
    });
    expect(uploaded.measurements).toMatchObject({ aspectRatio: "2:3", temperature: "warm" });
    expect(uploaded.measurements.palette[0]).toMatchObject({ name: "orange", share: 1 });
    expect(uploaded.prefill.picks.aspect).toEqual([{ slug: "2-3", weight: 1 }]);

    const stored = await storage.get((await storedKeys(uploaded.id)).imageKey);
    const storedMeta = await sharp(stored?.body).metadata();
    expect(storedMeta).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(storedMeta.exif).toBeUndefined();
    expect(storedMeta.xmp).toBeUndefined();
    expect(storedMeta.iptc).toBeUndefined();
    expect(storedMeta.orientation).toBeUndefined();
    expect(Buffer.from(stored?.body ?? []).includes("PromptloomTestCam")).toBe(false);

    const served = await member.open("GET", uploaded.imageUrl);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored?.body);
  });

  it("takes PNG and WebP too, each stored as itself without metadata", async () => {
    const member = await testApp().as("paid");
    for (const format of ["png", "webp"] as const) {
      const body = await uploadPhoto(member, await encodedPhoto(format, { r: 20, g: 60, b: 200 }), {
        name: `logo.${format}`,
        type: `image/${format}`,
      });
      expect(body.contentType).toBe(`image/${format}`);
      const stored = await storage.get((await storedKeys(body.id)).imageKey);
      const meta = await sharp(stored?.body).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(body.measurements.aspectRatio).toBe("4:3");
    }
  });

  it("lists uploads newest first with thumbnails, re-opens one and deletes it with its files", async () => {
    const member = await testApp().as("paid");
    const first = await uploadPhoto(member, await phonePhoto({ width: 160, height: 90, colour: orange }));
    const second = await uploadPhoto(member, await encodedPhoto("png", { r: 10, g: 10, b: 10 }), { type: "image/png" });
    const list = await uploadsOf(member);
    expect(list.map((photo) => photo.id)).toEqual([second.id, first.id]);

    const thumbnail = await member.open("GET", first.thumbnailUrl);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata()).width).toBe(160);

    const reopened = await expectJson(member.api["photo-studio"].uploads[":id"].$get({ param: { id: first.id } }));
    expect(reopened).toEqual(first);

    const keys = await storedKeys(first.id);
    expect((await member.delete(`/api/photo-studio/uploads/${first.id}`)).status).toBe(204);
    expect(await storage.get(keys.imageKey)).toBeNull();
    expect(await storage.get(keys.thumbnailKey)).toBeNull();
    expect((await member.get(`/api/photo-studio/uploads/${first.id}`)).status).toBe(404);
    expect(await uploadsOf(member)).toHaveLength(1);
  });

  it("removes a member's photos from storage when they delete their account", async () => {
    const member = await testApp().as("paid");
    const photo = await uploadPhoto(member, await phonePhoto({ width: 60, height: 60, colour: orange }));
    const keys = await storedKeys(photo.id);
    const deleted = await member.send("DELETE", "/api/account", {
      json: { confirmEmail: member.account.email, password: member.account.password },
    });
    expect(deleted.status).toBe(204);
    expect(await storage.get(keys.imageKey)).toBeNull();
    expect(await storage.get(keys.thumbnailKey)).toBeNull();
  });
});

describe("Photo Studio checks and ownership", () => {
  const testApp = useTestApp();

  it("refuses a file that only claims to be a photo by its name and type", async () => {
    const member = await testApp().as("paid");
    const gif = await sendPhoto(member, gifBytes, { name: "photo.jpg", type: "image/jpeg" });
    expect(expectError(gif, 415).message).toBe("Upload a JPEG, PNG or WebP photo.");
    const script = await sendPhoto(member, new TextEncoder().encode("<svg onload=alert(1)>"), { name: "a.png" });
    expectError(script, 415);
    const broken = await sendPhoto(member, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]));
    expect(expectError(broken, 400).message).toBe("This file could not be read as an image. Try another photo.");
    expect(await uploadsOf(member)).toEqual([]);
  });

  it("refuses a photo over the size limit, the admin's limit once set", async () => {
    const member = await testApp().as("paid");
    const overTen = new Uint8Array(10 * 1024 * 1024 + 1);
    overTen.set([0xff, 0xd8, 0xff]);
    const tooLarge = await sendPhoto(member, overTen);
    expect(expectError(tooLarge, 413).message).toBe("Photos must be at most 10 MB.");

    const admin = await testApp().as("admin");
    const settings = admin.api.admin["photo-studio"].settings;
    const current = await expectJson(settings.$get());
    await expectJson(settings.$put({ json: { ...current, maxBytes: 1024 * 1024, allowedTypes: ["image/jpeg"] } }));
    const justOver = new Uint8Array(1024 * 1024 + 10);
    justOver.set([0xff, 0xd8, 0xff]);
    const refused = await sendPhoto(member, justOver);
    expect(expectError(refused, 413).message).toBe("Photos must be at most 1 MB.");
    const png = await sendPhoto(member, await encodedPhoto("png", orange), { type: "image/png" });
    expect(expectError(png, 415).message).toBe("Upload a JPEG photo.");
    expect((await member.get("/api/photo-studio/settings")).body).toEqual({
      maxBytes: 1024 * 1024,
      allowedTypes: ["image/jpeg"],
      visionModel: null,
    });
  });

  it("asks for a file when the form has none", async () => {
    const member = await testApp().as("paid");
    const empty = await member.send("POST", "/api/photo-studio/uploads", { body: new FormData() });
    expect(expectError(empty, 400).message).toBe("Choose a photo to upload.");
  });

  it("shows a member's photos to nobody else, not even through the public uploads route", async () => {
    const owner = await testApp().as("paid");
    const photo = await uploadPhoto(owner, await phonePhoto({ width: 40, height: 40, colour: orange }));
    const other = await testApp().as("paid");
    for (const path of [`/api/photo-studio/uploads/${photo.id}`, photo.imageUrl, photo.thumbnailUrl]) {
      expect((await other.get(path)).status).toBe(404);
    }
    expect((await other.delete(`/api/photo-studio/uploads/${photo.id}`)).status).toBe(404);
    expect((await other.post(`/api/photo-studio/uploads/${photo.id}/describe`)).status).toBe(404);
    expect(await uploadsOf(other)).toEqual([]);

    const [row] = await testApp().db.select().from(photoUploads).where(eq(photoUploads.id, photo.id));
    expect((await owner.get(`/api/uploads/${row?.imageKey}`)).status).toBe(404);
    expect((await owner.get(photo.imageUrl)).status).toBe(200);
  });

  it("tells a member in plain words that descriptions are off when no vision model is configured", async () => {
    const member = await testApp().as("paid");
    const photo = await uploadPhoto(member, await phonePhoto({ width: 40, height: 40, colour: orange }));
    const answer = await member.post(`/api/photo-studio/uploads/${photo.id}/describe`);
    const { message } = expectError(answer, 503);
    expect(message).toBe(
      "Photo descriptions aren't available on this site yet. Pick the builder choices yourself below.",
    );
    expect(message).not.toMatch(/AI_|VISION|set /);
  });

  it("is for members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/photo-studio/uploads"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
  });
});
