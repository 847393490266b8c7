import type { LibraryCategoryItem, LibraryItem, LibraryList, LibraryTag } from "@promptloom/contracts/library-search";
import type { ListResponse } from "@promptloom/contracts/list";
import { describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { generateLibraryPrompts } from "../../testing/generate-library-prompts.ts";
import { rewriteCursor } from "../../testing/rewrite-cursor.ts";

const testApp = useTestApp();

type Fixture = Partial<typeof libraryPrompts.$inferInsert> & { slug: string };

const base = {
  description: "A prompt.",
  body: "Do the thing well.",
  type: "text",
  category: "writing",
  tags: [],
  models: ["chatgpt"],
};

const stock = async (prompts: Fixture[]) => {
  const { db } = testApp();
  await db.insert(libraryCategories).values([
    { slug: "writing", name: "Writing", description: "Words.", type: "text", position: 1 },
    { slug: "email", name: "Email", description: "Mail.", type: "text", position: 0 },
    { slug: "photography", name: "Photography", description: "Photos.", type: "image", position: 2 },
  ]);
  if (prompts.length === 0) return;
  await db.insert(libraryPrompts).values(prompts.map((prompt) => ({ ...base, title: prompt.slug, ...prompt })));
};

const slugs = async (member: SignedInClient, query: string) => {
  const response = await member.get<ListResponse<LibraryItem>>(`/api/library?${query}`);
  expect(response.status).toBe(200);
  return response.body.items.map((item) => item.slug);
};

describe("GET /api/library search", () => {
  it("ranks a title match over a tag match over a text match", async () => {
    await stock([
      { slug: "in-body", title: "Weekly update", body: "Write a newsletter for the team." },
      { slug: "in-tags", title: "Announcement", tags: ["newsletter"] },
      { slug: "in-title", title: "Newsletter writer" },
      { slug: "unrelated", title: "Bug triage", body: "Sort these bugs." },
    ]);
    const member = await testApp().as("paid");
    expect(await slugs(member, "q=newsletters")).toEqual(["in-title", "in-tags", "in-body"]);
  });

  it("understands quotes, or and minus, and ignores a query of stop words", async () => {
    await stock([
      { slug: "cold-email", title: "Cold email opener" },
      { slug: "email-cold-call", title: "Email before a cold call" },
      { slug: "press-release", title: "Press release" },
    ]);
    const member = await testApp().as("paid");
    expect(await slugs(member, `q=${encodeURIComponent('"cold email"')}`)).toEqual(["cold-email"]);
    expect(await slugs(member, "q=email%20-call")).toEqual(["cold-email"]);
    expect((await slugs(member, "q=press%20or%20opener")).toSorted()).toEqual(["cold-email", "press-release"]);
    expect(await slugs(member, "q=the")).toHaveLength(3);
  });

  it("filters by category, several tags at once, type and target model", async () => {
    await stock([
      { slug: "a", category: "email", tags: ["outreach", "sales"], models: ["chatgpt", "claude"] },
      { slug: "b", category: "email", tags: ["outreach"], models: ["claude"] },
      { slug: "c", category: "writing", tags: ["sales"], models: ["gemini"] },
      { slug: "d", type: "image", category: "photography", tags: ["portrait"], models: ["midjourney"] },
    ]);
    const member = await testApp().as("paid");
    expect((await slugs(member, "category=email")).toSorted()).toEqual(["a", "b"]);
    expect(await slugs(member, "tags=outreach,sales")).toEqual(["a"]);
    expect((await slugs(member, "tags=sales")).toSorted()).toEqual(["a", "c"]);
    expect(await slugs(member, "type=image")).toEqual(["d"]);
    expect((await slugs(member, "model=claude")).toSorted()).toEqual(["a", "b"]);
    expect(await slugs(member, "model=claude&tags=sales&category=email")).toEqual(["a"]);
  });

  it("sorts by most copied, newest, and featured first when nothing is searched", async () => {
    await stock([
      { slug: "old-popular", copyCount: 50, createdAt: new Date("2026-01-01T00:00:00Z") },
      { slug: "new-quiet", copyCount: 1, createdAt: new Date("2026-06-01T00:00:00Z") },
      { slug: "featured", featured: true, copyCount: 5, createdAt: new Date("2026-03-01T00:00:00Z") },
    ]);
    const member = await testApp().as("paid");
    expect(await slugs(member, "sort=copied")).toEqual(["old-popular", "featured", "new-quiet"]);
    expect(await slugs(member, "sort=newest")).toEqual(["new-quiet", "featured", "old-popular"]);
    expect(await slugs(member, "")).toEqual(["featured", "old-popular", "new-quiet"]);
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
    for (const query of ["sort=relevance&q=meeting", "sort=relevance", "sort=copied", "sort=newest"]) {
      const seen: string[] = [];
      let cursor = "";
      let pages = 0;
      do {
        const page = await member.get<ListResponse<LibraryItem>>(`/api/library?${query}&limit=5&cursor=${cursor}`);
        expect(page.status).toBe(200);
        expect(page.body.total).toBe(23);
        seen.push(...page.body.items.map((item) => item.slug));
        cursor = page.body.nextCursor ?? "";
        pages += 1;
      } while (cursor);
      expect(pages, query).toBe(5);
      expect(new Set(seen).size, query).toBe(23);
    }
  });

  it("counts matches up to 500 and still pages through generated prompts at that scale", async () => {
    const { db } = testApp();
    await stock([]);
    const prompts = generateLibraryPrompts({ count: 1_200, categories: [{ slug: "writing", type: "text" }] });
    await db.insert(libraryPrompts).values(prompts.map((prompt) => ({ ...prompt, status: "published" })));
    const member = await testApp().as("paid");

    const all = await member.get<LibraryList>("/api/library?limit=100");
    expect(all.body).toMatchObject({ total: 500, totalCapped: true });
    const gratitude = await member.get<LibraryList>("/api/library?q=gratitude&limit=100");
    const matching = prompts.filter((prompt) =>
      /\bgratitude/i.test(`${prompt.title} ${prompt.description} ${prompt.body} ${(prompt.tags ?? []).join(" ")}`),
    );
    expect(gratitude.body).toMatchObject({ total: matching.length, totalCapped: false });

    const seen = new Set<string>();
    let cursor = "";
    do {
      const page = await member.get<LibraryList>(`/api/library?q=gratitude&limit=100&cursor=${cursor}`);
      for (const item of page.body.items) seen.add(item.id);
      cursor = page.body.nextCursor ?? "";
    } while (cursor);
    expect(seen.size).toBe(matching.length);
  });

  it("hides drafts from members and rejects malformed queries and cursors", async () => {
    await stock([{ slug: "live" }, { slug: "draft", status: "draft" }]);
    const member = await testApp().as("paid");
    expect(await slugs(member, "")).toEqual(["live"]);
    expect((await member.get("/api/library/draft")).status).toBe(404);
    for (const query of ["sort=random", "type=video", "model=hal", "limit=0", "cursor=nope", `q=${"x".repeat(201)}`]) {
      expect((await member.get(`/api/library?${query}`)).status, query).toBe(400);
    }
    const first = await member.get<ListResponse<LibraryItem>>("/api/library?sort=newest&limit=1");
    expect(first.body.nextCursor).toBeNull();
  });

  it("refuses a cursor from another sort order, or with altered keys, with 400", async () => {
    await stock([{ slug: "one" }, { slug: "two" }]);
    const member = await testApp().as("paid");
    const cursor = (await member.get<LibraryList>("/api/library?sort=newest&limit=1")).body.nextCursor ?? "";
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

describe("one library prompt", () => {
  it("is found by id or slug and can be made a favourite, listed with favorites=true", async () => {
    await stock([{ slug: "cold-email", title: "Cold email" }, { slug: "other" }]);
    const member = await testApp().as("paid");
    const bySlug = await member.get<LibraryItem>("/api/library/cold-email");
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ slug: "cold-email", isFavorite: false, exampleImageUrl: null });
    expect((await member.get<LibraryItem>(`/api/library/${bySlug.body.id}`)).body.slug).toBe("cold-email");

    expect((await member.put(`/api/library/${bySlug.body.id}/favorite`)).status).toBe(204);
    expect((await member.put(`/api/library/${bySlug.body.id}/favorite`)).status).toBe(204);
    expect((await member.get<LibraryItem>("/api/library/cold-email")).body.isFavorite).toBe(true);
    expect(await slugs(member, "favorites=true")).toEqual(["cold-email"]);
    expect(await slugs(await testApp().as("paid"), "favorites=true")).toEqual([]);

    expect((await member.delete(`/api/library/${bySlug.body.id}/favorite`)).status).toBe(204);
    expect(await slugs(member, "favorites=true")).toEqual([]);
    expect((await member.get("/api/library/no-such-prompt")).status).toBe(404);
  });

  it("counts copies and saves from the usage events members send", async () => {
    await stock([{ slug: "cold-email" }]);
    const member = await testApp().as("paid");
    const { id } = (await member.get<LibraryItem>("/api/library/cold-email")).body;
    const track = (event: string, source = "library") =>
      member.post("/api/functions/track-usage", { event, source, prompt_id: id, category: "email" });
    await track("prompt_copied");
    await track("prompt_copied");
    await track("prompt_saved");
    await track("prompt_copied", "voice");
    await member.post("/api/functions/track-usage", { event: "prompt_copied", source: "library", prompt_id: "x" });
    expect((await member.get<LibraryItem>("/api/library/cold-email")).body).toMatchObject({
      copyCount: 2,
      saveCount: 1,
    });
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
    const categories = await member.get<{ items: LibraryCategoryItem[] }>("/api/library/categories");
    expect(categories.body.items.map(({ slug, promptCount }) => [slug, promptCount])).toEqual([
      ["email", 1],
      ["writing", 2],
      ["photography", 0],
    ]);
    const images = await member.get<{ items: LibraryCategoryItem[] }>("/api/library/categories?type=image");
    expect(images.body.items.map((category) => category.slug)).toEqual(["photography"]);

    const tags = await member.get<{ items: LibraryTag[] }>("/api/library/tags?category=writing");
    expect(tags.body.items).toEqual([
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
