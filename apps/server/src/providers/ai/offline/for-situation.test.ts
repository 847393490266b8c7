import { describe, expect, it } from "vitest";

import { composeOffline as compose } from "../../../testing/compose-offline.ts";

describe("advice fits the situation it was asked about", () => {
  it.each([
    "how do i stop procrastinating on my thesis",
    "how do i get better at waking up early",
    "any tips for my first solo trip to japan",
  ])("asks for no conversation and no professional when only the member is involved: %s", async (request) => {
    const prompt = await compose(request);
    expect(prompt).toContain("Point out the common mistakes to avoid.");
    expect(prompt).not.toMatch(/conversation|what to say|professional|doctor|lawyer|counsellor/u);
  });

  it.each([
    "my boss keeps taking credit for my work, what should i do",
    "how do i tell my friend i can't come to her wedding",
    "my sister never pays me back, how do i bring it up",
    "how do i explain to my 4 year old that we're having a baby",
  ])("gives the words for the conversation when someone else is part of it: %s", async (request) => {
    const prompt = await compose(request);
    expect(prompt).toContain("Give me the words for the conversation");
    expect(prompt).toContain("then what to say and what to avoid");
    expect(prompt).not.toMatch(/professional|doctor|lawyer/u);
  });

  it.each([
    ["i've been feeling anxious every morning before work, any advice", "a doctor or a counsellor"],
    ["my landlord won't return my deposit and it's been 2 months", "a lawyer or an advice service"],
    ["what should i do about my credit card debt, i'm behind on payments", "a financial adviser"],
    ["my son is being bullied at school and says a boy hits him", "keep people safe"],
  ])("names who to involve where health, law, money or safety are at stake: %s", async (request, who) => {
    expect(await compose(request)).toMatch(new RegExp(`say when to involve[^\\n]*${who}`, "u"));
  });
});

describe("instructions bring in a professional only where the work or the stakes call for one", () => {
  it("keeps a safety line for risky work", async () => {
    for (const request of ["how do i replace a light switch", "how to fix a leaking gas boiler"])
      expect(await compose(request)).toContain("every safety risk, and say when to call a qualified professional");
  });

  it("names the right person for money matters and none for everyday chores", async () => {
    expect(await compose("how do i file my taxes as a freelancer")).toContain("say when to involve an accountant");
    const groceries = await compose("how can i save money on groceries");
    expect(groceries).toContain("Point out the common mistakes to avoid.");
    expect(groceries).not.toMatch(/professional|safety risk/u);
  });
});

describe("a diagnosis names who to call for the thing at hand, and nobody where nobody is needed", () => {
  it.each([
    ["my car makes a grinding noise when i brake, what could it be", "a mechanic"],
    ["my dog keeps scratching his ears", "a vet"],
    ["there are ants in our kitchen again", "pest control"],
    ["i get headaches every afternoon at work", "a doctor"],
    ["there's a damp patch on my bedroom ceiling", "a plumber or builder"],
  ])("%s → %s", async (request, who) => {
    expect(await compose(request)).toContain(`Say plainly when to stop and call ${who}, and any safety risk.`);
  });

  it("asks for a next step instead of a professional for seedlings", async () => {
    const seedlings = await compose("my tomato seedlings are tall and skinny and falling over");
    expect(seedlings).toContain("Say what to do if none of these checks finds the cause.");
    expect(seedlings).not.toMatch(/professional|call a/u);
  });
});
