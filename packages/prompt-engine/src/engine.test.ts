import { describe, expect, it } from "vitest";

import { analyzeRequest, refineRequest } from "./engine.ts";

const refine = (request: string, options: Parameters<typeof refineRequest>[1] = {}) => {
  const result = refineRequest(request, options);
  if (!result) throw new Error(`nothing to refine in ${request}`);
  return result;
};

describe("refineRequest", () => {
  it("returns nothing for a request with no words once fillers are gone", () => {
    expect(refineRequest("   ")).toBeUndefined();
    expect(refineRequest("um")).toBeUndefined();
  });

  it("puts the request whole, in the member's words, in its own block", () => {
    const request = "python script to rename my photos by date, keep the originals in a backup folder";
    const { prompt } = refine(request);
    expect(prompt).toContain(`## My request\n${request}\n`);
  });

  it("keeps pasted material byte for byte in its own block", () => {
    const material = 'const x = {"a": 1};\n  if (x.a) { loop(); }';
    const { prompt } = refine(`why does this loop forever:\n${material}`);
    expect(prompt).toContain(`\`\`\`\n${material}\n\`\`\``);
  });

  it("gives the member's words after pasted data or a quotation in the order typed, the paste fenced in place", () => {
    const table = "Item | Qty | Price\nPens | 40 | 0.50\nPads | 12 | 2.10";
    const { prompt } = refine(
      `excel thing, my order list is in A1:C4\n\n${table}\n\nhow do i get the total cost of each row? and will it work if i add rows`,
    );
    expect(prompt).toContain(
      "## My request, with what I pasted in place\nexcel thing, my order list is in A1:C4\n```\n" +
        table +
        "\n```\nhow do i get the total cost of each row?",
    );
    expect(prompt).not.toContain("## Material");
    const quoted = '"Per my last email, the invoice is STILL unpaid. Sort it out today."';
    const rewrite = refine(`make this less rude please:\n\n${quoted}\n\nbut keep it firm, they're 60 days late`).prompt;
    expect(rewrite).toContain("```\n" + quoted + "\n```\nbut keep it firm, they're 60 days late");
    const homework = refine(
      "my son has this question and i cant help him:\n\n'A train travels 120 km in 1.5 hours. What is its average speed?'\n\nshow me how to explain it step by step",
    ).prompt;
    expect(homework).toContain(
      "```\n'A train travels 120 km in 1.5 hours. What is its average speed?'\n```\nshow me how to explain it step by step",
    );
  });

  it("gives material pasted before the member's words first, as typed, a label set apart by a blank line too", () => {
    const { prompt } = refine(
      "def total(xs):\n    return sum(x for x in xs if x > 0)\n\nthis skips the negative refunds, how do I count them too?",
    );
    expect(prompt).toContain(
      "## My request, with what I pasted in place\n```\ndef total(xs):\n    return sum(x for x in xs if x > 0)\n```\nthis skips the negative refunds",
    );
    const last = refine("why does this loop forever:\nwhile (true) {}").prompt;
    expect(last).toContain("## My request\nwhy does this loop forever:\n\n## Material");
    expect(last).toContain("## Material (exactly as I gave it)\n```\nwhile (true) {}\n```");
    const labelled = refine(
      "help me answer this\n\nThe review (2 stars):\n\nFood was cold and the waiter ignored us for 20 minutes. Never again. The dessert was the only good thing and even that came late.\n\nkeep it short and dont grovel",
    ).prompt;
    expect(labelled).toContain(
      "## My request, with what I pasted in place\nhelp me answer this\n```\nThe review (2 stars):\n",
    );
    expect(labelled).toContain("even that came late.\n```\nkeep it short and dont grovel");
  });

  it("gives no last-value recipe for a column named for a last date", () => {
    const renewal = refine(
      '=IF(TODAY()-C2>365,"RENEW",C2+365)\n\nthis is giving #VALUE! in some rows. its for our gym, column C is the last inspection date, some cells are empty or say new. i want RENEW if over a year, otherwise the due date, blank if C is empty or text. excel',
    ).prompt;
    expect(renewal).not.toMatch(/CHOOSEROWS/u);
  });

  it("keeps the member's sentences under a pasted schema, and a list of their questions, out of the material", () => {
    const schema = refine(
      "sql for products never sold. tables:\nproducts (id, name, price)\nsales (id, product_id, sold_at)\nwe use mysql 8. show the product name too",
    ).prompt;
    expect(schema).toContain("```\nproducts (id, name, price)\nsales (id, product_id, sold_at)\n```");
    expect(schema).toContain("sales (id, product_id, sold_at)\n```\nwe use mysql 8. show the product name too");
    const questions = refine(
      "starting a new job in berlin in march. some questions:\n1. do i need to register my address?\n2. how does the health insurance work\n3. is a german bank account a must",
    ).prompt;
    expect(questions).not.toContain("## Material");
    expect(questions).toContain("2. how does the health insurance work");
  });

  it("answers numbered asks of different kinds part by part, without one kind's template", () => {
    const several = refine(
      "two things: 1) summarize the attached minutes in 4 bullets 2) draft an email to the board with the next meeting date",
    ).prompt;
    expect(several).toContain("Answer each numbered part in turn");
    expect(several).not.toMatch(/^You are /u);
    const emails = refine(
      "write 3 emails: 1) to my landlord about the leak 2) to my boss asking for friday off 3) to the school about the trip",
    ).prompt;
    expect(emails).not.toContain("Answer each numbered part");
  });

  it("lays the prompt out for the target assistant", () => {
    expect(refine("explain how tides work to a 9 year old", { target: "claude" }).prompt).toContain(
      "<request>\nexplain how tides work to a 9 year old\n</request>",
    );
  });

  it("finds the deliverable with a confidence, and falls back to the neutral structure when unsure", () => {
    const email = refine("write an email to my landlord about the broken heater");
    expect(email.kind).toBe("email");
    expect(email.confidence).toBeGreaterThan(0.5);
    const vague = refine("things for later");
    expect(vague.kind).toBe("neutral");
    expect(vague.prompt).not.toContain("You are");
    expect(vague.prompt).toContain("ask me one short question before answering");
    expect(vague.questions).toEqual([]);
  });

  it("adds what an expert would insist on for this request", () => {
    expect(refine("python script to rename my photos by date").prompt).toMatch(/EXIF/u);
    expect(refine("spreadsheet to split the bills between my 3 flatmates, who owes what each month").prompt).toMatch(
      /net balance/u,
    );
    expect(refine("write a performance improvement plan for a sales rep who keeps missing targets").prompt).toMatch(
      /SMART goals.*check-ins/u,
    );
  });

  it("never contradicts an explicit instruction", () => {
    const opening = refine("write the opening of a short story about a lighthouse keeper").prompt;
    expect(opening).not.toMatch(/ending that lands/u);
    expect(refine("write a rust cli that counts words in a file").prompt).not.toMatch(/dry-run/u);
    expect(refine("python script to rename my photos by date").prompt).toMatch(/dry-run/u);
    const oneLiner = refine("bash one-liner to find files bigger than 1GB").prompt;
    expect(oneLiner).not.toMatch(/small named functions/u);
    const investor = refine("act as a skeptical investor and question me hard about my app pitch");
    expect(investor.prompt).not.toMatch(/^You are/u);
    expect(investor.prompt).not.toMatch(/encouraging|patient/iu);
    const tone = refine("write a firm but polite email to my neighbour about parking", { tone: "playful" }).prompt;
    expect(tone).not.toMatch(/playful/u);
    const long = refine("a 600 word blog post about budgeting for students", { length: "short" }).prompt;
    expect(long).not.toMatch(/Keep the answer short|800/u);
  });

  it("asks for a negative prompt separately, never inside the image prompt", () => {
    const result = refine("midjourney prompt for a flat minimal logo of a fox, include a negative prompt please");
    expect(result.kind).toBe("image-prompt");
    expect(result.prompt).toMatch(/negative prompt separately/u);
    expect(result.prompt).not.toMatch(/highly detailed/u);
  });

  it("asks only for the essentials the request leaves open, and folds the answers in", () => {
    const first = refine("write a cover letter");
    expect(first.questions.map((question) => question.id)).toEqual(["job", "experience"]);
    expect(first.questions[0]?.label).toBe("Which job is it for?");
    expect(first.questions[0]?.placeholder).not.toBe("");
    const answered = refine("write a cover letter", {
      answers: [{ id: "job", answer: "junior data analyst at a hospital" }],
    });
    expect(answered.questions.map((question) => question.id)).toEqual(["experience"]);
    expect(answered.prompt).toContain("Which job is it for? junior data analyst at a hospital");
    const explicit = refine("text my friend i cant make it tonight, keep it casual");
    expect(explicit.questions.map((question) => question.id)).not.toContain("tone");
  });

  it("says the generic placeholder line at most once, and only for deliverables about the member's own details", () => {
    const email = refine("email my accountant asking what documents she needs for my taxes").prompt;
    expect(email.match(/\[placeholder\]/gu)).toHaveLength(1);
    const resume = refine("resume for a chef applying to a hotel kitchen").prompt;
    expect(resume.match(/placeholder/gu)).toHaveLength(1);
    expect(refine("explain how tides work to a 9 year old").prompt).not.toContain("[placeholder]");
  });

  it("reports only real facts, as written", () => {
    const analysis = analyzeRequest(
      "complaint letter to the airline, they lost my bag on flight BA117 and its been 9 days, ok thanks",
    );
    expect(analysis?.facts).toEqual(expect.arrayContaining(["BA117", "9 days"]));
    expect(analysis?.facts).not.toContain("ok thanks");
  });

  it("applies presets and free refinements", () => {
    const refined = refine("write an email to my landlord about the broken heater", {
      refinements: ["Ask me clarifying questions first.", "Mention that I have a newborn."],
    }).prompt;
    expect(refined).toContain("ask me the questions you need answered");
    expect(refined).toContain("Mention that I have a newborn.");
  });
});
