import { describe, expect, it } from "vitest";

import { tipsFor } from "../testing/tips-for-kind.ts";

describe("a tip fits the member's case, not only the words it shares with it", () => {
  it("keeps injury advice to an injury or a condition, and bodyweight alone to a member with no kit at all", () => {
    expect(
      tipsFor("plan", "6 week workout plan, i havent exercised since uni, 3 days a week, 40 mins each"),
    ).not.toMatch(/around the injury/u);
    expect(tipsFor("plan", "workout plan around my bad knee, 3 days a week, exercises i can do at home")).toMatch(
      /around the injury/u,
    );
    expect(
      tipsFor("plan", "home workout plan, 4 days a week, no equipment except a pair of dumbbells and a mat"),
    ).not.toMatch(/bodyweight alone/u);
    expect(tipsFor("plan", "home workout plan, 4 days a week, no equipment, small flat")).toMatch(/bodyweight alone/u);
  });

  it("keeps a tip to its situation: a pet lost, a book read, the member resigning, a child old enough for a chart", () => {
    expect(
      tipsFor(
        "social-post",
        "facebook post for our rescue, 9 dogs found homes at the pet shop open day, thank you all",
      ),
    ).not.toMatch(/LOST DOG/u);
    expect(
      tipsFor(
        "social-post",
        "facebook post, our dog ran away from the park by the pet shop on sunday, brown lab, reward",
      ),
    ).toMatch(/LOST DOG/u);
    expect(
      tipsFor(
        "social-post",
        "post for the lane's group chat, our cat Biscuit has been missing since friday, ginger tom",
      ),
    ).toMatch(/LOST CAT/u);
    // A show's notice where lost dogs are taken is about no dog of the member's.
    expect(
      tipsFor(
        "social-post",
        "instagram post for the summer fair's pet show, 3pm by the bandstand, any lost dogs or children go to the info tent",
      ),
    ).not.toMatch(/LOST DOG/u);
    expect(tipsFor("brainstorm", "discussion topics for our scout group campfire nights, ages 10-14")).not.toMatch(
      /spoilers/u,
    );
    expect(
      tipsFor("brainstorm", "discussion questions for our book club group, we're reading Klara and the Sun"),
    ).toMatch(/spoilers/u);
    expect(
      tipsFor(
        "email",
        "email to the team about the new holiday booking rules, explain that two people quit last year over clashes and that requests need 4 weeks notice",
      ),
    ).not.toMatch(/last working day/u);
    expect(
      tipsFor("email", "resignation email to my employer, I'm leaving after 4 years, notice is one month"),
    ).toMatch(/last working day/u);
    expect(
      tipsFor("advice", "my 2 year old won't stay in bed at bedtime, keeps climbing out and screaming"),
    ).not.toMatch(/bedtime pass/u);
    expect(tipsFor("advice", "my 5 year old keeps getting out of bed at bedtime asking for water")).toMatch(
      /bedtime pass/u,
    );
  });

  it("keeps training tips to the member's own dog, and a portrait's lens to a picture of someone", () => {
    expect(
      tipsFor("advice", "the dog next door barks and howls every morning at 6, how do i raise it with the owners"),
    ).not.toMatch(/type of barking/u);
    expect(
      tipsFor("advice", "our dog barks at the doorbell and every delivery van, how do we stop the barking"),
    ).toMatch(/type of barking/u);
    expect(
      tipsFor("image-prompt", "photo of a lighthouse on a cliff in a storm, moody, portrait orientation for a phone"),
    ).not.toMatch(/85mm/u);
    expect(tipsFor("image-prompt", "portrait photo of an old fisherman mending nets, weathered face")).toMatch(/85mm/u);
  });

  it("keeps deposit rules to a deposit, and deleting by age to files dated by age", () => {
    expect(
      tipsFor(
        "email",
        "email to my landlord in leeds, the boiler has been broken 2 weeks, remind him of the tenancy repair rules",
      ),
    ).not.toMatch(/deposit was protected/u);
    expect(
      tipsFor("advice", "my landlord in leeds kept my whole deposit after the tenancy ended, is that allowed"),
    ).toMatch(/deposit was protected/u);
    expect(
      tipsFor(
        "code",
        "bash script that backs up my photo library to the nas every night, keeping the last 5 and deleting older ones",
      ),
    ).not.toMatch(/find -type f/u);
    expect(tipsFor("code", "bash script to delete log files older than 30 days in /var/log/myapp")).toMatch(
      /find -type f/u,
    );
  });

  it("keeps the neighbour's note to the neighbour, a ledger to expenses paid by different people, and corrections as set", () => {
    expect(
      tipsFor(
        "email",
        "email objecting to the council about my neighbour's planning application, a car port over the shared driveway that would block our parking",
      ),
    ).not.toMatch(/easy to agree to/u);
    expect(tipsFor("message", "text to my neighbour, their car keeps blocking our driveway")).toMatch(
      /easy to agree to/u,
    );
    const flat = tipsFor(
      "spreadsheet",
      "sheet for 3 flatmates, rent split by room size, internet split equally, shows what everyone owes each month",
    );
    expect(flat).not.toMatch(/fewest transfers|TEXTSPLIT/u);
    expect(tipsFor("spreadsheet", "sheet to split our ski trip expenses, who paid what and who owes who")).toMatch(
      /fewest transfers/u,
    );
    const corrected = tipsFor(
      "role-play",
      "be a shopkeeper in madrid so i can practice my spanish conversation, i'm b1 level, correct me at the end",
    );
    expect(corrected).toMatch(/keep replies short/u);
    expect(corrected).not.toMatch(/one or two errors/u);
    expect(
      tipsFor("role-play", "be a shopkeeper in madrid so i can practice my spanish conversation, i'm b1 level"),
    ).toMatch(/one or two errors/u);
  });

  it("keeps the UK's parking rule to the UK, the member's grounds first, and camera settings to photographing the sky", () => {
    const brisbane = tipsFor(
      "email",
      "appeal a parking fine, $150 AUD, i was in a loading bay for 3 minutes dropping off my mum who uses a wheelchair",
    );
    expect(brisbane).not.toMatch(/informal challenge/u);
    expect(brisbane).toMatch(/grounds I give/u);
    expect(tipsFor("email", "appeal my parking fine in leeds, the sign was hidden by a tree")).toMatch(
      /informal challenge/u,
    );
    expect(
      tipsFor("explanation", "why do stars twinkle in the night sky but planets don't? explain for my 9 year old"),
    ).not.toMatch(/500 rule/u);
    expect(tipsFor("how-to", "how do i photograph the stars in the night sky with my camera")).toMatch(/500 rule/u);
  });

  it("gives deposit rules to a deposit in dispute, not to a repair asked by a tenant who wants theirs back one day", () => {
    expect(
      tipsFor(
        "email",
        "email to my landlord in bristol, the kitchen tap has leaked for a month, polite because i want my deposit back when i move out in august",
      ),
    ).not.toMatch(/deposit was protected/u);
    expect(
      tipsFor("email", "email to my landlord in bristol, he kept £300 of my deposit for a tap he never fixed"),
    ).toMatch(/deposit was protected/u);
  });

  it("keeps a memory and an offer of help to a close condolence, and worked examples out of flashcards", () => {
    expect(
      tipsFor("message", "sympathy card for my manager, her mum passed away last week. the whole team is signing it"),
    ).not.toMatch(/specific memory/u);
    expect(tipsFor("message", "sympathy message to my best friend, her dad passed away on sunday")).toMatch(
      /specific memory/u,
    );
    expect(
      tipsFor(
        "quiz",
        "30 flashcards on physics equations of motion for anki, question on one side answer on the other",
      ),
    ).not.toMatch(/step by step|reversed cards/u);
  });

  it("keeps a portrait's lens to a picture of someone, not a scene with a figure in it", () => {
    expect(
      tipsFor("image-prompt", "photo of a fishing boat coming into harbour at dawn, one person on deck, gulls"),
    ).not.toMatch(/85mm/u);
    expect(tipsFor("image-prompt", "portrait photo of my grandad in his workshop, warm light on his face")).toMatch(
      /85mm/u,
    );
  });

  it("tells brake noises apart only for a noise, and gives a shaking wheel under braking its own causes", () => {
    const shake = tipsFor(
      "question",
      "my van's steering wheel judders when I brake coming off the dual carriageway, fine in town. the garage says new front discs, is that right?",
    );
    expect(shake).not.toMatch(/high squeal/u);
    expect(shake).toMatch(/worn unevenly/u);
    const noise = tipsFor("question", "brakes making a grinding noise when I stop, 2014 Corsa, pads done last year");
    expect(noise).toMatch(/high squeal/u);
    expect(noise).not.toMatch(/worn unevenly/u);
  });

  it("gives a pet's portrait its period features only for a portrait, and no named mistake to an apology that must not admit liability", () => {
    expect(
      tipsFor("image-prompt", "logo for my pet grooming van, a flat outline of a poodle in a bathtub, navy and pink"),
    ).not.toMatch(/period features/u);
    expect(tipsFor("image-prompt", "my dog as a regal renaissance portrait, he's a black labrador")).toMatch(
      /period features/u,
    );
    expect(
      tipsFor(
        "message",
        "apology to a customer whose order we sent to the wrong address, sorry but don't admit liability, the courier lost it",
      ),
    ).not.toMatch(/Name the specific mistake/u);
    expect(
      tipsFor("email", "apology email to a client, so sorry for the mistake, I sent her the wrong invoice twice"),
    ).toMatch(/Name the specific mistake/u);
  });

  it("keeps browser-extension advice to a browser extension", () => {
    expect(
      tipsFor(
        "code",
        "apps script for our church extension fund sheet that emails a thank you when a gift is logged, I'm not a coder",
      ),
    ).not.toMatch(/Manifest V3/u);
    expect(tipsFor("code", "chrome extension that hides the comments on youtube, content script please")).toMatch(
      /Manifest V3/u,
    );
  });

  it("gives no expression to describe in a picture with no faces", () => {
    expect(
      tipsFor(
        "image-prompt",
        "photo of hands kneading dough in a bakery at dawn, close-up, no faces visible, warm light",
      ),
    ).not.toMatch(/the expression/u);
    expect(tipsFor("image-prompt", "close-up portrait of an old fisherman, weathered face, harbour behind")).toMatch(
      /the expression/u,
    );
  });

  it("asks for an order number only in a complaint about something bought", () => {
    expect(
      tipsFor(
        "email",
        "complaint to the council, the street lights on our road have not worked for 6 weeks and nobody replies, escalate it",
      ),
    ).not.toMatch(/order number/u);
    expect(
      tipsFor("email", "complaint about a faulty kettle I ordered online, it stopped working after a week"),
    ).toMatch(/order number/u);
  });
});
