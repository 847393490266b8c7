import { describe, expect, it } from "vitest";

import { libraryPrompts } from "../../db/schema/index.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { generateLibraryPrompts } from "../../testing/generate-library-prompts.ts";
import {
  searchLibrary as search,
  librarySlugs as slugs,
  stockLibrary,
  type LibraryFixture,
  type LibrarySearchQuery,
} from "../../testing/library-stock.ts";
import { rewriteCursor } from "../../testing/rewrite-cursor.ts";

const testApp = useTestApp();

const stock = (prompts: LibraryFixture[]) => stockLibrary(testApp().db, prompts);

describe("GET /api/library search", () => {
  it("ranks a title match over a tag match over a text match", async () => {
    await stock([
      { slug: "in-body", title: "Weekly update", body: "Write a newsletter for the team." },
      { slug: "in-tags", title: "Announcement", tags: ["newsletter"] },
      { slug: "in-title", title: "Newsletter writer" },
      { slug: "unrelated", title: "Bug triage", body: "Sort these bugs." },
    ]);
    const member = await testApp().as("paid");
    expect(await slugs(member, { q: "newsletters" })).toEqual(["in-title", "in-tags", "in-body"]);
  });

  it("understands quotes, or and minus, and ignores a query of stop words", async () => {
    await stock([
      { slug: "cold-email", title: "Cold email opener" },
      { slug: "email-cold-call", title: "Email before a cold call" },
      { slug: "press-release", title: "Press release" },
    ]);
    const member = await testApp().as("paid");
    expect(await slugs(member, { q: '"cold email"' })).toEqual(["cold-email"]);
    expect(await slugs(member, { q: "email -call" })).toEqual(["cold-email"]);
    expect((await slugs(member, { q: "press or opener" })).toSorted()).toEqual(["cold-email", "press-release"]);
    expect(await slugs(member, { q: "the" })).toHaveLength(3);
  });

  it("filters by category, several tags at once, type and target model", async () => {
    await stock([
      { slug: "a", category: "email", tags: ["outreach", "sales"], models: ["chatgpt", "claude"] },
      { slug: "b", category: "email", tags: ["outreach"], models: ["claude"] },
      { slug: "c", category: "writing", tags: ["sales"], models: ["gemini"] },
      { slug: "d", type: "image", category: "photography", tags: ["portrait"], models: ["midjourney"] },
    ]);
    const member = await testApp().as("paid");
    expect((await slugs(member, { category: "email" })).toSorted()).toEqual(["a", "b"]);
    expect(await slugs(member, { tags: "outreach,sales" })).toEqual(["a"]);
    expect((await slugs(member, { tags: "sales" })).toSorted()).toEqual(["a", "c"]);
    expect(await slugs(member, { type: "image" })).toEqual(["d"]);
    expect((await slugs(member, { model: "claude" })).toSorted()).toEqual(["a", "b"]);
    expect(await slugs(member, { model: "claude", tags: "sales", category: "email" })).toEqual(["a"]);
  });

  it("sorts by most copied, newest, and featured first when nothing is searched", async () => {
    await stock([
      { slug: "old-popular", copyCount: 50, createdAt: new Date("2026-01-01T00:00:00Z") },
      { slug: "new-quiet", copyCount: 1, createdAt: new Date("2026-06-01T00:00:00Z") },
      { slug: "featured", featured: true, copyCount: 5, createdAt: new Date("2026-03-01T00:00:00Z") },
    ]);
    const member = await testApp().as("paid");
    expect(await slugs(member, { sort: "copied" })).toEqual(["old-popular", "featured", "new-quiet"]);
    expect(await slugs(member, { sort: "newest" })).toEqual(["new-quiet", "featured", "old-popular"]);
    expect(await slugs(member, {})).toEqual(["featured", "old-popular", "new-quiet"]);
  });

  it("pages through ties in every order without skipping or repeating a prompt", async () => {
    const createdAt = new Date("2026-05-05T05:05:05.555Z");
    await stock(
      Array.from({ length: 23 }, (_, index) => ({
        slug: `p-${index}`,
        title: index % 2 ? "Meeting notes" : "Notes",
        body: "Summarise the meeting.",
        copyCount: index % 3,
        featured: index % 5 === 0,
        createdAt,
      })),
    );
    const member = await testApp().as("paid");
    const queries: LibrarySearchQuery[] = [
      { sort: "relevance", q: "meeting" },
      { sort: "relevance" },
      { sort: "copied" },
      { sort: "newest" },
    ];
    for (const query of queries) {
      const seen: string[] = [];
      let cursor = "";
      let pages = 0;
      do {
        const page = await search(member, { ...query, limit: "5", cursor });
        expect(page.total).toBe(23);
        seen.push(...page.items.map((item) => item.slug));
        cursor = page.nextCursor ?? "";
        pages += 1;
      } while (cursor);
      expect(pages, query.sort).toBe(5);
      expect(new Set(seen).size, query.sort).toBe(23);
    }
  });

  it("tells the true total past 500 matches and still pages through generated prompts at that scale", async () => {
    const { db } = testApp();
    await stock([]);
    const prompts = generateLibraryPrompts({ count: 1_200, categories: [{ slug: "writing", type: "text" }] });
    await db.insert(libraryPrompts).values(prompts.map((prompt) => ({ ...prompt, status: "published" as const })));
    const member = await testApp().as("paid");

    expect(await search(member, { limit: "100" })).toMatchObject({ total: 1_200, totalCapped: false });
    const gratitude = await search(member, { q: "gratitude", limit: "100" });
    const matching = prompts.filter((prompt) =>
      /\bgratitude/i.test(`${prompt.title} ${prompt.description} ${prompt.body} ${(prompt.tags ?? []).join(" ")}`),
    );
    expect(gratitude).toMatchObject({ total: matching.length, totalCapped: false });

    const seen = new Set<string>();
    let cursor = "";
    do {
      const page = await search(member, { q: "gratitude", limit: "100", cursor });
      for (const item of page.items) seen.add(item.id);
      cursor = page.nextCursor ?? "";
    } while (cursor);
    expect(seen.size).toBe(matching.length);
  });

  it("hides drafts from members and rejects malformed queries and cursors", async () => {
    await stock([{ slug: "live" }, { slug: "draft", status: "draft" }]);
    const member = await testApp().as("paid");
    expect(await slugs(member, {})).toEqual(["live"]);
    expect((await member.get("/api/library/draft")).status).toBe(404);
    for (const query of ["sort=random", "type=video", "model=hal", "limit=0", "cursor=nope", `q=${"x".repeat(201)}`]) {
      expect((await member.get(`/api/library?${query}`)).status, query).toBe(400);
    }
    expect((await search(member, { sort: "newest", limit: "1" })).nextCursor).toBeNull();
  });

  it("refuses a cursor from another sort order, or with altered keys, with 400", async () => {
    await stock([{ slug: "one" }, { slug: "two" }]);
    const member = await testApp().as("paid");
    const cursor = (await search(member, { sort: "newest", limit: "1" })).nextCursor ?? "";
    expect((await member.get(`/api/library?sort=newest&limit=1&cursor=${cursor}`)).status).toBe(200);
    expect((await member.get(`/api/library?sort=copied&limit=1&cursor=${cursor}`)).status).toBe(400);
    const [created, id] = (JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { keys: string[] }).keys;
    for (const keys of [
      ["yesterday", id],
      ["2026-02-30 10:00:00+00", id],
      [created, "not-an-id"],
    ]) {
      const altered = rewriteCursor(cursor, (keyset) => ({ ...keyset, keys }));
      expect((await member.get(`/api/library?sort=newest&limit=1&cursor=${altered}`)).status, keys.join()).toBe(400);
    }
  });

  it("is for paying members only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/library?q=email"), {
      anonymous: 401,
      unpaid: 403,
      refunded: 403,
      paid: 200,
      admin: 200,
    });
  });
});
