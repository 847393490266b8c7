import { PromptListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { apiKeyMessages } from "@promptloom/contracts/api-keys";
import { accessMessages } from "@promptloom/contracts/auth-messages";
import { MCP_PROMPTS_PAGE_SIZE, MCP_PROTOCOL_VERSION, MCP_SERVER_NAME, mcpToolNames } from "@promptloom/contracts/mcp";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { libraryCategories, libraryPrompts, profiles, savedPrompts, usageEvents } from "../db/schema/index.ts";
import { createKeyFor, withKey } from "../testing/api-key-requests.ts";
import { useTestApp, type SignedInClient } from "../testing/create-test-app.ts";
import { expectJson } from "../testing/expect-json.ts";
import { connectAssistant } from "../testing/mcp-client.ts";

const testApp = useTestApp();
const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const connection of open.splice(0)) await connection.close();
});

const assistantOf = async (member: SignedInClient) => {
  const key = await createKeyFor(member, "Claude Desktop");
  const { client, transport } = await connectAssistant(testApp().baseUrl, key);
  open.push(client);
  return { client, transport, key };
};

const template = "Write a {{tone:friendly|formal}} email to {{recipient}} about {{topic:our launch}}.";

const seedLibrary = async (count: number) => {
  const { db } = testApp();
  await db.insert(libraryCategories).values({ slug: "email", name: "Email", description: "Mail.", type: "text" });
  await db.insert(libraryPrompts).values(
    Array.from({ length: count }, (_, index) => ({
      slug: `follow-up-${String(index).padStart(3, "0")}`,
      title: `Follow-up ${index}`,
      description: "A polite follow-up.",
      body: "Follow up with {{name}} about {{subject:the proposal}}.",
      type: "text" as const,
      category: "email",
      tags: ["sales"],
    })),
  );
};

describe("MCP server: connecting", () => {
  it("initializes over Streamable HTTP with the member's key and offers prompts, tools and resources", async () => {
    const member = await testApp().as("paid");
    const { client, transport } = await assistantOf(member);
    expect(transport.protocolVersion).toBe(MCP_PROTOCOL_VERSION);
    expect(client.getServerVersion()).toMatchObject({ name: MCP_SERVER_NAME });
    expect(client.getServerCapabilities()).toMatchObject({
      prompts: { listChanged: true },
      tools: {},
      resources: {},
      completions: {},
    });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.values(mcpToolNames).sort());
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
    }
    expect(client.getInstructions()).toContain("Promptloom");
  });

  it("refuses a missing or unknown key (401), an unpaid member (403) and a revoked key (401)", async () => {
    const { baseUrl } = testApp();
    await expect(connectAssistant(baseUrl, "pl_live_unknown")).rejects.toMatchObject({ code: 401 });
    const noKey = await testApp().client().post("/api/mcp", { jsonrpc: "2.0", id: 1, method: "ping" });
    expect(noKey.body).toEqual({ error: { code: "unauthorized", message: apiKeyMessages.missing } });

    const unpaid = await testApp().as("paid");
    const unpaidKey = await createKeyFor(unpaid);
    await testApp().db.update(profiles).set({ isPaid: false }).where(eq(profiles.id, unpaid.account.id));
    const refused = connectAssistant(baseUrl, unpaidKey);
    await expect(refused).rejects.toMatchObject({ code: 403 });
    await expect(refused).rejects.toThrow(accessMessages.subscriptionRequired);

    const member = await testApp().as("paid");
    const { client } = await assistantOf(member);
    const [key] = (await expectJson(member.api["api-keys"].$get())).items;
    await member.api["api-keys"][":id"].$delete({ param: { id: key?.id ?? "" } });
    await expect(client.listPrompts()).rejects.toMatchObject({ code: 401 });
  });
});

describe("MCP server: rate limits", () => {
  it("shares the member's 120 calls a minute with the public API", async () => {
    const member = await testApp().as("paid");
    const key = await createKeyFor(member);
    const automation = testApp().client();
    for (let call = 0; call < 120; call += 1) {
      expect((await automation.get("/api/v1/me", withKey(key))).status).toBe(200);
    }
    await expect(connectAssistant(testApp().baseUrl, key)).rejects.toMatchObject({ code: 429 });
  });
});

describe("MCP server: prompts", () => {
  it("lists the member's prompts with folders and variables as arguments, then the library", async () => {
    await seedLibrary(1);
    const member = await testApp().as("paid");
    const folder = await expectJson(member.api.folders.$post({ json: { name: "Work" } }), 201);
    const saved = await expectJson(
      member.api["saved-prompts"].$post({
        json: { title: "Launch email!", perfectedText: template, folderId: folder.id, tags: ["email"] },
      }),
      201,
    );
    const stranger = await testApp().as("paid");
    await stranger.api["saved-prompts"].$post({ json: { title: "Not yours", perfectedText: "Secret" } });

    const { client } = await assistantOf(member);
    const { prompts, nextCursor } = await client.listPrompts();
    expect(nextCursor).toBeUndefined();
    expect(prompts.map((prompt) => prompt.title)).toEqual(["Launch email!", "Follow-up 0"]);
    const [mine, library] = prompts;
    expect(mine?.name).toBe(`my-launch-email-${saved.id.replace(/-/g, "").slice(-8)}`);
    expect(mine?.description).toBe("My prompt, in Work · #email");
    expect(mine?.arguments).toEqual([
      { name: "tone", description: "Tone: one of friendly, formal (default friendly)", required: false },
      { name: "recipient", description: "Recipient", required: true },
      { name: "topic", description: "Topic (default our launch)", required: false },
    ]);
    expect(library).toMatchObject({
      name: "library-follow-up-000",
      arguments: [
        { name: "name", required: true },
        { name: "subject", required: false },
      ],
    });
  });

  it("fills a prompt with its arguments, refuses one missing a required argument, and credits the time saved", async () => {
    const member = await testApp().as("paid");
    await member.api["saved-prompts"].$post({ json: { title: "Launch email", perfectedText: template } });
    const { client } = await assistantOf(member);
    const [prompt] = (await client.listPrompts()).prompts;
    const name = prompt?.name ?? "";

    const filled = await client.getPrompt({ name, arguments: { tone: "formal", recipient: "our investors" } });
    expect(filled.messages).toEqual([
      { role: "user", content: { type: "text", text: "Write a formal email to our investors about our launch." } },
    ]);
    await expect(client.getPrompt({ name, arguments: { tone: "formal" } })).rejects.toThrow("Fill in Recipient first.");
    await expect(client.getPrompt({ name: "my-launch-email-00000000" })).rejects.toThrow("Prompt not found");

    const completion = await client.complete({
      ref: { type: "ref/prompt", name },
      argument: { name: "tone", value: "fo" },
    });
    expect(completion.completion.values).toEqual(["formal"]);

    const credited = await testApp().db.select().from(usageEvents).where(eq(usageEvents.userId, member.account.id));
    expect(credited).toMatchObject([{ event: "prompt_copied", minutesSaved: 15, source: "assistant" }]);
  });

  it("keeps another member's prompt out of reach by its name", async () => {
    const owner = await testApp().as("paid");
    await owner.api["saved-prompts"].$post({ json: { title: "Private", perfectedText: "Owner's words" } });
    const ownerAssistant = await assistantOf(owner);
    const [prompt] = (await ownerAssistant.client.listPrompts()).prompts;

    const other = await assistantOf(await testApp().as("paid"));
    await expect(other.client.getPrompt({ name: prompt?.name ?? "" })).rejects.toThrow("Prompt not found");
  });

  it("pages through more prompts than one page holds with the protocol's cursors", async () => {
    await seedLibrary(5);
    const member = await testApp().as("paid");
    const count = MCP_PROMPTS_PAGE_SIZE + 10;
    await testApp()
      .db.insert(savedPrompts)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId: member.account.id,
          title: `Prompt ${index}`,
          perfectedText: `Text ${index}`,
        })),
      );
    const { client } = await assistantOf(member);
    const first = await client.listPrompts();
    expect(first.prompts).toHaveLength(MCP_PROMPTS_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await client.listPrompts({ cursor: first.nextCursor });
    expect(second.prompts).toHaveLength(15);
    expect(second.nextCursor).toBeUndefined();
    const names = [...first.prompts, ...second.prompts].map((prompt) => prompt.name);
    expect(new Set(names).size).toBe(count + 5);
    expect(names.filter((name) => name.startsWith("library-"))).toHaveLength(5);

    await expect(client.listPrompts({ cursor: "not-a-cursor" })).rejects.toThrow("Invalid cursor");
  });

  it("tells a connected assistant when the member saves or deletes a prompt", async () => {
    const member = await testApp().as("paid");
    const { client } = await assistantOf(member);
    const changes = vi.fn();
    client.setNotificationHandler(PromptListChangedNotificationSchema, changes);
    // The assistant opens its event stream right after initializing.
    await vi.waitFor(() => expect(testApp().events.countSubscribers()).toBe(1));

    const saved = await expectJson(
      member.api["saved-prompts"].$post({ json: { title: "New", perfectedText: "Fresh prompt" } }),
      201,
    );
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    await member.api["saved-prompts"][":id"].$delete({ param: { id: saved.id } });
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(2));

    // Another member's change is not this assistant's business.
    const stranger = await testApp().as("paid");
    await stranger.api["saved-prompts"].$post({ json: { title: "Theirs", perfectedText: "Other" } });
    await member.api["saved-prompts"].$post({ json: { title: "Mine again", perfectedText: "Mine" } });
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(3));

    // A save through the assistant's own tool is announced the same way.
    await client.callTool({ name: mcpToolNames.savePrompt, arguments: { title: "From chat", text: "Chat prompt" } });
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(4));

    // The stream, and the server's subscription with it, end when the assistant disconnects.
    await client.close();
    await vi.waitFor(() => expect(testApp().events.countSubscribers()).toBe(0));
  });

  it("tells an assistant connected to another instance, through the database", async () => {
    const member = await testApp().as("paid");
    const other = await testApp().startAnotherInstance();
    const { client } = await connectAssistant(other.baseUrl, await createKeyFor(member));
    open.push(client);
    const changes = vi.fn();
    client.setNotificationHandler(PromptListChangedNotificationSchema, changes);
    await vi.waitFor(() => expect(other.events.countSubscribers()).toBe(1));

    await member.api["saved-prompts"].$post({ json: { title: "Saved here", perfectedText: "Heard there" } });
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    await client.close();
    await other.close();
  });
});
