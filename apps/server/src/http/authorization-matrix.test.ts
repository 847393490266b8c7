import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { libraryCategories } from "../db/schema/index.ts";
import { authorizationMatrix, type Access } from "../testing/authorization-matrix.ts";
import { roles, useTestApp, type Role, type SignedInClient } from "../testing/create-test-app.ts";
import { expectJson } from "../testing/expect-json.ts";
import { encodedPhoto, uploadPhoto } from "../testing/photo-fixtures.ts";
import { postEventStream } from "../testing/post-event-stream.ts";
import type { TestClient } from "../testing/test-client.ts";

/** Whether each role gets past a route's access level: refused is 401 without a session, 403 with one. */
const letThrough: Record<Access, Record<Role, boolean>> = {
  public: { anonymous: true, unpaid: true, paid: true, refunded: true, admin: true },
  "signed-in": { anonymous: false, unpaid: true, paid: true, refunded: true, admin: true },
  "not-refunded": { anonymous: false, unpaid: true, paid: true, refunded: false, admin: true },
  member: { anonymous: false, unpaid: false, paid: true, refunded: false, admin: true },
  admin: { anonymous: false, unpaid: false, paid: false, refunded: false, admin: true },
  "api-key": { anonymous: false, unpaid: false, paid: false, refunded: false, admin: false },
};

const testApp = useTestApp();

/** Each endpoint once: a route with validators is registered once per handler in its chain. */
const endpoints = () => [...new Set(testApp().routes.map((route) => `${route.method} ${route.path}`))];

/** A concrete address for a route pattern: ids become fresh uuids, wildcards a harmless name. */
const concrete = (path: string) =>
  path
    .replace(/:version/g, "1")
    .replace(/:[a-zA-Z]+/g, () => randomUUID())
    .replace(/\*$/, "example.png");

/** The status of one request; only the headers are awaited, since some routes stream without end. */
const statusOf = async (client: TestClient, method: string, path: string, body: unknown = {}) => {
  const response = await client.open(method, path, method === "GET" ? {} : { json: body });
  await response.body?.cancel();
  return response.status;
};

/**
 * A paid member's own objects: a filed, twice-edited prompt, its folder, a prompt awaiting review,
 * an API key, a studio preset, an uploaded photo and a Genie session.
 */
const createOwnedObjects = async (owner: SignedInClient) => {
  await testApp()
    .db.insert(libraryCategories)
    .values({ slug: "writing", name: "Writing", description: "Words.", type: "text" });
  const folder = await expectJson(owner.api.folders.$post({ json: { name: "Private" } }), 201);
  const prompt = await expectJson(
    owner.api["saved-prompts"].$post({ json: { title: "Mine", perfectedText: "Draft", folderId: folder.id } }),
    201,
  );
  await owner.patch(`/api/saved-prompts/${prompt.id}`, { perfectedText: "Final" });
  const community = await expectJson(
    owner.api["community-prompts"].$post({
      json: { title: "Pending idea", body: "Summarise {{notes}}", category: "writing" },
    }),
    201,
  );
  const apiKey = await expectJson(owner.api["api-keys"].$post({ json: { name: "Mine" } }), 201);
  const preset = await expectJson(owner.api.studio.presets.$post({ json: { name: "Mine", choices: {} } }), 201);
  const photo = await uploadPhoto(owner, await encodedPhoto("png", { r: 200, g: 80, b: 40 }));
  const genie = await postEventStream(owner, "/api/genie/sessions", {
    request: "A packing list for a week",
    options: {},
  });
  const genieVersion = genie.events.find((event) => event.event === "version")?.data as { sessionId: string };
  return {
    savedPrompt: prompt.id,
    folder: folder.id,
    communityPrompt: community.id,
    apiKey: apiKey.id,
    studioPreset: preset.id,
    photo: photo.id,
    genieSession: genieVersion.sessionId,
  };
};

/** What the owner sees of those objects, to compare before and after the other member's attempts. */
const snapshotOf = async (owner: SignedInClient, ids: Awaited<ReturnType<typeof createOwnedObjects>>) => ({
  prompt: (await owner.get(`/api/saved-prompts/${ids.savedPrompt}`)).body,
  versions: (await owner.get(`/api/saved-prompts/${ids.savedPrompt}/versions`)).body,
  prompts: (await owner.get("/api/saved-prompts")).body,
  folders: (await owner.get("/api/folders")).body,
  community: (await owner.get(`/api/community-prompts/${ids.communityPrompt}`)).body,
  apiKeys: (await owner.get("/api/api-keys")).body,
  presets: (await owner.get("/api/studio/presets")).body,
  photos: (await owner.get("/api/photo-studio/uploads")).body,
  genie: (await owner.get(`/api/genie/sessions/${ids.genieSession}`)).body,
});

const fill = (template: string, ids: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `{${name}}`);

describe("the authorization matrix", () => {
  it("has an entry for every route the app registers, and no entry for a route that is gone", () => {
    const registered = endpoints();
    const missing = registered.filter((route) => !(route in authorizationMatrix));
    const stale = Object.keys(authorizationMatrix).filter((route) => !registered.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  // Every route as every role, one after another: well past the default timeout on a busy machine.
  it(
    "refuses visitors with 401 and the wrong roles with 403 on every route, lets the right ones through, and never fails with a 5xx",
    { timeout: 120_000 },
    async () => {
      const clients = Object.fromEntries(
        await Promise.all(roles.map(async (role) => [role, await testApp().as(role)] as const)),
      ) as Record<Role, TestClient>;
      const wrong: string[] = [];
      // Signing out ends the role's session, so it goes last.
      const signOut = "POST /api/auth/sign-out";
      for (const route of [...endpoints().filter((route) => route !== signOut), signOut]) {
        const entry = authorizationMatrix[route];
        if (!entry) continue;
        const [method = "GET", pattern = ""] = route.split(" ");
        const path = concrete(pattern);
        for (const role of roles) {
          const status = await statusOf(clients[role], method, path);
          // A session is no credential for the public API: every cookie is refused as no key.
          const refusal = role === "anonymous" || entry.access === "api-key" ? 401 : 403;
          const isRight = letThrough[entry.access][role] ? status !== 401 && status !== 403 : status === refusal;
          if (!isRight) wrong.push(`${route} as ${role}: ${status} (${entry.access})`);
          if (status >= 500) wrong.push(`${route} as ${role}: ${status}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it("never lets a member read, change, restore, duplicate, file into or delete another member's objects", async () => {
    const owner = await testApp().as("paid");
    const ids = await createOwnedObjects(owner);
    // Every fixture exists: a missing id would make each check pass for the wrong reason.
    for (const id of Object.values(ids)) expect(id).toMatch(/^[\w-]{8,}$/);
    const before = await snapshotOf(owner, ids);
    const other = await testApp().as("paid");

    const wrong: string[] = [];
    for (const [route, entry] of Object.entries(authorizationMatrix)) {
      if (!entry.others) continue;
      const [method = "GET", pattern = ""] = route.split(" ");
      const path = fill(entry.others.path ?? pattern, ids);
      const body: unknown = JSON.parse(fill(JSON.stringify(entry.others.body ?? {}), ids));
      const status = await statusOf(other, method, path, body);
      if (status !== entry.others.status) wrong.push(`${route}: ${status} (expected ${entry.others.status})`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotOf(owner, ids)).toEqual(before);
    // Nothing of the owner's reached the other member's lists either.
    expect((await expectJson(other.api["saved-prompts"].$get({ query: {} }))).items).toEqual([]);
    expect((await expectJson(other.api.folders.$get())).items).toEqual([]);
  });
});
