import { refineOptionsSchema } from "@promptloom/contracts/prompt-engine";
import { describe, expect, it } from "vitest";

import { contentLemmas } from "../text/content-lemmas.ts";
import { composePrompt } from "./compose-prompt.ts";
import { readSignals } from "./signals.ts";

/** The neutral structure's lines for a request the classifier is not confident about. */
const neutral = (request: string, material = "") =>
  composePrompt(
    { kind: "neutral", request, material, signals: readSignals(request, material), content: contentLemmas(request) },
    refineOptionsSchema.parse({}),
  );

describe("the neutral structure adds what fits the request's shape", () => {
  it("asks a question to be answered first, then the reasons", () => {
    for (const request of [
      "why do cats knead blankets?",
      "how do i talk to my teenager about screen time",
      "is it worth learning latin in 2026",
    ]) {
      expect(neutral(request)).toContain("Answer first, in one or two sentences, then give the reasons");
      expect(neutral(request)).not.toContain("see a professional");
    }
  });

  it("says when to see a professional for a health, legal or money question", () => {
    for (const request of [
      "is it normal to have a headache every morning?",
      "can my landlord keep my deposit for a small stain",
      "should I pay off my credit card or save first",
      "I keep getting a rash on my hands after weeding the garden, is it an allergy to some plant?",
    ])
      expect(neutral(request)).toContain("see a professional");
    for (const request of [
      "how do you say 'my chest hurts' in spanish",
      'what does "force majeure" mean in a poem title?',
      // A family by marriage and a sheet of stock are no matters of law or money.
      "my sister-in-law is visiting for Diwali, what is a good gift to bring?",
      "why does my SUMIF on the Stock tab return 0 for some products?",
      // A message the member wants to send is the answer, whatever it tells of.
      "missed my brother's graduation while I was off sick with anxiety. I want to text him and say sorry, not too long. help?",
      // A plant's disease is for a gardener to judge.
      "the leaves on my courgette plants have white powdery patches, is it a disease and will it spread to the squash?",
    ])
      expect(neutral(request)).not.toContain("see a professional");
    expect(
      neutral("should I pay off my student loan or invest? I don't want a page of disclaimers, just the trade-offs"),
    ).not.toContain("see a professional");
    // A member on their way to the professional, or to investors, is sent to no one.
    for (const request of [
      "what will the mortgage adviser ask at my appointment on friday? first home, both self-employed",
      "my GP wants me on statins for cholesterol of 6.8, what questions should I ask her?",
      "what will investors ask at our demo day pitch, and how do we answer about churn?",
    ])
      expect(neutral(request)).not.toContain("see a professional");
  });

  it("leaves the request's limits and situation in the member's words, with no checklist of its own", () => {
    for (const request of [
      "dinner with spinach and feta, no oven, only stovetop, under 30 minutes",
      "my daughter wants to go interrailing with two friends this summer, no adults, how do I bring it up",
    ]) {
      const prompt = neutral(request);
      expect(prompt).toContain(`## My request\n${request}`);
      expect(prompt).not.toMatch(/limit I set/u);
    }
  });

  it("reads 'can you …' as a polite command, not a question to answer in two sentences", () => {
    for (const request of [
      "can you turn this status JSON into an update a client can read?",
      "could you make this paragraph shorter?",
      "would you draft a note to the parents about the trip?",
      "I work part time at a garden centre in Leeds and want Saturdays off for my course. Can you draft the request to my manager?",
    ])
      expect(neutral(request)).not.toContain("Answer first, in one or two sentences");
    expect(neutral("can I freeze cooked rice?")).toContain("Answer first, in one or two sentences");
  });

  it("reads a piece of writing named with a question mark as an ask for the piece", () => {
    for (const request of [
      "retirement card message for my boss?",
      "name ideas for a dog grooming van?",
      "caption for our first house photo?",
    ])
      expect(neutral(request)).not.toContain("Answer first, in one or two sentences");
    expect(neutral("what do i write in a card for a coworker who had a baby, give me 3 options")).not.toContain(
      "Answer first, in one or two sentences",
    );
    for (const request of ["my cat keeps sneezing?", "card or cash for a wedding gift?"])
      expect(neutral(request)).toContain("Answer first, in one or two sentences");
  });

  it("leaves the answer's order to a member who asks to be walked through it", () => {
    for (const request of [
      "how do i solve 3x + 7 = 22? show me the steps, dont just give the answer",
      "why does ice float? walk me through it step by step",
    ])
      expect(neutral(request)).not.toContain("Answer first, in one or two sentences");
  });

  it("adds no topic tip from a kind the request only leans to", () => {
    const request =
      "my landlord withheld $400 of my security deposit for carpet cleaning, the lease allows normal wear";
    const source = {
      kind: "neutral" as const,
      request,
      material: "",
      signals: readSignals(request, ""),
      content: contentLemmas(request),
    };
    const options = refineOptionsSchema.parse({});
    expect(composePrompt({ ...source, likelyKinds: ["email"] }, options)).not.toMatch(/deduction|itemi[sz]ed/iu);
  });

  it("keeps the answer to the pasted material", () => {
    expect(neutral("what does this say about refunds", "Refunds are given within 30 days.")).toContain(
      "Work only from the material I gave",
    );
    expect(neutral("what does this say about refunds")).not.toContain("Work only from");
    // A judgement asked about it needs what an expert knows beyond it.
    expect(
      neutral("walk me through the pros and cons of these two offers", "A: $90k, office\nB: $80k, remote"),
    ).toContain("bring in general knowledge");
    // A text to write anew draws on what the request tells as well.
    expect(
      neutral(
        "my etsy shop's about section is dull, can you rewrite it? I dye yarn in Galway, 8 years",
        "We sell yarn.",
      ),
    ).toContain("Keep every fact in my text and in what I tell you here");
  });

  it("stays short", () => {
    const prompt = neutral("should I sue my landlord over the deposit, no lawyers, under 100 euros?");
    expect(prompt.split("\n").filter((line) => line.startsWith("- ")).length).toBeLessThanOrEqual(5);
  });

  it("tells the assistant to ask before guessing only when the request says little", () => {
    expect(neutral("ideas for the weekend")).toContain("ask me one short question before answering");
    expect(
      neutral(
        "ideas for the weekend with my two nephews, 7 and 10, they love football and we have no car, somewhere near Leeds",
      ),
    ).not.toContain("ask me one short question");
  });

  it("owes no referral the member has waived, and no verdict first when the sides are to be weighed", () => {
    const waived = neutral(
      "should i sell my car and lease one instead? i know you're not a financial adviser, just explain the trade-offs",
    );
    expect(waived).not.toContain("see a professional");
    expect(waived).not.toContain("Answer first");
    const asked = neutral("should i sell my car and lease one instead? payments are killing me");
    expect(asked).toContain("see a professional");
    expect(asked).toContain("Answer first");
  });

  it("answers no question in a piece named first, or in an instruction put as a question", () => {
    expect(
      neutral("Complaint to the airline about my cancelled flight FR123 on 2 May, firm. Mention EU261 if it applies?"),
    ).not.toContain("Answer first");
    expect(neutral("Reply to my sister about Christmas plans, we can't host this year?")).not.toContain("Answer first");
    expect(
      neutral(
        "My flatmate left a sticky note about the dishes. I do them every other day, he never does. Help me write a calm reply?",
      ),
    ).not.toContain("Answer first");
  });

  it("reads a list named first as the list asked for, not a question, whatever its question marks", () => {
    expect(
      neutral("packing list for a week of cycling in the alps in june, staying in huts, what about rain??"),
    ).not.toContain("Answer first, in one or two sentences");
  });

  it("lets a question about the member's own case bring in knowledge beyond what was pasted", () => {
    const letter = '"You are now eligible for the flu vaccine. Please call the surgery to book."';
    const own = neutral(
      "got this text from the GP for my mum. she had one in March, does she still need this one?",
      letter,
    );
    expect(own).toMatch(/facts of my situation/u);
    expect(own).not.toMatch(/Work only from the material/u);
    expect(neutral("what does this text from the GP say, in one line?", letter)).toMatch(
      /Work only from the material/u,
    );
  });

  it("sends no one to a professional about whether notes are legal tender", () => {
    expect(neutral("are Northern Irish notes legal tender in England? a shop refused mine")).not.toContain(
      "see a professional",
    );
  });

  it("lets a how or why question about pasted text bring in what is known beyond it", () => {
    const notice = "Your rent will increase to £1,150 from 1 March in line with clause 7.";
    expect(neutral("why can my landlord do this mid-tenancy?", notice)).toMatch(/bring in general knowledge/u);
    expect(neutral("how do I explain this to my flatmate who doesn't read English well?", notice)).toMatch(
      /bring in general knowledge/u,
    );
    expect(neutral("what date does this say the rent goes up?", notice)).toMatch(/Work only from the material/u);
  });

  it("brings in what is known of the language for pasted code, and keeps every fact of a text to warm up", () => {
    expect(neutral("this prints None instead of the total", "def total(xs):\n    print(sum(xs))")).toMatch(
      /bring in general knowledge/u,
    );
    expect(neutral("can you make it warmer, it's for my nan", "Happy birthday. Hope you have a good day.")).toMatch(
      /Keep every fact in my text/u,
    );
  });

  it("lets a question of whether a quote is worth it bring in what is known of prices", () => {
    expect(neutral("is it worth it or am I being ripped off?", "Quote: air source heat pump £12,400 fitted")).toMatch(
      /bring in general knowledge/u,
    );
  });

  it("sends no one to a professional about a question asked out of curiosity", () => {
    expect(
      neutral("why do ambulances switch the siren off near a hospital if someone is sick inside? just curious"),
    ).not.toContain("see a professional");
    expect(neutral("is it bad for my health to sleep with wet hair?")).toContain("see a professional");
  });

  it("takes a text pasted as an example to avoid as an example, not as the text to edit", () => {
    const old = "Dear Members, Attendance at the AGM is required. Failure to attend will be noted.";
    expect(
      neutral("write the invite for this years agm, here's the last one as an example of what not to send", old),
    ).toContain("as the example I describe");
    expect(
      neutral("write the invite for this years agm, here's the last one as an example of what not to send", old),
    ).not.toMatch(/Work only from the material/u);
    expect(neutral("what date does this say the agm is?", old)).not.toContain("as the example I describe");
  });

  it("keeps to the material only when the member asks what it says or for it turned into something", () => {
    const clause = '"The tenant shall pay for professional cleaning of all carpets at the end of the tenancy."';
    expect(neutral("can they actually make me pay this if the carpets were fine? what can i do", clause)).toMatch(
      /facts of my situation/u,
    );
    const note = '"Can you pull something together for the team meeting on the new rota? 5 mins. Thanks, P"';
    expect(neutral("my supervisor sent me this, not sure if she wants a handout or a talk", note)).toMatch(
      /facts of my situation/u,
    );
    expect(
      neutral("turn these into a short notice for the staff room", "- rota changes Monday\n- swap requests by Friday"),
    ).toMatch(/Work only from the material/u);
  });

  it("leaves out reasons and doubts when the member sets a short answer", () => {
    expect(neutral("is a heat pump or a gas boiler cheaper to run? one line pls")).not.toContain(
      "then give the reasons",
    );
    expect(neutral("is a heat pump or a gas boiler cheaper to run?")).toContain("then give the reasons");
  });
});
