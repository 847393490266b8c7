import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("writing read by many: circulars, posts and public replies", () => {
  it("ends a circular with each thing readers must do, and leaves room to explain a change properly", () => {
    const trip = promptFor(
      "email",
      "email to all parents in year 4 about the trip to the zoo on 3 June, cost £12, forms back by 20 May, packed lunch",
    );
    expect(trip).toMatch(/End with what readers need to do, each with its date/u);
    expect(trip).not.toMatch(/one clear next step/u);
    expect(
      promptFor(
        "email",
        "email to our tenants about the service charge going up 8%, explain it properly, the lift contract doubled",
      ),
    ).not.toMatch(/under about 200 words/u);
    expect(promptFor("email", "email my landlord asking when the boiler will be fixed")).toMatch(
      /one clear next step/u,
    );
  });

  it("closes a post of thanks on the thanks, without a question to its readers", () => {
    expect(
      promptFor("social-post", "linkedin post to thank my mentors after I passed my nursing boards, third try, humble"),
    ).not.toMatch(/prompt to respond/u);
  });

  it("answers a review without owning fault when the member will admit none", () => {
    const reply = promptFor(
      "message",
      "reply to this tripadvisor review saying our room was dirty, we cleaned it twice, don't admit fault but be polite",
    );
    expect(reply).toMatch(/without taking the blame/u);
    expect(reply).not.toMatch(/own what was fair/u);
  });

  it("writes a notice for a newspaper's column, not a chat, and reads a review at work as no customer's", () => {
    const notice = promptFor(
      "message",
      "anniversary message for my parents' 50th in the local paper, charged by the word, from the whole family",
    );
    expect(notice).toMatch(/notices column/u);
    expect(notice).not.toMatch(/types in a chat/u);
    expect(
      promptFor(
        "message",
        "reply to my manager saying I can't cover Friday, mention I flagged my workload in my review last month",
      ),
    ).not.toMatch(/public reply/u);
  });

  it("gives a chat message that carries many points a line for each, in one version, not a few lines", () => {
    const many = promptFor(
      "message",
      "whatsapp to the choir tenors saying rehearsal moves to st anne's hall on 3 march, 7.30 start, bring the blue folders, and parking is round the back",
    );
    expect(many).toMatch(/every point I give, each in a short line/u);
    expect(many).not.toMatch(/phone screen shows|two alternative versions/u);
    expect(promptFor("message", "text to my sister saying i'll be late for tea")).toMatch(/phone screen shows/u);
  });

  it("answers a customer's enquiry with what we can offer, and owns a mistake only when something went wrong", () => {
    const owns = /own what went wrong/u;
    expect(promptFor("message", "reply to this customer asking if we can do a 3 tier cake for 14 june")).not.toMatch(
      owns,
    );
    expect(promptFor("message", "reply to this customer asking if we can do a 3 tier cake for 14 june")).toMatch(
      /what we can offer and what happens next/u,
    );
    expect(promptFor("message", "reply to this customer, the cake arrived damaged and she wants a refund")).toMatch(
      owns,
    );
  });

  it("writes an obituary for the paper as a life told in order, not a notice or a chat", () => {
    const obituary = promptFor(
      "message",
      "obituary for the Wharfedale Observer for my grandad Frank Hey, 91, died 2 March, keep it under 250 words",
    );
    expect(obituary).toMatch(/newspaper obituaries[\s\S]*their life in a few warm, plain paragraphs/u);
    expect(obituary).not.toMatch(/types in a chat|who it is from/u);
  });

  it("replies to several reviews as public replies, not chat messages", () => {
    const replies = promptFor(
      "message",
      "help me reply to these 2 reviews on airbnb for our yurt in Powys, under 60 words each",
    );
    expect(replies).toMatch(/public reply/u);
    expect(replies).not.toMatch(/types in a chat/u);
  });

  it("writes a reply back to the one who wrote, not a circular, whoever the reply mentions", () => {
    const reply = promptFor(
      "email",
      "a parent emailed me and i need to reply, say the spelling test was harder for everyone this week and the retest is friday",
    );
    expect(reply).not.toMatch(/what readers need to do/u);
  });
});
