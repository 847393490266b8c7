import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { describe, expect, it } from "vitest";

import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import { temporaryFolder } from "../../testing/temporary-folder.ts";
import { loadDocs } from "./load-docs.ts";
import { searchDocs } from "./search-docs.ts";

const testApp = useTestApp();

const folderWith = (files: Record<string, string>) => {
  const folder = temporaryFolder("promptloom-docs");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return pathToFileURL(`${folder}/`);
};

const page = (front: string, body: string) => `---\n${front}\n---\n\n${body}\n`;

describe("the docs folder", () => {
  it("holds valid pages only, in contents order", async () => {
    const docs = await loadDocs();
    expect(docs.length).toBeGreaterThanOrEqual(7);
    expect(docs[0]?.slug).toBe("getting-started");
    for (const doc of docs) {
      expect(doc.body.length, doc.slug).toBeGreaterThan(500);
      expect(doc.headings.length, doc.slug).toBeGreaterThan(0);
      expect(doc.body, `${doc.slug} repeats its title as a heading`).not.toMatch(/^# /m);
    }
  });

  it("reads headings with the anchors the page renders, skipping code", async () => {
    const folder = folderWith({
      "tips.md": page(
        "title: Tips\nsummary: Tips.\nsection: Main tools\norder: 5\nroutes: [/app/library]",
        "## Using **My Prompts**\n\n```md\n## not a heading\n```\n\n### Step 1: [Copy](/app) it\n\n## Using My Prompts",
      ),
    });
    const [doc] = await loadDocs(folder);
    expect(doc?.headings).toEqual([
      { depth: 2, text: "Using My Prompts", id: "using-my-prompts" },
      { depth: 3, text: "Step 1: Copy it", id: "step-1-copy-it" },
      { depth: 2, text: "Using My Prompts", id: "using-my-prompts-1" },
    ]);
    expect(doc?.audience).toBe("members");
  });

  it("names the file and the field when front matter is wrong", async () => {
    const folder = folderWith({
      "bad.md": page("title: Bad\nsummary: x\nsection: Tools\norder: 1\nroutes: []", "## A"),
    });
    await expect(loadDocs(folder)).rejects.toThrow(/bad\.md: section:/);
    const missing = folderWith({ "none.md": "## No front matter" });
    await expect(loadDocs(missing)).rejects.toThrow("none.md: the file must start with front matter");
  });
});

describe("searching the docs", () => {
  it("ranks a page whose title matches first, with the passage and its heading", async () => {
    const docs = await loadDocs();
    const [first] = searchDocs(docs, "folders");
    expect(first?.slug).toBe("my-prompts");
    expect(first?.snippet.toLowerCase()).toContain("folder");
    expect(first?.heading).not.toBeNull();
  });

  it("needs every word, matched at the start of a word", async () => {
    const docs = await loadDocs();
    expect(searchDocs(docs, "microphone permission").map((result) => result.slug)).toContain("voice-prompts");
    expect(searchDocs(docs, "zebra microphone")).toEqual([]);
    expect(searchDocs(docs, "   ")).toEqual([]);
  });
});

describe("GET /api/docs", () => {
  it("lists the pages, opens one and searches them", async () => {
    const member = await testApp().as("paid");
    const list = (await expectJson(member.api.docs.$get())).items;
    expect(list.map((doc) => doc.slug)).toContain("prompt-library");
    const library = await expectJson(member.api.docs[":slug"].$get({ param: { slug: "prompt-library" } }));
    expect(library).toMatchObject({ title: "Prompt Library", section: "Main tools" });
    expect(library.routes).toContain("/app/library");
    expect(library.headings.map((heading) => heading.text)).toContain("Searching");

    const search = await expectJson(member.api.docs.search.$get({ query: { q: "streak" } }));
    expect(search.items[0]?.slug).toBe("dashboard");
    expect((await member.get("/api/docs/no-such-page")).status).toBe(404);
    const empty = await member.get("/api/docs/search?q=");
    expect(empty.body).toEqual({ error: { code: "validation_error", message: "Type something to search for" } });
  });

  it("is for paid members", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/docs"), {
      anonymous: 401,
      unpaid: 403,
      paid: 200,
      refunded: 403,
      admin: 200,
    });
  });
});
