import type { AdminLibraryCategory, AdminLibraryTag } from "@promptloom/contracts/library-admin";
import type { LibraryItem } from "@promptloom/contracts/library-search";
import { describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";

const testApp = useTestApp();

const seed = async () => {
  await testApp()
    .db.insert(libraryCategories)
    .values([
      { slug: "writing", name: "Writing", description: "Words.", type: "text", position: 1 },
      { slug: "photography", name: "Photography", description: "Photos.", type: "image", position: 2 },
    ]);
  await testApp()
    .db.insert(libraryPrompts)
    .values(
      [
        { slug: "recap", tags: ["meetings", "notes"] },
        { slug: "minutes", tags: ["notes", "minutes"] },
      ].map((prompt) => ({
        ...prompt,
        title: prompt.slug,
        description: "A prompt.",
        body: `Write ${prompt.slug} for {{topic}}.`,
        type: "text",
        category: "writing",
        models: ["chatgpt"],
      })),
    );
};

type Categories = { items: AdminLibraryCategory[] };

describe("library categories for admins", () => {
  it("creates, renames (prompts follow the new address) and deletes categories, moving their prompts", async () => {
    await seed();
    const admin = await testApp().as("admin");
    const created = await admin.post<Categories>("/api/admin/library-categories", {
      slug: "meetings",
      name: "Meetings",
      description: "Agendas and recaps.",
      type: "text",
    });
    expect(created.status).toBe(201);
    expect(created.body.items.map((category) => [category.slug, category.promptCount, category.position])).toEqual([
      ["writing", 2, 1],
      ["photography", 0, 2],
      ["meetings", 0, 3],
    ]);
    expect(
      (
        await admin.post("/api/admin/library-categories", {
          slug: "meetings",
          name: "Again",
          description: "x",
          type: "text",
        })
      ).status,
    ).toBe(409);

    const renamed = await admin.put<Categories>("/api/admin/library-categories/writing", {
      slug: "writing-editing",
      name: "Writing and editing",
      description: "Words, better.",
    });
    expect(renamed.body.items[0]).toMatchObject({ slug: "writing-editing", promptCount: 2 });
    expect((await admin.get<LibraryItem>("/api/admin/library/" + (await idOf("recap")))).body.category).toBe(
      "writing-editing",
    );

    const refused = await admin.delete<{ error: { message: string } }>("/api/admin/library-categories/writing-editing");
    expect([refused.status, refused.body.error.message]).toEqual([
      409,
      "This category holds 2 prompts: choose a category to move them to first",
    ]);
    expect((await admin.delete("/api/admin/library-categories/writing-editing?moveTo=photography")).status).toBe(400);
    const moved = await admin.delete<Categories>("/api/admin/library-categories/writing-editing?moveTo=meetings");
    expect(moved.body.items.map((category) => [category.slug, category.promptCount])).toEqual([
      ["photography", 0],
      ["meetings", 2],
    ]);
    expect((await admin.delete("/api/admin/library-categories/nowhere")).status).toBe(404);
  });

  it("is for admins only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/admin/library-categories"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});

const idOf = async (slug: string) => {
  const admin = await testApp().as("admin");
  const list = await admin.get<{ items: { id: string; slug: string }[] }>("/api/admin/library?type=text&limit=100");
  return list.body.items.find((item) => item.slug === slug)?.id ?? "";
};

describe("library tags for admins", () => {
  it("lists, renames (merging duplicates) and removes tags across every prompt", async () => {
    await seed();
    const admin = await testApp().as("admin");
    const tags = await admin.get<{ items: AdminLibraryTag[] }>("/api/admin/library-tags");
    expect(tags.body.items.map((tag) => [tag.tag, tag.count])).toEqual([
      ["notes", 2],
      ["meetings", 1],
      ["minutes", 1],
    ]);
    const merged = await admin.put<{ changed: number }>("/api/admin/library-tags/minutes", { name: "notes" });
    expect(merged.body.changed).toBe(1);
    const minutes = await admin.get<LibraryItem>(`/api/admin/library/${await idOf("minutes")}`);
    expect(minutes.body.tags).toEqual(["notes"]);
    await admin.delete("/api/admin/library-tags/notes");
    const recap = await admin.get<LibraryItem>(`/api/admin/library/${await idOf("recap")}`);
    expect(recap.body.tags).toEqual(["meetings"]);
    expect((await admin.delete("/api/admin/library-tags/notes")).status).toBe(404);
    expect((await admin.put("/api/admin/library-tags/meetings", { name: "Not A Tag!" })).status).toBe(400);
  });
});
