import { describe, expect, it } from "vitest";

import type { KindId } from "../kinds.ts";
import { promptFor } from "../testing/prompt-for-kind.ts";
import { contentLemmas } from "../text/content-lemmas.ts";
import { findTips } from "./find-tips.ts";
import { kindProfiles } from "./kind-profiles.ts";
import { questionBank } from "./questions.ts";

describe("template lines follow what the request asks", () => {
  it("keeps the member's own way of ending a role-play, and their role", () => {
    for (const request of [
      "role play as a tough interviewer for a marketing job, ask me hard questions, when I say done give me feedback",
      "pretend to be a hiring manager and interview me, stop when I type END",
      "be a strict examiner for my driving theory, until I say finish",
    ]) {
      const prompt = promptFor("role-play", request);
      expect(prompt).not.toMatch(/'stop'|'pause'|investor/iu);
      expect(prompt).not.toMatch(/^You are /u);
    }
    expect(promptFor("role-play", "play an investor who grills me on my startup pitch")).toContain("investor");
  });

  it("gives feedback when the member says it comes, with no tip that holds it back for the end", () => {
    for (const request of [
      "mock interview for a junior data analyst role, ask one question at a time and wait for my answer, then give feedback",
      "role play a tough customer, give me feedback on my reply each time",
    ]) {
      const prompt = promptFor("role-play", request);
      expect(prompt).not.toMatch(/'stop'|at the end|for the end of the session/iu);
      expect(prompt).toMatch(/feedback only when and in the form I asked for/u);
    }
  });

  it("does not limit a tone rewrite to grammar only", () => {
    for (const request of [
      "fix the grammar and make it more professional",
      "proofread this and make it sound more formal",
      "fix typos and spelling, and improve the flow",
    ])
      expect(promptFor("rewrite", request)).not.toMatch(/grammar, spelling and punctuation only/iu);
    expect(promptFor("rewrite", "proofread this for spelling and grammar typos")).toMatch(/only/u);
  });

  it("respects the member's count of hashtags and their length", () => {
    for (const request of [
      "an instagram post about our bakery opening, max 2 hashtags",
      "a linkedin post about my new job with one hashtag",
      "a tweet about our launch, no hashtags",
    ]) {
      const prompt = promptFor("social-post", request);
      expect(prompt).not.toMatch(/a few relevant hashtags|five tags/iu);
      expect(prompt).toContain("no more hashtags than I allow");
    }
  });

  it("draws tips only from the request's own domain", () => {
    for (const request of [
      "make me a workout plan for the week, 3 days, dumbbells only",
      "a plan to get fit in 6 weeks at the gym",
      "weekly schedule for my running training",
    ])
      expect(promptFor("plan", request)).not.toMatch(/grocery|ingredients/iu);
    for (const request of [
      "plan a 5 day holiday in crete with my family",
      "plan our honeymoon in japan, two weeks",
      "a 3 day trip to Rome for two",
    ]) {
      const prompt = promptFor("plan", request);
      expect(prompt).not.toMatch(/measurable goal|weekly load|fall behind/iu);
      expect(prompt).toContain("pace");
    }
    expect(
      findTips(["plan"], contentLemmas("a meal plan for the week with a grocery list, vegetarian diet")),
    ).toHaveLength(1);
  });

  it("gives the feedback a role-play asks for when it asks for it, not only at the end", () => {
    for (const request of [
      "pretend to be an interviewer for a data analyst job, one question at a time, feedback after each answer",
      "act as a waiter in a paris cafe, I'm practising french, correct my mistakes gently",
      "be my sparring partner for a salary negotiation and point out my weak arguments as we go",
      "play my landlord, i'm asking to break the lease early. after 4 or so replies tell me how i did",
    ]) {
      const prompt = promptFor("role-play", request);
      expect(prompt).not.toMatch(/'stop'|'pause'/u);
      expect(prompt).toContain("feedback only when and in the form I asked for");
    }
  });

  it("keeps the member's own rhythm and form of feedback in a role-play", () => {
    const prompt = promptFor(
      "role-play",
      "be a shopkeeper in lyon so I can practise french, no corrections during the chat, write my errors in a table when I say 'merci'",
    );
    expect(prompt).not.toMatch(/stepping out|two things|'stop'/u);
    expect(prompt).toContain("feedback only when and in the form I asked for");
  });

  it("asks for the image itself unless a prompt is asked for, and describes no camera for a graphic", () => {
    for (const request of [
      "logo for my dog grooming business, teal and white",
      "a watercolour fox and rabbit sharing an umbrella in the rain",
    ])
      expect(promptFor("image-prompt", request)).toContain("Create the image I describe");
    for (const request of [
      "midjourney prompt for a poster for a jazz night, art deco, navy and gold",
      "a prompt for a flat vector icon of a coffee cup",
    ]) {
      const prompt = promptFor("image-prompt", request);
      expect(prompt).not.toMatch(/camera|Create the image/u);
      expect(prompt).toContain("layout, shapes");
    }
    expect(promptFor("image-prompt", 'poster for a jazz night, the text should say "Blue Hour Fridays"')).toContain(
      "spelled exactly",
    );
  });

  it("adds no two tips that say the same, and draws a tip for any of several kinds", () => {
    const tips = findTips(
      ["speech"],
      contentLemmas("maid of honour speech for my sister's wedding, funny story about the couple, toast at the end"),
    );
    expect(tips.length).toBeGreaterThan(0);
    for (const [index, tip] of tips.entries())
      for (const other of tips.slice(index + 1)) expect(contentLemmas(other)).not.toEqual(contentLemmas(tip));
    const typed = "my landlord ignores my texts about the broken heater, write to him";
    const request = contentLemmas(typed);
    expect(findTips(["email", "message"], request, 2, typed)).toEqual(
      findTips(["message", "email"], request, 2, typed),
    );
    expect(findTips(["email"], request, 2, typed).length).toBeGreaterThan(0);
  });

  it("writes a short spoken script without a speech's stories and toast", () => {
    for (const request of [
      "voicemail greeting for my plumbing company, under 20 seconds",
      "podcast intro script, max 30 seconds, upbeat",
      "radio ad for our car wash, 15 seconds",
    ]) {
      const prompt = promptFor("speech", request);
      expect(prompt).not.toMatch(/stories|toast|the room/u);
      expect(prompt).toContain("Say the essentials first");
    }
    expect(promptFor("speech", "best man speech for my brother")).toContain("toast");
  });

  it("leaves out a line that sets a tone when the member names one", () => {
    expect(
      promptFor("business-document", "job description for a bookkeeper, friendly, we're not corporate"),
    ).not.toContain("neutral and precise");
    expect(promptFor("message", "a polite message in Japanese to my host family")).not.toContain("as familiar as");
    expect(promptFor("business-document", "a remote work policy for a 25 person agency")).toContain(
      "neutral and precise",
    );
  });

  it("adds no tip about what the member refuses", () => {
    const request = "apology email to a customer whose order shipped late, do NOT offer a refund, a discount is fine";
    expect(promptFor("email", request).split("## What a good answer does")[1]).not.toMatch(/refund/u);
    expect(findTips(["email"], contentLemmas(request), 2, request.toLowerCase()).join(" ")).not.toMatch(/refund/u);
    const tipsFor = (kind: KindId, typed: string) => findTips([kind], contentLemmas(typed), 2, typed.toLowerCase());
    // A contracted refusal counts as "must not" does.
    expect(tipsFor("creative-writing", "poem for my nan's 90th, 4 stanzas, rhyming").join(" ")).toMatch(/rhyme/u);
    expect(tipsFor("creative-writing", "poem for my nan's 90th, 4 stanzas, it mustn't rhyme").join(" ")).not.toMatch(
      /rhyme/u,
    );
    // Rhyme allowed, but not a jingle: no strict meter, rhymes left to fall naturally.
    const light = tipsFor("creative-writing", "verse for a retirement card, rhymes fine but nothing sing-song").join(
      " ",
    );
    expect(light).not.toMatch(/consistent meter|rhyme scheme/u);
    expect(light).toMatch(/not a jingle/u);
  });

  it("leaves out a tip whose 'unless' the pasted code shows", () => {
    const request = "why does this loop give IndexError: list index out of range?";
    const tipsWith = (code: string) =>
      findTips(["debugging"], contentLemmas(request), 2, request.toLowerCase(), [], code.toLowerCase()).join(" ");
    expect(tipsWith("for i in range(len(names) + 1):\n    print(names[i])")).toMatch(/slice ends are exclusive/u);
    // Removing items while looping over them is not an off-by-one.
    expect(tipsWith("for i in range(len(items)):\n    if items[i] == '':\n        items.pop(i)")).not.toMatch(
      /slice ends are exclusive/u,
    );
  });

  it("reads a tip's phrases whichever apostrophe the member typed", () => {
    for (const request of ["my car battery won't start, what is wrong", "my car battery won’t start, what is wrong"])
      expect(findTips(["question"], contentLemmas(request), 2, request.toLowerCase()).join(" ")).toMatch(
        /Branch on the symptom/u,
      );
  });

  it("keeps to the bare list, the checklist, the letter and the error the member asks about", () => {
    for (const request of [
      "20 podcast names, just the names, no explanations",
      "names only: 15 ideas for a cat cafe",
    ]) {
      const prompt = promptFor("brainstorm", request);
      expect(prompt).not.toMatch(/why it works|top three/u);
    }
    for (const request of [
      "packing checklist for 10 days in Japan with a toddler",
      "what to pack for a week in Iceland",
    ]) {
      const prompt = promptFor("plan", request);
      expect(prompt).not.toMatch(/pace|period by period/u);
      expect(prompt).toContain("by category");
    }
    for (const request of [
      "dispute letter to the credit bureau about an account that isn't mine",
      "letter to the council about the broken streetlight",
    ]) {
      const prompt = promptFor("email", request);
      expect(prompt).not.toMatch(/subject line|200 words/u);
      expect(prompt).toContain("formal letter");
    }
    expect(promptFor("email", "email to my landlord about the heater")).toContain("subject line");
    for (const request of ["my VLOOKUP gives #N/A even though the value is there", "SUMIF shows #VALUE! in column D"]) {
      const prompt = promptFor("spreadsheet", request);
      expect(prompt).not.toContain("never shows an error");
      expect(prompt).toContain("rather than hide it behind IFERROR");
    }
    expect(promptFor("social-post", "instagram caption, max 2 hashtags")).toContain("no more hashtags than I allow");
  });

  it("tells a double effect run from an effect loop", () => {
    const twice = promptFor("debugging", "react useEffect runs twice and calls my API twice");
    expect(twice).toContain("StrictMode");
    expect(twice).not.toContain("memoise");
    expect(promptFor("debugging", "react useEffect infinite loop when I set state")).toContain("memoise");
  });

  it("keeps the member's brevity and order", () => {
    for (const request of [
      "can my 2 yr old have honey? yes or no then one sentence why",
      "is it safe to run on a cold, keep it short",
    ])
      expect(promptFor("question", request)).not.toMatch(/how sure you are|then give the reasons/u);
    for (const request of [
      "1. what is a 401k match 2. is 4% good? keep each answer short",
      "explain inflation in one sentence",
    ])
      expect(promptFor("explanation", request)).not.toMatch(/analogy|misconceptions|step by step/u);
    expect(
      promptFor("comparison", "dell xps vs macbook air for architecture, short answer first then a table"),
    ).not.toContain("End with a recommendation");
    expect(promptFor("plan", "moving checklist, 4 weeks, numbered list grouped by week")).not.toContain("by category");
  });

  it("fits the hiring side of an interview, a recipe conversion and health results", () => {
    for (const request of [
      "10 interview questions for hiring a nanny for twins",
      "questions to ask candidates for a barista job",
    ]) {
      const prompt = promptFor("interview-prep", request);
      expect(prompt).not.toMatch(/STAR|for me to ask the interviewer/u);
      expect(prompt).toContain("strong and a weak answer");
    }
    for (const request of ["scale this recipe from 4 to 20 people", "convert my grandma's cake recipe to grams"]) {
      const prompt = promptFor("recipe", request);
      expect(prompt).not.toMatch(/doneness|numbered steps/u);
      expect(prompt).toContain("does not scale simply");
    }
    // Units asked for a new recipe ("measurements in grams") are how it is measured, not a conversion.
    const newInGrams = promptFor(
      "recipe",
      "an eggless lemon drizzle cake for 10 people, measurements in grams, fan oven",
    );
    expect(newInGrams).toMatch(/numbered steps/u);
    expect(newInGrams).not.toContain("does not scale simply");
    const results = promptFor("advice", "my blood test says LDL 4.1, doctor said keep an eye on it, what should I do");
    expect(results).not.toContain("which you would choose");
    expect(results).toContain("questions to ask my doctor");
  });

  it("lists for every kind only questions the bank has", () => {
    for (const profile of Object.values(kindProfiles))
      for (const id of profile.questions) expect(Object.keys(questionBank)).toContain(id);
  });
});
