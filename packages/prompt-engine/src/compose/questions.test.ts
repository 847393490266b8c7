import { describe, expect, it } from "vitest";

import { refineRequest } from "../engine.ts";

const asked = (request: string) => refineRequest(request)?.questions.map((question) => question.id) ?? [];

describe("quick questions", () => {
  it("reads a request for a prompt by what the prompt asks for", () => {
    expect(refineRequest("write me a prompt for a polite email asking my landlord to fix the heating")?.kind).toBe(
      "email",
    );
    expect(refineRequest("Create a prompt for a sales follow-up email after a demo")?.kind).not.toBe("image-prompt");
    expect(refineRequest("create a midjourney prompt for a cabin in the snow at dusk")?.kind).toBe("image-prompt");
  });

  it("does not ask for what the request already gives: a length in minutes, a tone, a look, the job moved into", () => {
    expect(asked("best man speech, about 4 mins, groom is my brother Jake")).not.toContain("occasion");
    expect(asked("instagram caption for our bakery's new rye loaf, fun but not cringe")).not.toContain("tone");
    expect(asked("midjourney prompt for a cabin in snowy woods at dusk, studio ghibli vibe")).not.toContain("style");
    expect(
      asked("linkedin about section, 8 yrs as a primary teacher, moving into instructional design, first person"),
    ).not.toContain("job");
  });

  it("asks for the text only when the request points at one", () => {
    expect(asked("summarize this article for me in 5 bullets")).toContain("material");
    expect(asked("summary of the french revolution for my history quiz, keep it short")).not.toContain("material");
  });

  it("offers tones that fit the kind: a caption's, not a complaint's", () => {
    const toneOf = (request: string) => refineRequest(request)?.questions.find((question) => question.id === "tone");
    expect(toneOf("instagram post for our bakery's new sourdough")?.choices).toContain("Playful");
    expect(toneOf("instagram post for our bakery's new sourdough")?.choices).not.toContain("Firm but polite");
    expect(toneOf("write an email, the heater is broken")?.choices).toContain("Firm but polite");
    const lookOf = (request: string) => refineRequest(request)?.questions.find((question) => question.id === "style");
    expect(lookOf("logo for my bakery called Crumb pls")?.choices ?? []).not.toContain("Photo");
    expect(toneOf("short sympathy card message for my neighbour whose mum died")?.choices).not.toContain(
      "Firm but polite",
    );
  });

  it("asks at most two", () => {
    for (const request of [
      "write a blog post about composting",
      "write an email to my landlord",
      "make me a study plan",
      "write a poem",
      "create a quiz",
    ])
      expect(asked(request).length).toBeLessThanOrEqual(2);
  });

  it("asks nothing reviewers found the requests had already answered: goals, what was tried, limits, what matters", () => {
    for (const request of [
      "write an email to my landlord, the heater is broken",
      "compare the kindle and the kobo",
      "my partner and I keep arguing about chores, what should I do",
      "how do I get my toddler to sleep through the night",
      "how do I unclog a bathroom sink",
      "a 4 week running plan",
    ])
      expect(asked(request)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(?:goal|situation|constraints|criteria)$/u)]),
      );
    expect(asked("write an email, the heater is broken")).toEqual(["recipient", "tone"]);
  });

  it("does not ask where the data sits, the grade or the goal when the request says it", () => {
    for (const request of [
      "excel formula to count rows where column B says Paid",
      "google sheets: split the names in column A into first and last name",
      "sum A2:A50 only when the date is in march",
    ])
      expect(asked(request)).not.toContain("layout");
    for (const request of [
      "45 minute lesson plan for 8th graders on volcanoes",
      "a worksheet on fractions for 5th grade",
      "rubric for a persuasive essay, 3rd graders",
    ])
      expect(asked(request)).not.toContain("grade");
    for (const request of [
      "write an email to my landlord asking to fix the heater",
      "email my professor asking about an extension",
      "reply to my neighbour who asked about the hedge",
    ])
      expect(asked(request)).not.toContain("recipient");
  });

  it("asks no starting level for a trip, and no data layout for a script", () => {
    for (const request of [
      "plan 5 days in lisbon in october for 2 people",
      "a 3 day itinerary for Rome with kids",
      "plan a weekend in Edinburgh, we love museums",
    ])
      expect(asked(request)).not.toContain("starting");
    for (const request of [
      "bash script that renames all .jpeg files to .jpg",
      "python script to download every image from a web page",
    ])
      expect(asked(request)).not.toContain("layout");
  });

  it("asks no question the kind's deliverable makes needless", () => {
    expect(asked("short horror story set in a laundromat at 2am, twist ending")).not.toContain("genre");
    expect(asked("write a poem for my grandma's 90th birthday")).toContain("genre");
    for (const request of [
      "proofread my college essay and don't change my voice: I grew up in a small town",
      "fix the grammar in this note: we was late becuase of the train",
    ])
      expect(asked(request)).not.toContain("tone");
    expect(asked("why does this log undefined?\n\nfunction f() {\n  return\n}")).not.toContain("stack");
    expect(
      asked("I've been a barista for 6 years and I'm applying for an office administrator job, cover letter please"),
    ).toEqual([]);
    for (const request of [
      "moving apartments in 3 weeks, checklist sorted by week, I have a cat",
      "plan my sister's baby shower, 20 guests, in 5 weeks",
    ])
      expect(asked(request)).not.toContain("starting");
    expect(asked("a 12 week plan to run my first half marathon")).toContain("starting");
  });

  it("does not ask what the request already answers", () => {
    // A recipient named by what they do is named.
    expect(asked("text cancelling my dentist appt tomorrow 9:20")).not.toContain("recipient");
    for (const request of [
      "explain how vaccines work like I'm 12",
      "explain black holes to my 8 year old",
      "explain inflation for ages 9-11",
      "ELI5 how wifi works",
    ])
      expect(asked(request)).not.toContain("level");
    for (const request of [
      "write a rhyming poem about my cat",
      "write a haiku about autumn rain",
      "a limerick about my brother's snoring",
      "write a free verse poem about the sea",
    ])
      expect(asked(request)).not.toContain("genre");
    for (const request of [
      "a 30 minute workout plan with dumbbells, 3 days a week",
      "give me a 4 week plan to learn spanish, 20 minutes a day, no apps",
      "plan my weekend trip to Lisbon on a budget of 300 euros",
    ]) {
      expect(asked(request)).not.toContain("timeframe");
    }
    for (const request of [
      "a vegetarian dinner for 4",
      "a gluten-free cake for two people",
      "dinner for my family, no oven",
    ])
      expect(asked(request)).not.toContain("diet");
  });

  it("asks a request that describes its situation only for what the task cannot be done without", () => {
    for (const request of [
      "write a message to the parents in my son's football team asking who can drive to the away game on sunday, we need 3 more cars",
      "caption for our cafe's new pumpkin spice cookies, they're vegan and only here till halloween, we're in a small seaside town",
      "explain how mortgages work, I'm 24 and buying my first flat with my boyfriend next year and the bank jargon is confusing",
    ])
      expect(asked(request)).toEqual([]);
    expect(
      asked(
        "translate this for my new neighbours who only speak spanish, keep it warm, I want to invite them to our barbecue",
      ),
    ).toContain("material");
    expect(asked("why does my script crash every time it gets to the part where it reads the config file")).toContain(
      "code",
    );
  });

  it("sees text given after a blank line, in quotes, or as a traceback", () => {
    expect(
      asked("translate this into german please\n\nThe boiler man is coming on Thursday between 8 and 12."),
    ).toEqual([]);
    expect(
      asked("rewrite 'we regret to inform you that your order is delayed' so it sounds less robotic"),
    ).not.toContain("material");
    expect(
      asked(
        "fix this\n\nTraceback (most recent call last):\n  File \"app.py\", line 3\nNameError: name 'x' is not defined",
      ),
    ).not.toContain("code");
  });

  it("hears a tone set by comparison", () => {
    for (const request of ["make this sound less bossy: pls do the dishes", "reword my email to sound more confident"])
      expect(asked(request)).not.toContain("tone");
  });

  it("asks no length of a form that has its own", () => {
    for (const request of ["a limerick about my neighbour's noisy rooster", "haiku about the first snow, please"])
      expect(asked(request)).not.toContain("length");
  });

  it("asks no language of a configuration for a named platform", () => {
    expect(asked("write a home assistant automation that turns the heating off when everyone leaves")).not.toContain(
      "stack",
    );
    expect(asked("write a script that turns the heating off when everyone leaves")).toContain("stack");
  });

  it("does not ask into which language when the member names one beyond the usual few", () => {
    for (const request of [
      "translate this into Tamil for my grandmother, simple words: the plumber comes on Tuesday at 10",
      "can you translate our shop's opening hours sign into Yoruba, it says open 8 till 6 except Sundays",
    ])
      expect(asked(request)).not.toContain("target-language");
  });
});
