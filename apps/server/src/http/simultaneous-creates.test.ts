import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { queryRows } from "../db/query-rows.ts";
import { libraryCategories } from "../db/schema/index.ts";
import { useTestApp } from "../testing/create-test-app.ts";
import type { TestResponse } from "../testing/test-client.ts";

/**
 * The same create sent eight times at once, as a double-clicking admin or a retrying script does.
 * On PostgreSQL the requests really run side by side (on PGlite they take turns): whatever wins,
 * no answer is a 500, a refused one says why, and nothing is stored twice.
 */
const testApp = useTestApp();

const eightAtOnce = (send: () => Promise<TestResponse>) => Promise.all(Array.from({ length: 8 }, send));

const countRows = async (query: SQL) => {
  const [row] = await queryRows<{ count: number | string }>(testApp().db, query);
  return Number(row?.count);
};

describe("identical creates sent at once", () => {
  it("studio options: each is stored under its own address, or refused with 409 and a message", async () => {
    const admin = await testApp().as("admin");
    const before = await countRows(sql`select count(*) from studio_options where "group" = 'lighting'`);
    const answers = await eightAtOnce(() =>
      admin.post("/api/admin/studio/options", {
        group: "lighting",
        label: "Candlelight",
        description: "Warm and low.",
        term: "candlelight",
      }),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(JSON.stringify(refused.body)).toContain("Candlelight");
      expect(refused.body).toMatchObject({ error: { code: "conflict" } });
    }
    const created = answers.filter((answer) => answer.status === 201).length;
    expect(await countRows(sql`select count(*) from studio_options where "group" = 'lighting'`)).toBe(before + created);
  });

  it("resources: each is stored under its own address, or refused with 409 and a message", async () => {
    const admin = await testApp().as("admin");
    const answers = await eightAtOnce(() =>
      admin.post("/api/admin/resources", {
        title: "Briefing a designer",
        summary: "What a designer needs first.",
        body: "Say who it is for.",
        kind: "guide",
        tags: [],
      }),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(JSON.stringify(refused.body)).toContain("Briefing a designer");
      expect(refused.body).toMatchObject({ error: { code: "conflict" } });
    }
    const created = answers.filter((answer) => answer.status === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(await countRows(sql`select count(*) from resources where title = 'Briefing a designer'`)).toBe(created);
  });

  it("library imports: the file is stored once, the other imports reject its rows as already there", async () => {
    await testApp()
      .db.insert(libraryCategories)
      .values({ slug: "writing", name: "Writing", description: "Words.", type: "text" });
    const admin = await testApp().as("admin");
    const content = JSON.stringify([
      { title: "Meeting recap", body: "Summarise this meeting in five bullets.", category: "writing" },
      { title: "Cold e-mail", body: "Write a short cold e-mail to a prospect.", category: "writing" },
    ]);
    const answers = await eightAtOnce(() => admin.post("/api/admin/library/import", { format: "json", content }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const imported = answers.map((answer) => (answer.body as { imported: number }).imported).sort();
    expect(imported).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
    expect(await countRows(sql`select count(*) from library_prompts`)).toBe(2);
  });
});
