import { describe, expect, it } from "vitest";

import { analyzeRequest } from "./analyze-request.ts";

const kindOf = (request: string) => analyzeRequest(request)?.kind;

describe("options named without a verb", () => {
  it.each([
    ["things to do in nice in may", "idea-list"],
    ["give me 5 dinner ideas using chicken thighs and rice, nothing spicy", "idea-list"],
    ["recipes featuring lentils for a week of lunches", "recipe"],
    ["fun things to do in edinburgh with kids", "idea-list"],
    ["cheap activities to keep a 5 year old busy on a rainy day", "idea-list"],
    ["places to eat in lisbon that locals like", "recommendation"],
    ["restaurants in porto for a birthday dinner, around 40 euros a head", "recommendation"],
    ["cafes in london with good wifi to work from", "recommendation"],
  ])("%s → %s", (request, kind) => {
    expect(kindOf(request)).toBe(kind);
  });
});

describe("what a text is put or made into decides", () => {
  it.each([
    ["put this text my teacher gave me into simple english: the mitochondria is the powerhouse", "edit-text"],
    ["put it into french please: the shop opens at 9", "translation"],
    ["turn this into spanish: we are closed on monday", "translation"],
    ["make my notes into a checklist: passport, charger, tickets", "checklist"],
    ["put together a packing list for a beach weekend", "checklist"],
    ["turn these bullet points into a paragraph for my newsletter", "edit-text"],
    ["can you make these notes into a couple of paragraphs for our website", "edit-text"],
    ["turn this paragraph into bullet points for my slides", "edit-text"],
    ["turn my meeting notes into an email to the client", "email"],
  ])("%s → %s", (request, kind) => {
    expect(kindOf(request)).toBe(kind);
  });

  it("reads breaking news to someone as advice, and breaking a habit as steps", () => {
    expect(kindOf("how do i break the news that we're moving")).toBe("advice");
    expect(kindOf("how do i break it to my parents that i dropped out")).toBe("advice");
    expect(kindOf("how do i break a bad habit")).toBe("how-to");
  });
});

describe("what is prepared for decides", () => {
  it.each([
    ["help me prepare for a difficult conversation with my dad about moving him into assisted living", "advice"],
    ["i need to prepare for a tough chat with my manager about my workload", "advice"],
    ["help me prepare for my nursing interview on friday", "interview-prep"],
  ])("%s → %s", (request, kind) => {
    expect(kindOf(request)).toBe(kind);
  });
});

describe("plans named by what they are for", () => {
  it.each([
    ["can you help me plan a surprise 60th for my mum, about 25 guests, in our garden in june", "event-plan"],
    ["help me organise my dads 70th", "event-plan"],
    ["plan 3 days in rome for my 40th", "itinerary"],
    ["give me a weekly dinner plan for a family of 5 with two picky eaters, under 100 euros", "meal-plan"],
    ["a lunch plan for the week, i work from home", "meal-plan"],
    ["a dinner party plan for 8 friends, one is vegan", "event-plan"],
  ])("%s → %s", (request, kind) => {
    expect(kindOf(request)).toBe(kind);
  });
});
