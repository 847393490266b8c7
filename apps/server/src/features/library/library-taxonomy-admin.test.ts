import { describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts } from "../../db/schema/index.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";

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
        type: "text" as const,
        category: "writing",
        models: ["chatgpt"],
      })),
    );
};

const categoriesOf = (admin: SignedInClient) => admin.api.admin["library-categories"];

/** A library prompt as the admin screens read it, by its address. */
const adminPrompt = async (admin: SignedInClient, slug: string) => {
  const list = await expectJson(admin.api.admin.library.$get({ query: { type: "text", limit: "100" } }));
  const id = list.items.find((item) => item.slug === slug)?.id ?? "";
  return expectJson(admin.api.admin.library[":id"].$get({ param: { id } }));
};

describe("library categories for admins", () => {
  it("creates, renames (prompts follow the new address) and deletes categories, moving their prompts", async () => {
    await seed();
    const admin = await testApp().as("admin");
    const meetings = { slug: "meetings", name: "Meetings", description: "Agendas and recaps.", type: "text" } as const;
    const created = await expectJson(categoriesOf(admin).$post({ json: meetings }), 201);
    expect(created.items.map((category) => [category.slug, category.promptCount, category.position])).toEqual([
      ["writing", 2, 1],
      ["photography", 0, 2],
      ["meetings", 0, 3],
    ]);
    const again = await categoriesOf(admin).$post({ json: { ...meetings, name: "Again", description: "x" } });
    expect(again.status).toBe(409);

    const renamed = await expectJson(
      categoriesOf(admin)[":slug"].$put({
        param: { slug: "writing" },
        json: { slug: "writing-editing", name: "Writing and editing", description: "Words, better." },
      }),
    );
    expect(renamed.items[0]).toMatchObject({ slug: "writing-editing", promptCount: 2 });
    expect((await adminPrompt(admin, "recap")).category).toBe("writing-editing");

    const refused = await admin.delete("/api/admin/library-categories/writing-editing");
    expect(expectError(refused, 409).message).toBe(
      "This category holds 2 prompts: choose a category to move them to first",
    );
    expect((await admin.delete("/api/admin/library-categories/writing-editing?moveTo=photography")).status).toBe(400);
    const moved = await expectJson(
      categoriesOf(admin)[":slug"].$delete({ param: { slug: "writing-editing" }, query: { moveTo: "meetings" } }),
    );
    expect(moved.items.map((category) => [category.slug, category.promptCount])).toEqual([
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

describe("library tags for admins", () => {
  it("lists, renames (merging duplicates) and removes tags across every prompt", async () => {
    await seed();
    const admin = await testApp().as("admin");
    const tags = admin.api.admin["library-tags"];
    expect((await expectJson(tags.$get())).items.map((tag) => [tag.tag, tag.count])).toEqual([
      ["notes", 2],
      ["meetings", 1],
      ["minutes", 1],
    ]);
    const merged = await expectJson(tags[":tag"].$put({ param: { tag: "minutes" }, json: { name: "notes" } }));
    expect(merged.changed).toBe(1);
    expect((await adminPrompt(admin, "minutes")).tags).toEqual(["notes"]);
    await tags[":tag"].$delete({ param: { tag: "notes" } });
    expect((await adminPrompt(admin, "recap")).tags).toEqual(["meetings"]);
    expect((await admin.delete("/api/admin/library-tags/notes")).status).toBe(404);
    expect((await admin.put("/api/admin/library-tags/meetings", { name: "Not A Tag!" })).status).toBe(400);
  });
});
