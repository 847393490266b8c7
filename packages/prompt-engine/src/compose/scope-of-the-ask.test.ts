import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("template lines keep to the part, the length and the form the member asks for", () => {
  it("gives a one-line deliverable no sales copy, call to action or features", () => {
    for (const request of [
      "write a one-line tagline for my candle shop",
      "give me a slogan for our bike repair business",
      "a catchy one liner for a dog-walking flyer",
    ]) {
      const prompt = promptFor("marketing-copy", request);
      expect(prompt).not.toMatch(/End with one clear call to action|features that prove/iu);
      expect(prompt).toContain("single line");
    }
  });

  it("keeps a piece whole when its headline is one part of it", () => {
    for (const request of [
      "poster text for our school fun run on 3 May, punchy headline then bullet points, sign up at the office",
      "shop window sign for the bakery's new sourdough: a headline and a short description underneath",
    ]) {
      expect(promptFor("marketing-copy", request)).not.toContain("single line");
    }
  });

  it("writes one part of an essay when one part is asked for, and the whole when parts are listed", () => {
    for (const request of [
      "need an intro paragraph for my essay on school uniforms, im in year 9",
      "write just the conclusion for my essay about the causes of ww1",
    ]) {
      const prompt = promptFor("essay", request);
      expect(prompt).not.toMatch(/each body paragraph|counter-argument/u);
      expect(prompt).toContain("Write only the part I ask for");
    }
    expect(promptFor("essay", "need an intro paragraph for my essay on school uniforms")).toContain("thesis");
    const whole = promptFor(
      "essay",
      "a 1200 word essay on fast fashion with an introduction, three body paragraphs and a conclusion",
    );
    expect(whole).toMatch(/each body paragraph/u);
    expect(whole).not.toContain("Write only the part");
  });

  it("gives the words to send, not a plan, when advice asks for a text", () => {
    for (const request of [
      "how do i say no to covering my coworkers shift on saturday without it being awkward, quick text please",
      "how do i tell my neighbour their dog barks all night, as a short note",
    ]) {
      const prompt = promptFor("advice", request);
      expect(prompt).toContain("Write the words themselves");
      expect(prompt).not.toContain("this week");
    }
    expect(promptFor("advice", "how do i bring up the barking dog with my neighbour")).toContain("this week");
  });

  it("lets a summary of a few sentences choose what to keep", () => {
    const material = '"Standup: API migration done, 2 bugs left (Sam). Demo moved to Thursday. Budget review skipped."';
    const short = promptFor("summary", "summarise for my manager in 2 sentences:", material);
    expect(short).toContain("Choose only what the reader must know");
    expect(short).not.toContain("Keep every decision");
    const full = promptFor("summary", "summarise these notes:", material);
    expect(full).toContain("Keep every decision");
  });

  it("reads the member's phrases typed with a curly apostrophe", () => {
    expect(promptFor("essay", "my essay on brexit, don’t write it for me")).toContain("Give the plan, not the piece");
  });

  it("keeps a topic tip off a request that only mentions its subject in passing", () => {
    expect(promptFor("brainstorm", "party games and snacks for my son's 8th birthday, 10 kids at home")).not.toContain(
      "character sheet",
    );
    expect(
      promptFor("advice", "should i pay off my credit card or keep my savings? i'm a single dad and my car is old"),
    ).not.toContain("timing belt");
    expect(
      promptFor(
        "advice",
        "offer for 72k vs my current job at 62k with a good boss and short commute, what should i weigh",
      ),
    ).not.toContain("documented from what is perception");
    expect(promptFor("advice", "my manager keeps taking credit for my work, what do i do")).toContain(
      "documented from what is perception",
    );
  });

  it("keeps the member's own weekly frequency, their wish for the names alone, and a non-programmer's way to run it", () => {
    const gym = promptFor("plan", "beginner strength plan for the gym, 5 days a week, 45 min, with sets and reps");
    expect(gym).not.toMatch(/two or three full-body sessions a week/u);
    expect(promptFor("plan", "beginner strength plan for the gym with sets and reps")).toMatch(
      /two or three full-body sessions a week/u,
    );
    expect(promptFor("brainstorm", "8 names for my dog walking business, just the names")).not.toMatch(/\.com|handle/u);
    const script = promptFor("code", "python script to merge two csv files by email, i'm not a programmer");
    expect(script).toContain("never run a script");
    expect(script).not.toMatch(/small named functions|edge cases/u);
  });

  it("writes a family post without a call to action or other platforms' rules", () => {
    const post = promptFor("social-post", "facebook post about my grandson's first steps, keep it sweet");
    expect(post).not.toMatch(/call to action|LinkedIn|Instagram/u);
    expect(promptFor("social-post", "post announcing our bakery's new sourdough")).toMatch(/call to action/u);
  });

  it("gives no options list to a member who refuses one, and no week-long step for tonight", () => {
    expect(
      promptFor("advice", "should i take the job in leeds or stay in london? honest take, not a pros and cons list"),
    ).not.toMatch(/Lay out my realistic options/u);
    expect(
      promptFor(
        "advice",
        "my toddler screams when i leave the room at bedtime and my partner disagrees, what can we try tonight",
      ),
    ).not.toMatch(/this week/u);
  });

  it("leaves out a count the member set themselves, even with words between", () => {
    expect(promptFor("marketing-copy", "write 4 facebook ad headlines for my bike shop")).not.toMatch(
      /two or three variants/u,
    );
  });

  it("gives a verdict on what is, not a staged plan, when the member asks where they are going wrong", () => {
    const prompt = promptFor("plan", "help me budget, i earn 1900 a month, rent 800, food 350. where am i going wrong");
    expect(prompt).toContain("Say plainly what is not working");
    expect(prompt).not.toMatch(/period by period|measurable goal/u);
  });

  it("writes one line of a letter without the whole letter's rules", () => {
    const line = promptFor("cover-letter", "just the opening line of a cover letter for a barista job, nothing else");
    expect(line).not.toMatch(/two or three of my concrete achievements|request for an interview/u);
  });

  it("aims a rewrite anew when the member asks for it, instead of only changing its tone", () => {
    const prompt = promptFor(
      "rewrite",
      "rewrite my linkedin summary, moving from teaching into UX, less generic",
      '"Passionate teacher of 10 years."',
    );
    expect(prompt).toContain("aim the text at the goal I name");
    expect(prompt).not.toContain("Do not add new claims");
  });

  it("sets up a sheet feature through its menu, not as a formula filled down", () => {
    const prompt = promptFor("spreadsheet", "excel: highlight the whole row green when column F says done");
    expect(prompt).toContain("menu path");
    expect(prompt).not.toMatch(/fill it down|the cell it goes in/u);
    expect(promptFor("spreadsheet", "excel: sum column F where column B says done")).toContain("the cell it goes in");
  });

  it("writes flashcards as cards, not a live quiz or a paper with an answer key", () => {
    const prompt = promptFor("quiz", "turn my biology notes into flashcards, Q: / A: format, one fact per card");
    expect(prompt).toContain("one fact or term on each card");
    expect(prompt).not.toMatch(/one question at a time|answer key|keep score/u);
  });

  it("keeps the form of address the member chose for a translation", () => {
    const chosen = promptFor(
      "translation",
      'translate to french for my teacher, use vous: "thanks for the extra lesson"',
    );
    expect(chosen).toContain("Keep the form of address I chose");
    expect(chosen).not.toContain("say which you chose");
    expect(promptFor("translation", 'translate to french for my teacher: "thanks for the extra lesson"')).toContain(
      "say which you chose",
    );
  });

  it("asks for nothing around the thing when the member wants it alone", () => {
    for (const [kind, request] of [
      ["code", "powershell one liner to list the 10 biggest files in a folder, just the command"],
      ["code", "python snippet to dedupe a list keeping order. no explanation needed"],
      ["spreadsheet", "excel: count the rows where column D says late. only the formula"],
      ["code", "regex for a 5 digit us zip code, just the pattern, dont explain"],
      ["code", "no explanation just the command to list open ports on linux"],
    ] as const) {
      const requirements = promptFor(kind, request).split("## What a good answer does")[1] ?? "";
      expect(requirements).not.toMatch(/explain|examples?|edge cases|dry[- ]run|step by step|reasons|install/iu);
    }
    // Without such words the same tasks keep their explanations and edge cases.
    expect(promptFor("code", "python snippet to dedupe a list keeping order")).toMatch(/edge cases/u);
  });

  it("keeps the voice when a tone is named only to refuse it, and gives the versions asked for", () => {
    const proofread = promptFor(
      "rewrite",
      "fix ONLY grammar and spelling in this, do not change my voice or make it sound smarter",
      "She thought my room was to dark and that I should of been a dentist.",
    );
    expect(proofread).toContain("Keep my meaning, facts and voice");
    expect(proofread).not.toContain("change the tone");
    const options = promptFor(
      "rewrite",
      "rewrite my dating profile answer so it sounds less try-hard, give me 3 options, one deadpan",
      "Someone who can match my energy!!",
    );
    expect(options).toContain("Give each version I ask for");
    expect(options).not.toContain("Return the full revised text");
  });

  it("finds why a formula gives a wrong result, and gives a lookup the fallback the member names", () => {
    const zero = promptFor(
      "spreadsheet",
      'my COUNTIFS keeps returning 0, dates in B came from a csv\n=COUNTIFS(B:B, ">="&E1, C:C, "Paid")',
    );
    expect(zero).toContain("Find the cause of the wrong result first");
    expect(zero).not.toContain("never shows an error");
    expect(zero).not.toContain("rather than MONTH()");
    const fallback = promptFor(
      "spreadsheet",
      "formula to look up the SKU from B2 in the Stock sheet and return the price, if it isn't found show Discontinued instead of #N/A",
    );
    expect(fallback).toContain("Show the value I name where the lookup finds nothing");
    expect(fallback).not.toMatch(/Find the cause|Diagnose with/u);
    const blank = promptFor(
      "spreadsheet",
      "pull the price from the Prices sheet by the product code in A2; codes that aren't there should just show blank, not #N/A",
    );
    expect(blank).toContain("Show the value I name where the lookup finds nothing");
    expect(blank).not.toMatch(/Find the cause|Diagnose with/u);
    expect(promptFor("spreadsheet", "formula to total column D when column C says Fuel")).toContain(
      "never shows an error",
    );
  });

  it("gives dishes to choose from when the member asks for ideas, and a full recipe when they ask for one", () => {
    const ideas = promptFor("recipe", "got a whole bag of spinach about to go off, what can i make? kids are picky");
    expect(ideas).toContain("Suggest a few different dishes");
    expect(ideas).not.toContain("List ingredients with quantities");
    expect(promptFor("recipe", "recipe for a spinach and feta pie for 6")).toContain(
      "List ingredients with quantities",
    );
  });

  it("writes a tweet, a menu line, a paper note and a worried text without the longer forms' lines", () => {
    const tweet = promptFor(
      "social-post",
      "tweet announcing our drummer is leaving the band after 6 years, under 280 characters",
    );
    expect(tweet).not.toMatch(/see more|prompt to respond/u);
    const menu = promptFor("marketing-copy", "menu descriptions for our tacos, max 15 words each, no cheesy words");
    expect(menu).not.toMatch(/call to action|Lead with the benefit/u);
    const note = promptFor(
      "email",
      "a friendly note to put through my neighbours' doors saying sorry about the noise from the party on saturday",
    );
    expect(note).not.toMatch(/subject line|by when/u);
    const worried = promptFor(
      "advice",
      "I'm babysitting and the 6 yr old has a fever of 38, help me text his dad without scaring him",
    );
    expect(worried).toContain("Write the words themselves");
    expect(worried).not.toContain("questions to ask my doctor");
  });

  it("answers whether something is normal instead of weighing options", () => {
    const normal = promptFor(
      "advice",
      "my 7 month old still wakes every 2 hours at night, is this normal or should we be sleep training?",
    );
    expect(normal).toContain("Say first how common it is");
    expect(normal).not.toContain("which you would choose");
    expect(promptFor("advice", "should I take the job in Leeds or stay in my current role?")).toContain(
      "which you would choose",
    );
  });

  it("weighs a decision the member asks how to make, lists the questions to ask, and fixes the cause the proper way", () => {
    const decide = promptFor(
      "advice",
      "two quotes for a new boiler, one says combi one says system boiler with a tank. How do I actually decide? What questions should I ask them?",
    );
    expect(decide).toContain("Lay out my realistic options");
    expect(decide).toContain("List the questions to ask");
    expect(decide).not.toContain("three written, itemised quotes");
    const proper = promptFor(
      "debugging",
      "React warning: can't perform a state update on an unmounted component. What's the proper fix, not just a hack?",
    );
    expect(proper).toContain("the pattern this framework or language recommends");
    expect(proper).not.toContain("smallest change");
    const civics = promptFor("quiz", "quiz me on the civics questions for my citizenship interview, keep score");
    expect(civics).toContain("Ask the official questions as they are worded");
    expect(civics).not.toContain("apply the idea to a new case");
  });

  it("scales a recipe in the member's units unless they ask for weights", () => {
    const scaled = promptFor("recipe", "scale this from 12 to 40 servings", "2 cups rice\n4 cups broth\n1 tsp salt");
    expect(scaled).toContain("in the units I use");
    expect(scaled).not.toContain("125 g a cup");
    expect(promptFor("recipe", "convert this to grams", "2 cups flour\n1 cup sugar")).toContain("125 g a cup");
  });
});
