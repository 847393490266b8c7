import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("a line speaks only to the occasion it was written for", () => {
  it("gives an automatic reply's advice only to an automatic reply, not to a letter that mentions holidays", () => {
    for (const request of [
      "email to the office manager handing in my notice, I'd like to take my last 3 days holiday before I go",
      "write to the hotel to move our vacation booking from July to August, we'll be away for the holiday weekend",
    ])
      expect(tipsFor("email", request)).not.toMatch(/backup contact/u);
    for (const request of [
      "out of office email for my vacation 3 to 14 June, Priya covers urgent stuff",
      "out of office reply while I'm on holiday until 14 June",
    ])
      expect(tipsFor("email", request)).toMatch(/backup contact/u);
  });

  it("compares dates with today only where the answer depends on today", () => {
    for (const request of [
      "sheets formula for hours between clock in (B) and clock out (C) when the shift goes past midnight, date in D",
      "excel: total per month from the date column A and amounts in B",
    ])
      expect(tipsFor("spreadsheet", request)).not.toMatch(/TODAY\(\)/u);
    for (const request of [
      "excel formula to flag invoices as overdue, the due date is in column D",
      "highlight the row when the due date has passed, dates in column D",
    ])
      expect(tipsFor("spreadsheet", request)).toMatch(/TODAY\(\)/u);
  });

  it("gives a cat's toileting trouble advice that fits a female cat as well as a male", () => {
    const tips = tipsFor(
      "advice",
      "my female cat keeps peeing outside the litter box since we got a puppy, why and what do I do",
    );
    expect(tips).toMatch(/medical cause/u);
    expect(tips).not.toMatch(/\bmale\b/u);
  });

  it("keeps a script to one line only when the member asks for one line, not when a script will do", () => {
    const single = /single line/u;
    expect(promptFor("code", "bash one-liner to count the lines of every .csv in this folder")).toMatch(single);
    for (const request of [
      "a one-liner or a short script to count the lines of every .csv in this folder",
      "small powershell script or a one liner that lists files bigger than 1GB",
    ])
      expect(promptFor("code", request)).not.toMatch(single);
  });

  it("does not cap a formal claim, or a letter that must hold everything its reader needs, at 200 words", () => {
    const cap = /under about 200 words/u;
    expect(promptFor("email", "email to the council asking when the bins will be collected after the strike")).toMatch(
      cap,
    );
    for (const request of [
      "email to the airline, my suitcase came back with a broken wheel on the flight from Lisbon on 3 May, include all the details they need",
      "write a claim to the water company for the flooded cellar after their main burst on our street",
    ])
      expect(promptFor("email", request)).not.toMatch(cap);
  });

  it("ends a bedtime story softly rather than with a turn or a surprise", () => {
    for (const request of [
      "a bedtime story about a fox who can't find his mum, for my 3 year old, about 400 words",
      "short story to help my son fall asleep, a lighthouse keeper and a seal",
    ]) {
      const prompt = promptFor("creative-writing", request);
      expect(prompt).not.toMatch(/surprise the reader|ending that lands/u);
    }
    expect(promptFor("creative-writing", "a short story about a lighthouse keeper and a seal")).toMatch(
      /ending that lands/u,
    );
  });

  it("tailors CV wording to a target role only when the member names one", () => {
    const tailor = /target role/u;
    expect(
      promptFor("resume", "CV bullets for my current job, I run the night shift at a bakery and cut waste by 15%"),
    ).not.toMatch(tailor);
    for (const request of [
      "CV bullets for my current job, I'm applying for a production manager role",
      "rewrite my CV bullets for a junior data analyst job",
    ])
      expect(promptFor("resume", request)).toMatch(tailor);
  });

  it("asks a note through the door for a signature, and a text to a neighbour only for a plain, friendly ask", () => {
    const text = tipsFor("message", "text to my neighbour, their car keeps blocking our driveway in the mornings");
    expect(text).toMatch(/one concrete request/u);
    expect(text).not.toMatch(/Sign the note/u);
    expect(
      tipsFor("message", "a note to put through my neighbour's door, their car keeps blocking our driveway"),
    ).toMatch(/Sign the note/u);
  });

  it("marks estimates instead of leaving placeholders when the member allows estimated numbers", () => {
    const allowed = promptFor(
      "resume",
      "turn my bar job into CV bullets: stock, rotas, cashing up. Feel free to estimate numbers, tell me which ones you made up",
    );
    expect(allowed).not.toMatch(/\[number\]|\[placeholder\]/u);
    expect(allowed).toMatch(/mark it as an estimate/u);
    for (const request of [
      "turn my bar job into CV bullets: stock, rotas, cashing up",
      "turn my bar job into CV bullets: stock, rotas, cashing up. don't invent numbers or make up figures",
    ])
      expect(promptFor("resume", request)).toMatch(/\[number\]/u);
    expect(promptFor("email", "email to my landlord about the broken boiler, rough dates are fine to guess")).toMatch(
      /mark it as an estimate/u,
    );
  });

  it("weighs options only for a choice, not for what to avoid or practical pointers", () => {
    const options = /realistic options/u;
    for (const request of [
      "my in-laws are staying for a week and they're vegan, what should I avoid when I cook?",
      "first time hosting a Diwali party at work, practical stuff please, should I keep it small",
    ])
      expect(promptFor("advice", request)).not.toMatch(options);
    expect(promptFor("advice", "should I take the job in Leeds or stay in Bristol near my mum?")).toMatch(options);
  });

  it("marks only the second and later copies when that is what the member wants", () => {
    expect(
      tipsFor(
        "spreadsheet",
        "google sheets: highlight duplicate emails in column B, only the repeats, not the first one",
      ),
    ).toMatch(/second and later/u);
  });

  it("leaves a reply to a neighbour's complaint without the advice for raising one", () => {
    expect(
      tipsFor(
        "message",
        "my neighbour left a note saying my kids are too loud in the driveway, help me reply without sounding defensive",
      ),
    ).not.toMatch(/Sign the note|one concrete request/u);
  });

  it("weighs an income-contingent student loan by whether it would be cleared, not by its interest rate alone", () => {
    const tips = tipsFor(
      "advice",
      "should I overpay my plan 2 student loan or invest in a stocks and shares ISA? I earn 31k",
    );
    expect(tips).toMatch(/written off/u);
    expect(tips).not.toMatch(/guaranteed return/u);
    expect(tipsFor("advice", "should I overpay my car loan at 7% or invest in index funds?")).toMatch(
      /guaranteed return/u,
    );
  });

  it("writes a text the member finds lifeless afresh instead of polishing it", () => {
    const fresh = /afresh/u;
    for (const request of [
      'my dating profile is so boring, rewrite it: "I like films and food." I teach piano and grow chillies, make it playful',
      'make my linkedin summary less bland: "Experienced professional seeking new challenges"',
    ]) {
      const prompt = promptFor("rewrite", request);
      expect(prompt).toMatch(fresh);
      expect(prompt).not.toMatch(/only what that needs/u);
    }
    expect(promptFor("rewrite", 'make this more formal: "hey, cant come monday, sorry"')).not.toMatch(fresh);
  });

  it("summarises a pasted contract by its conditions, not as a meeting's decisions and owners", () => {
    const contract =
      "4.1 The Tenant shall give not less than two months' written notice. 4.2 Where the Tenant leaves within the fixed term, rent remains payable save where a replacement tenant is found. 4.3 The deposit shall be returned within 10 days.";
    const prompt = promptFor("summary", "what does this mean for me if I move out early?", contract);
    expect(prompt).toMatch(/every number, date, name and condition/u);
    expect(prompt).not.toMatch(/action items/u);
    expect(
      promptFor("summary", "summarise these for the team", "Ana: ship Friday. Ben: I'll fix the login bug."),
    ).toMatch(/action items/u);
  });

  it("puts a poison a pet has swallowed first, whatever words the request shares with the advice", () => {
    for (const [kind, request] of [
      ["advice", "our beagle got into the chocolate advent calendar, vet now or wait till morning?"],
      ["question", "my kitten chewed a lily leaf an hour ago, is that bad"],
    ] as const)
      expect(tipsFor(kind, request)).toMatch(/^Say first whether what was eaten is an emergency/u);
    expect(tipsFor("question", "can dogs eat grapes")).not.toMatch(/emergency/u);
  });

  it("mixes a quiz's difficulty only when the member has not set one", () => {
    const mix = /Mix difficulty/u;
    expect(
      tipsFor("quiz", "pub quiz round of 10 trivia questions on 80s films, easy, for a charity night"),
    ).not.toMatch(mix);
    expect(tipsFor("quiz", "pub quiz round of 10 trivia questions on 80s films for a charity night")).toMatch(mix);
  });

  it("ends a story quietly when the member asks for no twist", () => {
    const prompt = promptFor(
      "creative-writing",
      "short story about a lighthouse keeper's last night, quiet ending, no twist",
    );
    expect(prompt).not.toMatch(/surprise the reader|ending that lands/u);
  });

  it("aims a rewrite at the move the member wants to make, or writes a robotic text afresh", () => {
    expect(
      promptFor("rewrite", 'rewrite my profile summary, I want to move into UX research: "Detail-oriented analyst"'),
    ).toMatch(/aim the text at the goal/u);
    expect(promptFor("rewrite", 'my bio sounds like a robot wrote it, fix it: "Passionate professional"')).toMatch(
      /afresh/u,
    );
  });
});
