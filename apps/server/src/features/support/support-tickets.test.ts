import type { AdminTicketQuery, CreateTicketInput, StaffReplyInput } from "@promptloom/contracts/support-tickets";
import { describe, expect, it } from "vitest";

import type { SignedInClient } from "../../testing/create-test-app.ts";
import { useTestApp } from "../../testing/create-test-app.ts";
import { openEventStream } from "../../testing/event-stream-client.ts";
import { expectAccess } from "../../testing/expect-access.ts";
import { expectJson } from "../../testing/expect-json.ts";
import type { TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp({ config: { supportEmail: "help@promptloom.test" } });

const ticket = {
  subject: "Export to CSV drops my tags",
  category: "bug",
  message: "When I export My Prompts as CSV, the tags column is empty for every prompt.",
} satisfies CreateTicketInput;

const open = (member: SignedInClient, input: CreateTicketInput = ticket) =>
  expectJson(member.api.support.tickets.$post({ json: input }), 201);
const myTickets = async (member: SignedInClient) => (await expectJson(member.api.support.tickets.$get())).items;
const myTicket = (member: SignedInClient, id: string) =>
  expectJson(member.api.support.tickets[":id"].$get({ param: { id } }));
const answer = (admin: SignedInClient, id: string, input: StaffReplyInput) =>
  expectJson(admin.api.admin.support.tickets[":id"].replies.$post({ param: { id }, json: input }), 201);
const inbox = (admin: SignedInClient, query: Omit<AdminTicketQuery, "limit"> & { limit?: string } = {}) =>
  expectJson(admin.api.admin.support.tickets.$get({ query }));
const contactMessage = { name: "Visitor", email: "visitor@example.test", subject: "Team pricing?", message: "Hi" };
const sendContactMessage = (client: TestClient, changes: Partial<typeof contactMessage> = {}) =>
  expectJson(client.api.support.messages.$post({ json: { ...contactMessage, ...changes } }), 201);

describe("member support tickets", () => {
  it("stores the ticket, e-mails it to the support address and lists it with its status", async () => {
    const member = await testApp().as("paid");
    const created = await open(member);
    expect(created).toMatchObject({
      subject: ticket.subject,
      category: "bug",
      status: "open",
      name: member.account.name,
      email: member.account.email,
      isMember: true,
      replyCount: 0,
      entries: [{ author: "requester", authorName: member.account.name, body: ticket.message }],
    });
    const [mail] = testApp().mail.sentTo("help@promptloom.test");
    expect(mail).toMatchObject({ replyTo: member.account.email, subject: `[Support] ${ticket.subject}` });
    expect(mail?.text).toContain("Topic: Something is not working");
    expect(mail?.text).toContain(ticket.message);

    expect((await myTickets(member)).map((item) => [item.subject, item.status])).toEqual([[ticket.subject, "open"]]);
  });

  it("shows the member the team's answer, e-mails it to them, and takes their follow-up", async () => {
    const member = await testApp().as("paid");
    const admin = await testApp().as("admin");
    const created = await open(member);
    testApp().mail.sent.length = 0;

    const answered = await answer(admin, created.id, {
      message: "Thanks! Fixed: export again and the tags are there.",
    });
    expect(answered.status).toBe("answered");
    const [answerMail] = testApp().mail.sentTo(member.account.email);
    expect(answerMail?.subject).toBe(`Re: ${ticket.subject}`);
    expect(answerMail?.text).toContain("Thanks! Fixed: export again and the tags are there.");
    expect(answerMail?.text).toContain(`${testApp().baseUrl}/app/support?ticket=${created.id}`);

    const seen = await myTicket(member, created.id);
    expect(seen.status).toBe("answered");
    expect(seen.entries.map((entry) => [entry.author, entry.authorName])).toEqual([
      ["requester", member.account.name],
      ["staff", "Promptloom support"],
    ]);

    const followUp = await expectJson(
      member.api.support.tickets[":id"].replies.$post({
        param: { id: created.id },
        json: { message: "Works now, but only for new exports." },
      }),
      201,
    );
    expect(followUp.status).toBe("open");
    expect(followUp.entries).toHaveLength(3);
    expect(testApp().mail.sentTo("help@promptloom.test")[0]?.subject).toBe(`Re: [Support] ${ticket.subject}`);
  });

  it("tells the member's open pages when the team answers, closes or reopens their ticket", async () => {
    const member = await testApp().as("paid");
    const admin = await testApp().as("admin");
    const created = await open(member);
    const stream = await openEventStream(member);
    try {
      await stream.next("ready");
      await answer(admin, created.id, { message: "Fixed." });
      expect((await stream.next("support")).data).toEqual({ ticketId: created.id });
      const close = admin.api.admin.support.tickets[":id"].$patch({
        param: { id: created.id },
        json: { status: "closed" },
      });
      await expectJson(close);
      await stream.next("support");
      expect(stream.received.filter((frame) => frame.event === "support")).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it("refuses a follow-up on a closed ticket", async () => {
    const member = await testApp().as("paid");
    const admin = await testApp().as("admin");
    const created = await open(member);
    await answer(admin, created.id, { message: "Done.", close: true });
    const refused = await member.post(`/api/support/tickets/${created.id}/replies`, { message: "One more thing" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: "conflict", message: "This ticket is closed. Open a new one if you need more help." },
    });
  });

  it("lists a contact-form message the member sent while signed in", async () => {
    const member = await testApp().as("paid");
    await sendContactMessage(member, {
      name: "Robin",
      email: member.account.email,
      subject: "Invoice address",
      message: "Please add our VAT number to invoices.",
    });
    expect(await myTickets(member)).toEqual([
      expect.objectContaining({ subject: "Invoice address", category: "other", status: "open" }),
    ]);
  });

  it("keeps each member's tickets to themselves", async () => {
    const owner = await testApp().as("paid");
    const other = await testApp().as("paid");
    const created = await open(owner);
    expect(await myTickets(other)).toEqual([]);
    expect((await other.get(`/api/support/tickets/${created.id}`)).status).toBe(404);
    expect((await other.post(`/api/support/tickets/${created.id}/replies`, { message: "Hi" })).status).toBe(404);
  });

  it("refuses a ticket without a subject, topic or message, and an unknown ticket id", async () => {
    const member = await testApp().as("paid");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ticket, subject: "  " }, "Subject is required"],
      [{ ...ticket, category: "gossip" }, "Choose what your question is about"],
      [{ ...ticket, message: "<>" }, "Message is required"],
    ];
    for (const [body, message] of cases) {
      const response = await member.post("/api/support/tickets", body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: "validation_error", message } });
    }
    expect((await member.get("/api/support/tickets/not-a-uuid")).status).toBe(400);
    expect((await member.get(`/api/support/tickets/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("takes five tickets an hour from one account", async () => {
    const member = await testApp().as("paid");
    for (let count = 0; count < 5; count += 1) await open(member);
    expect((await member.post("/api/support/tickets", ticket)).status).toBe(429);
  });

  it("is open to every signed-in account, refunded ones included", async () => {
    await expectAccess(testApp(), (client) => client.post("/api/support/tickets", ticket), {
      anonymous: 401,
      unpaid: 201,
      paid: 201,
      refunded: 201,
      admin: 201,
    });
    await expectAccess(testApp(), (client) => client.get("/api/support/tickets"), {
      anonymous: 401,
      unpaid: 200,
      paid: 200,
      refunded: 200,
      admin: 200,
    });
  });
});

describe("the admin support inbox", () => {
  it("lists tickets and contact messages by latest activity, filtered by status and words", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const first = await open(member, { ...ticket, subject: "Cannot sign in with Google" });
    await sendContactMessage(testApp().client(), { message: "Do you offer a plan for teams of ten?" });
    const all = await inbox(admin);
    expect(all.items.map((item) => [item.subject, item.isMember])).toEqual([
      ["Team pricing?", false],
      ["Cannot sign in with Google", true],
    ]);
    expect(all.total).toBe(2);

    await answer(admin, first.id, { message: "Try again now." });
    expect((await inbox(admin, { status: "open" })).items.map((item) => item.subject)).toEqual(["Team pricing?"]);
    expect((await inbox(admin, { q: "GOOGLE" })).items.map((item) => item.subject)).toEqual([
      "Cannot sign in with Google",
    ]);
    expect((await inbox(admin, { q: "visitor@example" })).items).toHaveLength(1);
  });

  it("pages through the inbox", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    for (const subject of ["One", "Two", "Three"]) await open(member, { ...ticket, subject });
    const page1 = await inbox(admin, { limit: "2" });
    expect(page1.items.map((item) => item.subject)).toEqual(["Three", "Two"]);
    const page2 = await inbox(admin, { limit: "2", cursor: page1.nextCursor ?? "" });
    expect(page2.items.map((item) => item.subject)).toEqual(["One"]);
    expect(page2.nextCursor).toBeNull();
  });

  it("answers a contact message by e-mail and records the answer in the audit log", async () => {
    const admin = await testApp().as("admin");
    await sendContactMessage(testApp().client(), {
      email: "v@example.test",
      subject: "Refund",
      message: "Refund please.",
    });
    const [item] = (await inbox(admin)).items;
    const answered = await answer(admin, item?.id ?? "", { message: "Your refund is on its way.", close: true });
    expect(answered.status).toBe("closed");
    const [mail] = testApp().mail.sentTo("v@example.test");
    expect(mail?.text).toContain("Your refund is on its way.");
    expect(mail?.text).toContain("Reply to this e-mail if you need more help.");

    const audit = await expectJson(admin.api.admin["audit-log"].$get({ query: { targetType: "support_ticket" } }));
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: "support_ticket.reply",
        targetLabel: "Refund",
        after: { status: "closed", reply: "Your refund is on its way." },
      }),
    ]);
  });

  it("closes and reopens a ticket, audited", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const created = await open(member);
    const closed = await expectJson(
      admin.api.admin.support.tickets[":id"].$patch({ param: { id: created.id }, json: { status: "closed" } }),
    );
    expect(closed.status).toBe("closed");
    expect((await myTicket(member, created.id)).status).toBe("closed");
    const bad = await admin.patch(`/api/admin/support/tickets/${created.id}`, { status: "snoozed" });
    expect(bad.body).toEqual({ error: { code: "validation_error", message: "Unknown status" } });
    const audit = await expectJson(
      admin.api.admin["audit-log"].$get({ query: { action: "support_ticket.set_status" } }),
    );
    expect(audit.items).toEqual([expect.objectContaining({ before: { status: "open" }, after: { status: "closed" } })]);
  });

  it("refuses an empty answer and an unknown ticket", async () => {
    const admin = await testApp().as("admin");
    const member = await testApp().as("paid");
    const created = await open(member);
    const empty = await admin.post(`/api/admin/support/tickets/${created.id}/replies`, { message: " " });
    expect(empty.body).toEqual({ error: { code: "validation_error", message: "Reply is required" } });
    const missing = await admin.post(`/api/admin/support/tickets/${crypto.randomUUID()}/replies`, { message: "Hi" });
    expect(missing.status).toBe(404);
  });

  it("is for admins only", async () => {
    await expectAccess(testApp(), (client) => client.get("/api/admin/support/tickets"), {
      anonymous: 401,
      unpaid: 403,
      paid: 403,
      refunded: 403,
      admin: 200,
    });
  });
});
