import { describe, expect, it } from "vitest";

import { supportMessages } from "../../db/schema/index.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";

const testApp = useTestApp();

const message = {
  name: "Robin Example",
  email: "robin@example.test",
  subject: "Question about the yearly plan",
  message: "Can I switch from monthly to yearly without losing my saved prompts?",
};

describe("POST /api/support/messages", () => {
  it("stores the message and e-mails it to the first admin, replying to the sender", async () => {
    const admin = await testApp().as("admin");
    const response = await expectJson(testApp().client().api.support.messages.$post({ json: message }), 201);

    const [stored] = await testApp().db.select().from(supportMessages);
    expect(stored).toMatchObject({ id: response.id, ...message, userId: null });
    const [mail] = testApp().mail.sentTo(admin.account.email);
    expect(mail).toMatchObject({ replyTo: message.email, subject: `[Support] ${message.subject}` });
    expect(mail?.text).toContain(message.message);
  });

  it("records who wrote when the sender is signed in", async () => {
    const member = await testApp().signUp();
    await member.post("/api/support/messages", message);
    const [stored] = await testApp().db.select().from(supportMessages);
    expect(stored?.userId).toBe(member.account.id);
  });

  it("is open to everyone", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/support/messages", message), {
      anonymous: 201,
      unpaid: 201,
      paid: 201,
      refunded: 201,
      admin: 201,
    });
  });

  it("rejects a missing field, a bad e-mail and a message over 1000 characters, storing nothing", async () => {
    const client = testApp().client();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, name: "   " }, "Name is required"],
      [{ ...message, email: "robin" }, "Please enter a valid email address"],
      [{ ...message, message: undefined }, "Invalid input: expected string, received undefined"],
    ];
    for (const [body, expected] of cases) {
      const response = await client.post("/api/support/messages", body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: "validation_error", message: expected } });
    }
    expect(await testApp().db.select().from(supportMessages)).toHaveLength(0);
  });

  it("strips angle brackets and cuts text to 1000 characters", async () => {
    await testApp()
      .client()
      .post("/api/support/messages", { ...message, message: `<b>Hello</b> ${"x".repeat(1200)}` });
    const [stored] = await testApp().db.select().from(supportMessages);
    expect(stored?.message.startsWith("bHello/b")).toBe(true);
    expect(stored?.message).toHaveLength(1000);
  });

  it("accepts five messages an hour from one address", async () => {
    const client = testApp().client();
    for (let count = 1; count <= 5; count += 1) {
      expect((await client.post("/api/support/messages", message)).status).toBe(201);
    }
    const refused = await client.post("/api/support/messages", message);
    expect(refused.status).toBe(429);
  });
});
