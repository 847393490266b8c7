import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

describe("restoring a dropped apostrophe only where the neighbours say so", () => {
  it("reads 'wont' before a verb as 'won't', but keeps someone's wont", () => {
    expect(cleanRequest("my son wont tidy his room")).toContain("won't tidy");
    expect(cleanRequest("as was his wont, he left early")).toContain("his wont");
  });
});

describe("cleanRequest", () => {
  it.each([
    ["um so uh i need like a short poem you know", "I need a short poem."],
    [
      "So, okay, basically I want, like, a blog post about, I mean, remote work",
      "I want a blog post about remote work.",
    ],
    ["it's like a hundred users and it takes like 10 minutes", "It's a hundred users and it takes 10 minutes."],
    ["write it in a bottle, like 500 words", "Write it in a bottle, 500 words."],
    ["i mean it, this is what i mean by that", "I mean it, this is what I mean by that."],
    [
      "I'd like a logo that looks like a fox for a site like Airbnb",
      "I'd like a logo that looks like a fox for a site like Airbnb.",
    ],
    ["what kind of database should i use", "What kind of database should I use?"],
    ["do you know how to make it kind of formal", "Do you know how to make it formal?"],
    ["the the report is is due on on friday", "The report is due on Friday."],
    ["a funny haiku about mondays", "A funny haiku about Mondays."],
    ["what do i do if my flight is cancelled", "What do I do if my flight is cancelled?"],
    ["I want to I want to write a a letter", "I want to write a letter."],
    ["I want to— I need to write a cover letter", "I need to write a cover letter."],
    ["send it on monday no wait tuesday at 10 am", "Send it on Tuesday at 10 am."],
    [
      "write an email to my team, no wait, a slack message, saying we start at 9",
      "Write a Slack message to my team, saying we start at 9.",
    ],
    ["I need a poem, sorry, a song for my mum", "I need a song for my mum."],
    ["make a reading list... no actually a study plan for my exam", "Make a study plan for my exam."],
    ["quick question how do i get a refund", "How do I get a refund?"],
    [
      "make a picture of a astronaut eating a orange, not a unicorn",
      "Make a picture of an astronaut eating an orange, not a unicorn.",
    ],
    ["a reciepe for a 2 layer cake", "A recipe for a 2 layer cake."],
    ["i need help writing a cover letter", "Help me write a cover letter."],
    ["how to raise mine, mine is 620", "How to raise mine, mine is 620?"],
    ["can you help with planning a baby shower", "Can you help me plan a baby shower?"],
    ["it costs 40 dollars sorry 45 dollars", "It costs 45 dollars."],
    ["a deck of like 8 slides, sorry, I mean 9 slides", "A deck of 9 slides."],
    ["a trip from march to may, it may rain", "A trip from March to May, it may rain."],
    ["exams start 14 may for my a levels, 2 may be enough", "Exams start 14 May for my A levels, 2 may be enough."],
    [
      "polish my cv, it smells like nail polish, then translate it into polish",
      "Polish my CV, it smells like nail polish, then translate it into Polish.",
    ],
    ["this is very very important, really really", "This is very very important, really really."],
    ["PLEASE WRITE AN EMAIL TO JOHN ABOUT THE Q3 KPIs", "Please write an email to john about the Q3 KPIs."],
    ["explain how an api works in python and sql", "Explain how an API works in Python and SQL."],
    ["email hr@acme.com from the seo team in rome", "Email hr@acme.com from the SEO team in Rome."],
    ["a thank you email to my team for hitting the q3 target", "A thank-you email to my team for hitting the Q3 target."],
    [
      "summarize the causes of world war one and the cold war, then roth ira vs a 401k",
      "Summarize the causes of World War One and the Cold War, then Roth IRA vs a 401k.",
    ],
    ["right now I'd like, if possible, a coffee order form", "Right now I'd like, if possible, a coffee order form."],
  ])("%s → %s", (raw, cleaned) => {
    expect(cleanRequest(raw)).toBe(cleaned);
  });

  it("keeps non-English words, accents and symbols as they were", () => {
    expect(cleanRequest("um schreib eine E-Mail über die Größe — ça va, señor? 50 € or ¥500")).toBe(
      "Schreib eine E-Mail über die Größe — ça va, señor? 50 € or ¥500.",
    );
  });

  it("returns nothing when only filler words were said", () => {
    expect(cleanRequest("um uh, like, you know... hmm")).toBe("");
    expect(cleanRequest("   ")).toBe("");
  });
});
