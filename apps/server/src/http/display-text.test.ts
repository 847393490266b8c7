import { describe, expect, it } from "vitest";

import { useTestApp } from "../testing/create-test-app.ts";
import { expectJson } from "../testing/expect-json.ts";

const testApp = useTestApp();

/** Reads backwards on screen ("\u202e") and hides a zero-width space and an isolate. */
const tricky = "\u202eevil\u200b \u2066plan\u2069";

describe("display texts lose control and invisible characters wherever they enter", () => {
  it("folder names, API key names, prompt titles and support ticket subjects", async () => {
    const member = await testApp().as("paid");

    const folder = await expectJson(member.api.folders.$post({ json: { name: tricky } }), 201);
    expect(folder.name).toBe("evil plan");
    const key = await expectJson(member.api["api-keys"].$post({ json: { name: tricky } }), 201);
    expect(key.name).toBe("evil plan");
    const prompt = await member.post("/api/saved-prompts", { title: tricky, perfectedText: "Summarise this." });
    expect(prompt.body).toMatchObject({ title: "evil plan" });
    const ticket = await member.post("/api/support/tickets", {
      subject: tricky,
      category: "other",
      message: "Please help.",
    });
    expect(ticket.status).toBe(201);
    const tickets = await member.get("/api/support/tickets");
    expect(JSON.stringify(tickets.body)).toContain('"subject":"evil plan"');
    expect(JSON.stringify([folder, key, prompt.body, tickets.body])).not.toMatch(/[\u202e\u200b\u2066\u2069]/);
  });

  it("refuses a name that is nothing but invisible characters", async () => {
    const member = await testApp().as("paid");
    const response = await member.post("/api/folders", { name: "\u202e\u200b" });
    expect(response).toMatchObject({ status: 400, body: { error: { message: "Folder name is required" } } });
  });
});
