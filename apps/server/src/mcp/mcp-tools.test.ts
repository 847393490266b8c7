import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { mcpToolNames } from "@promptloom/contracts/mcp";
import { refinedPromptSchema } from "@promptloom/contracts/prompt-engine";
import { savedPromptSchema } from "@promptloom/contracts/saved-prompts";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { libraryCategories, libraryPrompts, savedPrompts, usageEvents } from "../db/schema/index.ts";
import { createLogger } from "../logger.ts";
import { createTextAiProvider } from "../providers/ai/create-text-ai-provider.ts";
import { createKeyFor } from "../testing/api-key-requests.ts";
import { useTestApp, type SignedInClient, type TestApp } from "../testing/create-test-app.ts";
import { expectJson } from "../testing/expect-json.ts";
import { callTool, connectAssistant } from "../testing/mcp-client.ts";
import { useLoopbackOpenAi } from "../testing/use-loopback-openai.ts";

const open: Client[] = [];
afterEach(async () => {
  for (const client of open.splice(0)) await client.close();
});

const assistantFor = async (app: TestApp, member: SignedInClient) => {
  const { client } = await connectAssistant(app.baseUrl, await createKeyFor(member, "Cursor"));
  open.push(client);
  return client;
};

describe("MCP tools", () => {
  const testApp = useTestApp();
  const assistant = async () => {
    const member = await testApp().as("paid");
    return { member, client: await assistantFor(testApp(), member) };
  };

  const seedLibrary = async () => {
    const { db } = testApp();
    await db.insert(libraryCategories).values({ slug: "email", name: "Email", description: "Mail.", type: "text" });
    const base = { description: "Chase politely.", type: "text" as const, category: "email", tags: ["sales"] };
    await db.insert(libraryPrompts).values([
      {
        ...base,
        slug: "follow-up",
        title: "Follow-up email",
        body: "Follow up with {{name}} about {{subject:the deal}}.",
      },
      { ...base, slug: "draft-one", title: "Follow-up draft", body: "Draft.", status: "draft" },
    ]);
  };

  it("search_library finds published prompts and refuses a bad filter", async () => {
    await seedLibrary();
    const { client } = await assistant();
    const found = await callTool(client, mcpToolNames.searchLibrary, { q: "follow-up", tags: "sales" });
    expect(found.isError).toBe(false);
    expect(found.structured).toMatchObject({ items: [{ slug: "follow-up", title: "Follow-up email" }], total: 1 });
    expect(found.text).toContain("Follow-up email (slug: follow-up)");

    const refused = await callTool(client, mcpToolNames.searchLibrary, { type: "video" });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain("Input validation error");
  });

  it("get_prompt fills a library prompt by slug and a saved prompt by id, and credits a copy", async () => {
    await seedLibrary();
    const { member, client } = await assistant();
    const library = await callTool(client, mcpToolNames.getPrompt, { id: "follow-up", arguments: { name: "Dana" } });
    expect(library.structured).toMatchObject({
      origin: "library",
      title: "Follow-up email",
      text: "Follow up with Dana about the deal.",
      missing: [],
      variables: [
        { name: "name", label: "Name", required: true, defaultValue: null, choices: [] },
        { name: "subject", label: "Subject", required: false, defaultValue: "the deal", choices: [] },
      ],
    });
    expect(library.text).toBe("Follow up with Dana about the deal.");

    const saved = await expectJson(
      member.api["saved-prompts"].$post({
        json: { title: "Mine", perfectedText: "Plan a {{length:short|long}} trip to {{city}}." },
      }),
      201,
    );
    const mine = await callTool(client, mcpToolNames.getPrompt, { id: saved.id });
    expect(mine.structured).toMatchObject({ origin: "saved", text: "Plan a short trip to [City].", missing: ["city"] });

    const credited = await testApp().db.select().from(usageEvents).where(eq(usageEvents.userId, member.account.id));
    expect(credited.filter((event) => event.event === "prompt_copied")).toHaveLength(2);
    expect(credited.every((event) => event.source === "assistant")).toBe(true);
  });

  it("get_prompt refuses another member's prompt, drafts and invalid input", async () => {
    await seedLibrary();
    const owner = await testApp().as("paid");
    const saved = await expectJson(
      owner.api["saved-prompts"].$post({ json: { title: "Private", perfectedText: "Owner only" } }),
      201,
    );
    const { client } = await assistant();
    for (const id of [saved.id, "draft-one", "no-such-prompt"]) {
      expect(await callTool(client, mcpToolNames.getPrompt, { id })).toMatchObject({
        isError: true,
        text: "Prompt not found",
      });
    }
    const invalid = await callTool(client, mcpToolNames.getPrompt, { id: "" });
    expect(invalid.isError).toBe(true);
    expect(invalid.text).toContain("Input validation error");
    expect((await callTool(client, mcpToolNames.getPrompt, { id: "x", arguments: { "Bad Name": "v" } })).isError).toBe(
      true,
    );
  });

  it("refine_prompt turns a rough request into a prompt with Genie's engine and refuses a blank one", async () => {
    const { client } = await assistant();
    const refined = await callTool(client, mcpToolNames.refinePrompt, {
      request: "write a cold email to a bakery owner about our delivery app",
      options: { tone: "friendly", target: "claude" },
    });
    expect(refined.isError).toBe(false);
    const result = refinedPromptSchema.parse(refined.structured);
    expect(result.engine).toBe("Built-in composer");
    expect(result.prompt).toContain("bakery");
    expect(refined.text).toContain("bakery");

    const blank = await callTool(client, mcpToolNames.refinePrompt, { request: "   " });
    expect(blank.isError).toBe(true);
    expect(blank.text).toContain("request is required");
    const badTone = await callTool(client, mcpToolNames.refinePrompt, { request: "x", options: { tone: "angry" } });
    expect(badTone.isError).toBe(true);
  });

  it("save_prompt files a prompt into a folder path with tags, once per request, where the app shows it", async () => {
    const { member, client } = await assistant();
    const input = {
      title: "Weekly report",
      text: "Summarise this week's work.",
      folder: "Work/Reports",
      tags: ["Weekly"],
    };
    const first = await callTool(client, mcpToolNames.savePrompt, input);
    expect(first.isError).toBe(false);
    expect(first.structured).toMatchObject({ alreadySaved: false, prompt: { source: "assistant", tags: ["weekly"] } });
    const again = await callTool(client, mcpToolNames.savePrompt, input);
    expect(again.structured).toMatchObject({ alreadySaved: true });
    const saved = savedPromptSchema.parse((first.structured as { prompt: unknown }).prompt);
    expect((again.structured as { prompt: { id: string } }).prompt.id).toBe(saved.id);

    const inApp = await expectJson(member.api["saved-prompts"].$get({ query: {} }));
    expect(inApp.items.map((prompt) => prompt.id)).toEqual([saved.id]);
    const folders = await callTool(client, mcpToolNames.listFolders);
    expect(folders.structured).toMatchObject({
      items: [
        { name: "Reports", path: "Work/Reports", promptCount: 1 },
        { name: "Work", path: "Work", promptCount: 0 },
      ],
    });
    expect(folders.text).toContain("- Work/Reports (1)");
  });

  it("save_prompt refuses invalid input with the app's messages", async () => {
    const { member, client } = await assistant();
    const tooDeep = await callTool(client, mcpToolNames.savePrompt, { title: "t", text: "x", folder: "a/b/c" });
    expect(tooDeep).toMatchObject({ isError: true, text: "Folders nest one level deep" });
    const noText = await callTool(client, mcpToolNames.savePrompt, { title: "t", text: "  " });
    expect(noText.isError).toBe(true);
    expect(noText.text).toContain("Prompt is required");
    const noTitle = await callTool(client, mcpToolNames.savePrompt, { text: "x" });
    expect(noTitle.isError).toBe(true);
    expect(await testApp().db.select().from(savedPrompts).where(eq(savedPrompts.userId, member.account.id))).toEqual(
      [],
    );
  });

  it("list_folders shows the member's folders only", async () => {
    const owner = await testApp().as("paid");
    await owner.api.folders.$post({ json: { name: "Secret plans" } });
    const { client } = await assistant();
    expect(await callTool(client, mcpToolNames.listFolders)).toMatchObject({
      structured: { items: [] },
      text: "No folders yet.",
    });
  });

  it("reads the member's prompts as resources, and no one else's", async () => {
    const { member, client } = await assistant();
    const saved = await expectJson(
      member.api["saved-prompts"].$post({ json: { title: "Attach me", perfectedText: "Resource text" } }),
      201,
    );
    const uri = `promptloom://prompts/${saved.id}`;
    const { resources } = await client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri, name: "Attach me", mimeType: "text/plain" })]);
    expect((await client.readResource({ uri })).contents).toEqual([
      { uri, mimeType: "text/plain", text: "Resource text" },
    ]);

    const other = await assistantFor(testApp(), await testApp().as("paid"));
    await expect(other.readResource({ uri })).rejects.toThrow("Prompt not found");
    await expect(other.readResource({ uri: "promptloom://prompts/not-an-id" })).rejects.toThrow("Prompt not found");
  });
});

describe("MCP tools with a language model", () => {
  const peer = useLoopbackOpenAi();
  const testApp = useTestApp(() => ({
    providers: {
      textAi: createTextAiProvider(
        { baseUrl: peer().baseUrl, apiKey: "sk-test", model: "gpt-test", timeoutMs: 5000 },
        createLogger("silent"),
      ),
    },
    config: { aiDailyQuota: 1 },
  }));

  it("refine_prompt counts against the member's daily AI quota and says so when it is used up", async () => {
    peer().script("chat", { kind: "text", text: "You are a copywriter. Write a welcome email." });
    const member = await testApp().as("paid");
    const client = await assistantFor(testApp(), member);
    const refined = await callTool(client, mcpToolNames.refinePrompt, { request: "welcome email for my bakery" });
    expect(refined.structured).toMatchObject({
      prompt: "You are a copywriter. Write a welcome email.",
      engine: "gpt-test",
    });

    const refused = await callTool(client, mcpToolNames.refinePrompt, { request: "one more email" });
    expect(refused).toMatchObject({
      isError: true,
      text: "You've used all 1 AI requests for today. Your quota resets at midnight UTC — the built-in composer stays available meanwhile.",
    });
    // The app's own refinement is refused too: the quota is one.
    expect((await member.post("/api/functions/perfect-prompt", { prompt: "and another" })).status).toBe(429);
  });
});
