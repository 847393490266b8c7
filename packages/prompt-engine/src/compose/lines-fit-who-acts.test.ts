import { describe, expect, it } from "vitest";

import { refineRequest } from "../engine.ts";
import { promptFor } from "../testing/prompt-for-kind.ts";

describe("lines fit who acts: the member, the people they serve, the bot they set up", () => {
  it("coaches no member who interviews a character for a school project", () => {
    const project = promptFor(
      "role-play",
      "pretend you're Marie Curie, i'm interviewing you for my school project on radioactivity",
    );
    expect(project).not.toMatch(/one better line I could have used/u);
    expect(
      promptFor("role-play", "pretend you're my landlord, i want to practise asking for the deposit back"),
    ).toMatch(/one better line I could have used/u);
  });

  it("sets up no role-play in a prompt for a support bot that answers customers", () => {
    const bot = refineRequest(
      "write a prompt for chatgpt so it acts as a customer support bot for our dive shop in Dahab, it should know prices and opening hours",
    );
    expect(bot?.prompt).not.toMatch(/live role-play/u);
  });

  it("gives a pay table with the member's own rates no advice on setting prices", () => {
    expect(
      promptFor(
        "business-document",
        "a pay rate table for our fruit pickers: $38 a bin, supervisors on an hourly rate of $31, one page",
      ),
    ).not.toMatch(/Set a floor from real costs/u);
    expect(
      promptFor("advice", "how should i price my freelance illustration work, my hourly rate feels too low"),
    ).toMatch(/Set a floor from real costs/u);
  });

  it("gives neighbours the member's apology for their own noise, not advice on complaining", () => {
    expect(
      promptFor("message", "message to our neighbours apologising for the noise from our band rehearsals on fridays"),
    ).not.toMatch(/how far the sound carries/u);
  });

  it("writes to allotment holders as a circular, with no formal letter's address blocks", () => {
    const letter = refineRequest(
      "can you make this into a proper letter to the allotment holders, firm but fair. points:\n1. plot 9 not worked since march, final warning\n2. water butts only, no hoses\n3. AGM 2nd june 7pm",
    );
    expect(letter?.prompt).not.toMatch(/Lay it out as a formal letter/u);
  });

  it("keeps a summary to its material and gives what else the member asks for apart", () => {
    const minutes = promptFor(
      "summary",
      "turn these notes into minutes and also suggest wording for a new rule on late payments",
      "- 12 present\n- vote 7 to 5 for a written warning\n- next meeting 3 May",
    );
    expect(minutes).toMatch(/give what else I ask for after it, apart/u);
    expect(minutes).not.toMatch(/Add nothing that is not in the material/u);
  });

  it("sets up no role-play in a prompt for a tutor, and lets the answer estimate values it is asked to supply", () => {
    const tutor = refineRequest(
      "write a prompt for chatgpt so it acts like a maths tutor for my 9 year old, patient, one step at a time",
    );
    expect(tutor?.prompt).not.toMatch(/live role-play/u);
    const cafe = refineRequest(
      "for my new cafe i need 1) 8 name ideas 2) a price list for coffees, realistic for Lisbon",
    );
    expect(cafe?.prompt).toMatch(/mark it as an estimate/u);
  });

  it("answers whether the member has to pay, rather than weighing options", () => {
    expect(
      promptFor(
        "advice",
        "my landlord sent a letter about a service charge, and also do i actually have to pay it or is that the owner's job?",
      ),
    ).not.toMatch(/Lay out my realistic options/u);
  });

  it("sets no aspect ratio of its own beside the member's", () => {
    expect(
      promptFor(
        "image-prompt",
        "midjourney prompt for a tea plantation at dawn, aspect ratio 9:16 for a phone wallpaper",
      ),
    ).not.toMatch(/16:9/u);
  });

  it("sets up no role-play in a prompt for an assistant that does a job for the member", () => {
    const bookkeeper = refineRequest(
      "write me a prompt for chatgpt so it acts like my bookkeeper for my market stall, i tell it what i sold and it adds up",
    );
    expect(bookkeeper?.prompt).not.toMatch(/live role-play/u);
  });

  it("keeps the leftovers guideline to food kept or left out, not a wild plant", () => {
    expect(promptFor("question", "wild garlic growing next to lords and ladies, safe to eat if cooked?")).not.toMatch(
      /3–4 days/u,
    );
    expect(promptFor("question", "chilli left out on the counter overnight, still safe to eat?")).toMatch(/3–4 days/u);
  });

  it("writes a farewell letter in its own warm order, not the main point first", () => {
    expect(
      promptFor("email", "a short farewell letter from our family to the foster kittens' new owner, not soppy"),
    ).not.toMatch(/Put the main point or request in the first two sentences/u);
  });

  it("lists questions for a parent already in care, with no advice on moving them into care", () => {
    const review = promptFor(
      "advice",
      "dad keeps falling in his care home, what should i be asking the manager at the review",
    );
    expect(review).toMatch(/List the questions to ask/u);
    expect(review).not.toMatch(/care-needs assessment|first concrete step/u);
  });

  it("leaves a rota to fill in blank, a mascot on a card in its card's style, and an FAQ's prices in its answers", () => {
    expect(
      promptFor("plan", "a rota table for the tuck shop, 2 parents a day for march, leave names blank i'll fill in"),
    ).not.toMatch(/how many each person gets/u);
    expect(
      promptFor("image-prompt", "a tarot card style picture of our rugby club mascot, a ram holding a rugby ball"),
    ).not.toMatch(/icon size/u);
    const faq = promptFor(
      "article",
      "write an FAQ for my dog grooming salon with the questions people always ask, how long a full groom takes (2-3 hours), prices start at £35",
    );
    expect(faq).toMatch(/any price or time I give exactly as given/u);
    expect(faq).not.toMatch(/link to policy pages/u);
  });

  it("asks a favour of someone who owes the member nothing with no deadline", () => {
    const favour = promptFor(
      "email",
      "writing to a museum asking if they have photos of my grandad's ship, offer a donation for their time",
    );
    expect(favour).toMatch(/no pressure and no deadline/u);
    expect(favour).not.toMatch(/by when/u);
  });

  it("gives the neutral lines when every line of the kind gives way to the request", () => {
    const kefir = refineRequest(
      "my kefir grains have gone a pinkish fuzzy colour on one side, is that mould or normal? do i have to bin the whole batch and the jar",
    );
    expect(kefir?.prompt).toMatch(/## What a good answer does\n- /u);
  });

  it("gives instructions to follow in one text, not in warmer and more direct versions", () => {
    expect(
      promptFor(
        "message",
        "text to my dad explaining how to turn on voicemail on his iphone, step by step, simple words",
      ),
    ).not.toMatch(/two alternative versions/u);
  });

  it("grills a pitch to a buyer as a buyer would, not as an investor", () => {
    expect(
      promptFor(
        "role-play",
        "be a tough buyer for a garden centre chain, im pitching my peat free compost, grill me on price and volumes",
      ),
    ).not.toMatch(/real investor/u);
  });

  it("lays minutes out as minutes, and a training week with no clock times as no day's timetable", () => {
    const minutes = promptFor(
      "summary",
      "turn my notes into proper minutes for the bowls club",
      "- 9 present\n- green fees up £5\n- AGM 3 May",
    );
    expect(minutes).toMatch(/Lay it out as minutes/u);
    expect(minutes).not.toMatch(/Lead with the single most important point/u);
    expect(
      promptFor(
        "plan",
        "a training schedule for my under 14 hockey team, 3 days a week, 60 min sessions, cup final 10 june",
      ),
    ).not.toMatch(/start and end times/u);
  });

  it("reads 'only if i type help' as a rule of the scene, and 'then tell me if you'd hire me' as its feedback", () => {
    const shop = promptFor(
      "role-play",
      "be a shopkeeper in Lyon, i want to practise my french, put english in brackets only if i type 'aide'",
    );
    expect(shop).not.toMatch(/until I end it the way I said/u);
    expect(
      promptFor(
        "role-play",
        "be an interviewer for a lifeguard job at the leisure centre, 6 questions then tell me honestly if you'd hire me",
      ),
    ).not.toMatch(/'pause'/u);
  });

  it("rounds to the member's own step, with no quarter-hour example of its own", () => {
    const rounding = promptFor(
      "spreadsheet",
      "formula to round the hours each cleaner worked up to the nearest quarter in my timesheet",
    );
    expect(rounding).not.toMatch(/0:15/u);
    expect(rounding).toMatch(/to the step I give/u);
  });

  it("guides keeping a record with no safety warnings, and plans meals with no budget the member did not give", () => {
    const record = promptFor(
      "how-to",
      "how to fill in the new milk record book for our dairy co-op members, short steps, many are not used to forms",
    );
    expect(record).not.toMatch(/call a professional|what to do if it does not work/u);
    expect(
      promptFor("plan", "a 7 day meal plan for my mum who has just been told she has coeliac disease"),
    ).not.toMatch(/to a budget/u);
  });

  it("gathers a printed set's answers into a key at the end, and changes a formula the member wants extended", () => {
    const set = promptFor(
      "quiz",
      "make me 12 multiple choice questions on first aid for my scout troop, answers at the end not under each question",
    );
    expect(set).toMatch(/together at the end as a key/u);
    expect(set).not.toMatch(/Hold back every answer/u);
    const formula = refineRequest(
      'help with this formula on my stock sheet\n=IF(B2<3,"ORDER","")\nit works but i want it to also check column C for discontinued items, explain it simply',
    );
    expect(formula?.prompt).not.toMatch(/Explain the formula I pasted piece by piece/u);
  });
});
