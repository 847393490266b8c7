import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("tips keep to what the member asks, not to words that only name its setting", () => {
  it("gives the top-per-group recipe to no top five overall", () => {
    expect(
      promptFor("sql", "i need the top 5 suppliers by total cost in 2023, i group by supplier and rank them, mysql"),
    ).not.toMatch(/PARTITION BY group/u);
  });

  it("gives the customer-reply recipe to a reply to a customer, not to a letter that names a support job", () => {
    const reply = /Answer the customer's actual question/u;
    expect(
      tipsFor("email", "resignation letter, i've worked in customer support at a call centre in durban for 4 years"),
    ).not.toMatch(reply);
    expect(tipsFor("email", "customer support reply: the customer wrote that her parcel never came")).toMatch(reply);
  });

  it("weighs screen time against what it displaces only for a member who has not set the minutes", () => {
    const displaced = /what screens displace/u;
    expect(tipsFor("plan", "holiday routine for my kids with screen time max 90 minutes a day and chores")).not.toMatch(
      displaced,
    );
    expect(tipsFor("advice", "how much screen time is ok for my 8 year old, he is on the tablet all weekend")).toMatch(
      displaced,
    );
  });

  it("leaves the record uncorrected in a review reply that is to make no excuses", () => {
    const correct = /correct what was not calmly/u;
    expect(
      tipsFor(
        "message",
        "reply to this google review about our late delivery, don't make excuses even though the courier was at fault",
      ),
    ).not.toMatch(correct);
  });

  it("gives no review reply's line to winning more reviews", () => {
    const reply = /reviewer mentioned/u;
    expect(
      tipsFor("message", "whatsapp message to our guests asking how to get more google reviews for the homestay"),
    ).not.toMatch(reply);
    expect(
      tipsFor("marketing-copy", "ideas for getting reviews on tripadvisor for our dive shop in dahab"),
    ).not.toMatch(reply);
    expect(tipsFor("message", "reply to this tripadvisor review, the guest said the dive boat was late")).toMatch(
      reply,
    );
  });

  it("records motions and a quorum only in the minutes of a meeting that had them", () => {
    const formal = /whether the meeting was quorate/u;
    expect(
      tipsFor("summary", "minutes from our book club committee catch up, we picked next month's books"),
    ).not.toMatch(formal);
    expect(
      tipsFor("summary", "minutes of the trustees meeting, the motion to sell the hall was seconded and carried"),
    ).toMatch(formal);
  });

  it("plays a patient only when a patient is the part asked for", () => {
    const patient = /Play the patient/u;
    expect(
      tipsFor(
        "role-play",
        "be an interview panel for a nurse post, i passed my OSCE, ask me about a patient consultation and score me",
      ),
    ).not.toMatch(patient);
    expect(tipsFor("role-play", "act as a patient with chest pain so i can practise osce history taking")).toMatch(
      patient,
    );
  });

  it("lists adults' red flags for a symptom of the member's own, not for a child's or a question of what medicine to give", () => {
    const adults = /chest pain, trouble breathing/u;
    expect(tipsFor("question", "my daughter is 4 and has a rash and a fever, what could it be")).not.toMatch(adults);
    expect(tipsFor("question", "can i take paracetamol and ibuprofen together for a fever and back pain")).not.toMatch(
      adults,
    );
    expect(tipsFor("question", "i've had a pain in my side and a fever for two days, what could it be")).toMatch(
      adults,
    );
  });

  it("keeps a message short for a chat, not when the member leaves it to a text or an e-mail", () => {
    const phone = /a few lines a phone screen shows/u;
    expect(
      promptFor(
        "message",
        "group text or email to my sisters about sharing the cost of dad's care home, lay out the numbers",
      ),
    ).not.toMatch(phone);
    expect(promptFor("message", "text to my sister asking if she can take dad to his appointment on thursday")).toMatch(
      phone,
    );
  });

  it("keeps a quiz on the member's own notes to them, with no subject tip beyond", () => {
    const notes =
      "quiz me on my notes one question at a time: photosynthesis makes glucose, chlorophyll absorbs red and blue light";
    expect(promptFor("quiz", notes)).not.toMatch(/symbol equations/u);
    expect(promptFor("quiz", "quiz me on photosynthesis and respiration, chlorophyll and glucose, gcse level")).toMatch(
      /symbol equations/u,
    );
  });

  it("draws a tattoo's line work flat, leaves out a chat's sign-off rule for a member who signs, and gives an in-app script no install command", () => {
    const tattoo = promptFor(
      "image-prompt",
      "prompt for a tattoo, fine linework swallow and two roses, black ink on white",
    );
    expect(tattoo).not.toMatch(/camera angle/u);
    expect(tattoo).toMatch(/layout, shapes, style/u);
    expect(
      promptFor("message", "thank you text for the neighbours who fed our cat, sign from Priya and Sam"),
    ).not.toMatch(/no formal sign-off/u);
    const script = promptFor("code", "apps script that emails me when a new row is added to my sheet");
    expect(script).not.toMatch(/any package to install/u);
    expect(script).toMatch(/ready to paste into the app's editor/u);
  });

  it("sends a boundary dispute to the deeds, not a friendly word about leaves, and keeps equations from a young child", () => {
    const deeds = /title plan, deeds/u;
    expect(
      tipsFor("advice", "my neighbour's oak drops leaves in our gutters, we get on really well, how do i mention it"),
    ).not.toMatch(deeds);
    expect(tipsFor("advice", "our neighbour says the fence is on his land and wants to move it onto our side")).toMatch(
      deeds,
    );
    expect(tipsFor("explanation", "explain photosynthesis and respiration so my 9 year old gets it")).not.toMatch(
      /symbol equations/u,
    );
  });

  it("names only the danger of the poison the pet swallowed", () => {
    const chocolate = tipsFor("question", "my spaniel ate half a bar of dark chocolate an hour ago, he's 14kg");
    expect(chocolate).toMatch(/dark and baking chocolate/u);
    expect(chocolate).not.toMatch(/lily/u);
    const onion = tipsFor("question", "my cat licked some onion gravy off a plate, should i worry");
    expect(onion).toMatch(/against the pet's weight/u);
    expect(onion).not.toMatch(/raisins/u);
  });

  it("tells how to cancel a contract only to a member cancelling one of theirs, not one writing a cancellation policy", () => {
    const cancelling = /proof of sending/u;
    expect(tipsFor("email", "email to end my membership at the Oakfield tennis club, contract renews in june")).toMatch(
      cancelling,
    );
    expect(
      tipsFor(
        "email",
        "email to my piano pupils' parents with our new cancellation policy, lessons cancelled under 24 hours are charged, contract attached",
      ),
    ).not.toMatch(cancelling);
  });

  it("tells how to set a price only to a member who has not set theirs, and how to proof a loaf only when a loaf is in question", () => {
    const pricing = /Build the price from materials/u;
    expect(tipsFor("business-document", "how much should i charge cafes wholesale for my flapjacks")).toMatch(pricing);
    expect(
      tipsFor(
        "business-document",
        "price list for cafes: flapjack £1.20 wholesale, retail £2.50, brownies £1.50 wholesale",
      ),
    ).not.toMatch(pricing);
    const proofing = /bulk fermentation/u;
    expect(tipsFor("question", "why is my sourdough so dense and gummy in the middle")).toMatch(proofing);
    expect(
      tipsFor("question", "we're a sourdough bakery, can we call our bread organic if only the flour is"),
    ).not.toMatch(proofing);
  });

  it("works out ages only when an age is to be worked out, and checks names only when names are asked for", () => {
    const datedif = /DATEDIF/u;
    expect(tipsFor("spreadsheet", "formula to show each player's age from their date of birth in column B")).toMatch(
      datedif,
    );
    expect(
      tipsFor("spreadsheet", "set up a sheet for the war memorial names: name, regiment, age as carved, date died"),
    ).not.toMatch(datedif);
    const names = /social-handle availability/u;
    expect(tipsFor("brainstorm", "name ideas for my new dog walking business in Frome")).toMatch(names);
    expect(
      tipsFor(
        "brainstorm",
        "ideas for my dog walking business in Frome to get more customers, the business name is Muddy Paws",
      ),
    ).not.toMatch(names);
  });

  it("gives an introduction between two people only where two are put in touch", () => {
    const between = /double opt-in/u;
    expect(
      tipsFor("email", "intro email introducing my friend Sam, a sound engineer, to my contact Priya at the BBC"),
    ).toMatch(between);
    expect(tipsFor("email", "email introducing our farm shop to a new wholesale contact in Leeds")).not.toMatch(
      between,
    );
  });
});
