import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { contentLemmas } from "../text/content-lemmas.ts";
import { findTips } from "./find-tips.ts";

describe("template lines give way to what the member says", () => {
  it("writes a quiz to hand out as numbered questions with the answer key after them, not a live quiz", () => {
    for (const request of [
      "Make a 10-question multiple choice quiz on fractions for 4th graders, with the answer key at the end",
      "create a short test on the water cycle for my year 5 class",
      "worksheet with 8 questions about the French revolution, printable",
      "make a 10 question multiple choice quiz on photosynthesis for 13 year olds, answers at the end",
    ]) {
      const prompt = promptFor("quiz", request);
      expect(prompt).not.toMatch(/one question at a time|keep score/iu);
      expect(prompt).toMatch(/answer key after all the questions/iu);
    }
    for (const request of ["quiz me with 10 questions on SN1 vs SN2", "test me on the bones of the hand"])
      expect(promptFor("quiz", request)).toMatch(/one question at a time/iu);
  });

  it("gives a text message no e-mail's tip and, under a word limit, no extra versions", () => {
    const prompt = promptFor(
      "message",
      "message to my landlord, the boiler has been broken since tuesday and I've texted twice. firm but polite, under 150 words",
    );
    expect(prompt).not.toMatch(/e-?mail|alternative versions/iu);
    expect(promptFor("message", "text my landlord that the boiler is broken again")).toMatch(/alternative versions/iu);
  });

  it("gives a yes or no first when the member asks for one, not a spread of options", () => {
    for (const request of [
      "Should I tell my best friend her boyfriend is texting my cousin? yes or no and why",
      "is it worth moving flats for a 10 minute shorter commute, yes/no",
    ]) {
      const prompt = promptFor("advice", request);
      expect(prompt).toMatch(/yes or no first/iu);
      expect(prompt).not.toMatch(/realistic options/iu);
    }
  });

  it("drops praise-first feedback when the member asks for it blunt", () => {
    for (const request of [
      "review my cover letter, be blunt",
      "tear this landing page copy apart, don't sugarcoat it",
      "brutal honest feedback on my short story please",
    ]) {
      const prompt = promptFor("feedback", request);
      expect(prompt).not.toMatch(/Start with what works/iu);
      expect(prompt).toMatch(/no praise/iu);
    }
    expect(promptFor("feedback", "feedback on my essay intro")).toMatch(/Start with what works/iu);
  });

  it("does not tie a summary without material to material it never gave", () => {
    for (const request of [
      "summarise the main causes of WW1 for my gcse history revision, bullet points",
      "summary of the plot of Macbeth act by act",
    ]) {
      const prompt = promptFor("summary", request);
      expect(prompt).not.toMatch(/in the material|decisions and action items/iu);
      expect(prompt).toMatch(/well established/iu);
    }
    expect(promptFor("summary", "summarise these notes: we agreed to move the launch to May, Sam owns QA")).toMatch(
      /in the material/iu,
    );
  });

  it("leaves out a line that states a length when the member sets their own", () => {
    for (const request of [
      "Help me write a wedding toast for my sister, 3 minutes tops",
      "best man speech, about 2 minutes, some gentle teasing",
    ])
      expect(promptFor("speech", request)).not.toMatch(/\d+\s*[–-]\s*\d+ minutes/u);
  });

  it("writes a prompt for another assistant when asked for one, carrying the member's rules into it", () => {
    for (const [kind, request] of [
      ["feedback", "Write a prompt that makes Claude review my pull requests like a senior engineer. be blunt"],
      ["role-play", "write a prompt that gets chatgpt to act like a strict IELTS speaking examiner and grade me"],
      ["email", "create a prompt for a sales follow-up email after a product demo"],
    ] as const) {
      const prompt = promptFor(kind, request);
      expect(prompt).toMatch(/^You are an expert prompt writer\./u);
      expect(prompt).toMatch(/finished prompt, ready to paste/iu);
      expect(prompt).not.toMatch(/Start with what works|Subject line/iu);
    }
    expect(
      promptFor("role-play", "write a prompt that gets chatgpt to act like a strict IELTS speaking examiner"),
    ).toMatch(/live role-play/iu);
    expect(promptFor("image-prompt", "write a prompt for midjourney: a cabin in the snow")).not.toMatch(
      /prompt writer/iu,
    );
  });

  it("hears an ask for a prompt wherever it comes in the request, and a role the prompt should set up", () => {
    for (const [kind, request] of [
      [
        "feedback",
        "I want to use Claude to review contracts for my freelance work. Write a prompt that makes it flag risky clauses",
      ],
      ["role-play", "can you write me a prompt I can paste into ChatGPT so it acts as a strict IELTS examiner"],
      [
        "explanation",
        "my son is 9 and struggles with fractions, I need a prompt so the AI explains them without giving answers",
      ],
    ] as const)
      expect(promptFor(kind, request)).toMatch(/^You are an expert prompt writer\./u);
    expect(promptFor("role-play", "write me a prompt so ChatGPT acts as a tough landlord I can practise with")).toMatch(
      /live role-play/iu,
    );
    expect(
      promptFor(
        "role-play",
        "can you write the instructions I should paste in at the start so chatgpt is my spanish conversation partner",
      ),
    ).toMatch(/^You are an expert prompt writer\./u);
    expect(
      promptFor(
        "speech",
        "write the instructions for an AI chatbot that answers customer questions for my bike shop, friendly, short answers",
      ),
    ).toMatch(/^You are an expert prompt writer\./u);
    for (const request of ["need a prompt payment reminder for a client", "create a detailed image prompt of a castle"])
      expect(promptFor("email", request)).not.toMatch(/prompt writer/iu);
  });

  it("writes types without a program's run command, tests or edge cases, and no dialect note for a named database", () => {
    for (const request of [
      "convert this to a typescript interface: user = {'id': 12, 'tags': ['admin']}",
      'zod schema for this json: {"name": "Ana", "age": 31}',
    ]) {
      const prompt = promptFor("code", request);
      expect(prompt).not.toMatch(/runnable|command to run|short test|missing files/u);
      expect(prompt).toMatch(/types as exact/u);
    }
    expect(promptFor("sql", "postgres: top 5 customers by total in the last 90 days")).not.toMatch(
      /State the SQL dialect/u,
    );
    expect(promptFor("sql", "query for the top 5 customers by total in the last 90 days")).toMatch(
      /State the SQL dialect/u,
    );
  });

  it("keeps the member's own count, range and ban on rewriting", () => {
    for (const request of [
      "slide outline for a toolbox talk, 3-4 bullet points each",
      "deck outline for our Q3 results, two or three bullets per slide",
    ])
      expect(promptFor("presentation", request)).not.toMatch(/3 bullets at most/u);
    for (const request of [
      "feedback on my personal statement, don't rewrite it, just point out what's weak",
      "review my short story but do not rewrite any lines",
    ]) {
      const prompt = promptFor("feedback", request);
      expect(prompt).toMatch(/without rewriting my text/u);
      expect(prompt).not.toMatch(/concrete fix|changes that would improve/u);
    }
  });

  it("gives no tip on the words every request of its kind shares, nor one that repeats a line already there", () => {
    const sheet = contentLemmas(
      'google sheet with names in column A like "Smith, John", want first and last name, formula pls',
    );
    expect(findTips(["spreadsheet"], sheet).join(" ")).not.toMatch(/QUERY|RE2/u);
    expect(
      findTips(["spreadsheet"], contentLemmas("sheet formula for who owes what when flatmates split the bills")),
    ).toEqual([expect.stringMatching(/net balance/u)]);
    expect(
      promptFor("resume", "make these cv bullets sound stronger: - helped with events")
        .split("What a good answer does")[1]!
        .match(/bullet/giu),
    ).toHaveLength(1);
  });

  it("gives no tip written for another occasion or another tool than the request's", () => {
    for (const request of [
      "linkedin post announcing I passed my final ACCA exams, humble not cringe",
      "facebook post: I passed my driving test today!",
    ])
      expect(promptFor("social-post", request)).not.toMatch(/condolences|date of passing/u);
    expect(
      promptFor("social-post", "facebook post telling relatives my grandad passed away, funeral on friday"),
    ).toMatch(/condolences/u);
    expect(
      promptFor("code", "python script that renames all the .jpg files in a folder to the date they were taken"),
    ).not.toMatch(/never parse ls output/u);
    expect(promptFor("code", "bash script that renames all .jpeg files in a folder to .jpg")).toMatch(
      /never overwrite an existing file/u,
    );
  });
});
