import { libraryListSchema } from "@promptloom/contracts/library-search";
import { describe, expect, it } from "vitest";

import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectBody, expectJson } from "../../testing/expect-json.ts";
import {
  readLibraryPrompt as readPrompt,
  searchLibrary as search,
  librarySlugs as slugs,
  stockLibrary,
  type LibraryFixture,
} from "../../testing/library-stock.ts";
import { ONE_SECOND, timeUntilSeen } from "../../testing/time-until-seen.ts";

const testApp = useTestApp();

const stock = (prompts: LibraryFixture[]) => stockLibrary(testApp().db, prompts);

describe("one library prompt", () => {
  it("is found by id or slug and can be made a favourite, listed with favorites=true", async () => {
    await stock([{ slug: "cold-email", title: "Cold email" }, { slug: "other" }]);
    const member = await testApp().as("paid");
    const bySlug = await readPrompt(member, "cold-email");
    expect(bySlug).toMatchObject({ slug: "cold-email", isFavorite: false, exampleImageUrl: null });
    expect((await readPrompt(member, bySlug.id)).slug).toBe("cold-email");

    expect((await member.put(`/api/library/${bySlug.id}/favorite`)).status).toBe(204);
    expect((await member.put(`/api/library/${bySlug.id}/favorite`)).status).toBe(204);
    expect((await readPrompt(member, "cold-email")).isFavorite).toBe(true);
    expect(await slugs(member, { favorites: "true" })).toEqual(["cold-email"]);
    expect(await slugs(await testApp().as("paid"), { favorites: "true" })).toEqual([]);

    expect((await member.delete(`/api/library/${bySlug.id}/favorite`)).status).toBe(204);
    expect(await slugs(member, { favorites: "true" })).toEqual([]);
    expect((await member.get("/api/library/no-such-prompt")).status).toBe(404);
  });

  it("counts copies and saves from the usage events members send", async () => {
    await stock([{ slug: "cold-email" }]);
    const member = await testApp().as("paid");
    const { id } = await readPrompt(member, "cold-email");
    const track = (event: string, source = "library") =>
      member.post("/api/functions/track-usage", { event, source, prompt_id: id, category: "email" });
    await track("prompt_copied");
    await track("prompt_copied");
    await track("prompt_saved");
    await track("prompt_copied", "voice");
    await member.post("/api/functions/track-usage", { event: "prompt_copied", source: "library", prompt_id: "x" });
    // A member's copies count once a day; another member's count too.
    const other = await testApp().as("paid");
    await other.post("/api/functions/track-usage", { event: "prompt_copied", source: "library", prompt_id: id });
    expect(await readPrompt(member, "cold-email")).toMatchObject({
      copyCount: 2,
      saveCount: 1,
    });
  });
});

describe("searches answered from memory", () => {
  it("show an admin's change at once on the instance that made it, and on the others within a second", async () => {
    await stock([
      { slug: "cold-email", title: "Cold email" },
      { slug: "cold-call", title: "Cold call script" },
    ]);
    const member = await testApp().as("paid");
    const admin = await testApp().as("admin");
    const other = await testApp().startAnotherInstance();
    // Another instance's address: out of the typed client's reach, so the answer is checked against its contract.
    const onOther = async () =>
      expectBody(await member.get(`${other.baseUrl}/api/library?q=cold`), libraryListSchema)
        .items.map((item) => item.slug)
        .toSorted();
    try {
      for (let round = 0; round < 2; round += 1) {
        expect((await slugs(member, { q: "cold" })).toSorted()).toEqual(["cold-call", "cold-email"]);
        expect(await onOther()).toEqual(["cold-call", "cold-email"]);
      }
      const { id } = await readPrompt(member, "cold-call");
      expect((await admin.patch(`/api/admin/library/${id}`, { status: "draft" })).status).toBe(200);
      const changed = performance.now();
      expect(await slugs(member, { q: "cold" })).toEqual(["cold-email"]);
      expect(await timeUntilSeen(onOther, ["cold-email"], changed)).toBeLessThanOrEqual(ONE_SECOND);
    } finally {
      await other.close();
    }
  });

  it("mark each member's own favourites in a search others share", async () => {
    await stock([{ slug: "cold-email" }, { slug: "other" }]);
    const member = await testApp().as("paid");
    const neighbour = await testApp().as("paid");
    const favourites = async (client: SignedInClient) =>
      (await search(client, {})).items.filter((item) => item.isFavorite).map((item) => item.slug);
    expect(await favourites(member)).toEqual([]);
    expect(await favourites(neighbour)).toEqual([]);
    const { id } = await readPrompt(member, "cold-email");
    expect((await member.put(`/api/library/${id}/favorite`)).status).toBe(204);
    expect(await favourites(member)).toEqual(["cold-email"]);
    expect(await favourites(neighbour)).toEqual([]);
    expect((await member.delete(`/api/library/${id}/favorite`)).status).toBe(204);
    expect(await favourites(member)).toEqual([]);
  });
});

describe("categories and tags", () => {
  it("lists categories in curated order with their published prompt counts", async () => {
    await stock([
      { slug: "a", category: "email" },
      { slug: "b", category: "email", status: "draft" },
      { slug: "c", tags: ["tone", "clarity"] },
      { slug: "d", tags: ["tone"] },
    ]);
    const member = await testApp().as("paid");
    const categories = await expectJson(member.api.library.categories.$get({ query: {} }));
    expect(categories.items.map(({ slug, promptCount }) => [slug, promptCount])).toEqual([
      ["email", 1],
      ["writing", 2],
      ["photography", 0],
    ]);
    const images = await expectJson(member.api.library.categories.$get({ query: { type: "image" } }));
    expect(images.items.map((category) => category.slug)).toEqual(["photography"]);

    const tags = await expectJson(member.api.library.tags.$get({ query: { category: "writing" } }));
    expect(tags.items).toEqual([
      { tag: "tone", count: 2 },
      { tag: "clarity", count: 1 },
    ]);
    await expectAccess(testApp(), (client) => client.get("/api/library/categories"), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});
