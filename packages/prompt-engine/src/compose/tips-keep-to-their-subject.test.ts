import { describe, expect, it } from "vitest";

import { tipsFor } from "../testing/tips-for-kind.ts";

describe("a tip keeps to its own subject, whatever words it shares with the request", () => {
  it("keeps the school-letter tip to families, the file-age tip to files, and a complaint's deadline to the member", () => {
    expect(
      tipsFor(
        "email",
        "email to my social worker asking for respite over half term, I'm a foster carer, school trip soon",
      ),
    ).not.toMatch(/English as an additional language/u);
    expect(tipsFor("email", "letter to parents about the year 4 trip to the zoo, permission slip by Friday")).toMatch(
      /English as an additional language/u,
    );
    expect(
      tipsFor("code", "bash script to rsync my photos to the nas nightly and keep 5 dated copies, delete older ones"),
    ).not.toMatch(/find -type f/u);
    expect(tipsFor("code", "bash one-liner to delete files older than 30 days in /tmp/uploads")).toMatch(
      /find -type f/u,
    );
    const complaint = tipsFor(
      "email",
      "complaint about my faulty order, the kettle leaks, refund within 10 days please",
    );
    expect(complaint).toMatch(/order number/u);
    expect(complaint).not.toMatch(/14 days/u);
  });

  it("leaves out what the member has settled or said otherwise: a tiered rate, a story on a post about their job", () => {
    expect(
      tipsFor(
        "spreadsheet",
        "formula for commission: 4% up to 20k, then 6% only on the portion above 20k, sales in C2",
      ),
    ).not.toMatch(/higher rate applies/u);
    expect(tipsFor("spreadsheet", "formula for commission: 4% up to 20k, 6% above 20k, sales in C2")).toMatch(
      /higher rate applies/u,
    );
    const news = tipsFor(
      "social-post",
      "linkedin post, I was made redundant from my nursing job, open to work in Leeds",
    );
    expect(news).toMatch(/what I am looking for/u);
    expect(news).not.toMatch(/question inviting/u);
    expect(tipsFor("social-post", "linkedin post sharing a professional lesson from 10 years of nursing")).toMatch(
      /question inviting/u,
    );
  });

  it("keeps the member's grouping and condition: a shopping list by shop, a unique count per month", () => {
    expect(
      tipsFor("plan", "weekly meal plan for 4 on a budget, shopping list grouped by Aldi vs the market, no pork"),
    ).not.toMatch(/grouped by aisle/u);
    expect(tipsFor("plan", "weekly meal plan for 4 on a budget with a grocery list, no pork")).toMatch(
      /grouped by aisle/u,
    );
    expect(
      tipsFor("spreadsheet", "formula to count unique customer names per month, dates in A, names in B, Google Sheets"),
    ).not.toMatch(/COUNTA\(UNIQUE/u);
    expect(tipsFor("spreadsheet", "formula to count unique customer names in column B, Google Sheets")).toMatch(
      /COUNTA\(UNIQUE/u,
    );
  });

  it("keeps tips on renting against buying, pay rises and rent rises to their questions, wherever the words appear", () => {
    const regime = tipsFor(
      "advice",
      "salary 12 LPA, I pay 22k rent in Pune and 1.5L in PPF, should I pick the old or new tax regime this year?",
    );
    expect(regime).toMatch(/both of India's regimes/u);
    expect(regime).not.toMatch(/break-even|measurable results/u);
    expect(tipsFor("advice", "should we keep renting or buy a flat with a mortgage, we're 34")).toMatch(/break-even/u);
    expect(tipsFor("email", "email to my manager asking for a pay rise, I've been underpaid for 2 years")).toMatch(
      /measurable results/u,
    );
    const lagos = tipsFor(
      "advice",
      "my landlord in Lekki is increasing the rent from 2m to 3m naira, is that allowed?",
    );
    expect(lagos).toMatch(/rules where I live/u);
    expect(lagos).not.toMatch(/US cities|England/u);
  });

  it("keeps a children's-story tip to stories, not a poem children read out", () => {
    expect(tipsFor("creative-writing", "a bedtime story for my 5 year old about a brave snail")).toMatch(
      /main character/u,
    );
    expect(
      tipsFor("creative-writing", "a rhyming poem the year 3 children can read out for our retiring dinner lady"),
    ).not.toMatch(/main character/u);
  });

  it("keeps tips to what is asked: a ticket to appeal, a choice of tax regime, a post that is no opinion piece", () => {
    expect(
      tipsFor("question", "clicking noise from my car when I turn full lock in parking lots, what is it?"),
    ).not.toMatch(/early-payment discount/u);
    expect(tipsFor("advice", "got a parking ticket at the hospital, the sign was hidden, how do I appeal")).toMatch(
      /early-payment discount/u,
    );
    expect(
      tipsFor("advice", "₹3 lakh spare, prepay my home loan or start a SIP? I'm on the old tax regime already"),
    ).not.toMatch(/India's regimes|employer retirement match/u);
    expect(
      tipsFor("social-post", "linkedin post announcing I'm leaving nursing to start as a data analyst, no emojis"),
    ).not.toMatch(/question inviting|what I am looking for/u);
  });

  it("keeps tips to their situation: an upset customer, a running total, a phone's battery", () => {
    expect(tipsFor("message", "text to my best friend, she's upset I missed her party, keep it short")).not.toMatch(
      /direct channel/u,
    );
    expect(tipsFor("email", "reply to an upset customer whose order arrived broken, she left an angry review")).toMatch(
      /direct channel/u,
    );
    expect(
      tipsFor(
        "sql",
        "top 3 products by revenue per month in postgres, window functions are fine, table sales(id, amount)",
      ),
    ).not.toMatch(/ROWS BETWEEN/u);
    expect(tipsFor("advice", "my 13 year old wants her phone in her room overnight, what's a fair rule?")).not.toMatch(
      /optimised charging/u,
    );
    expect(tipsFor("question", "is it bad to charge my phone overnight every night?")).toMatch(/optimised charging/u);
  });

  it("tells a security light from an engine light", () => {
    const key = tipsFor(
      "question",
      "after changing my car battery a light shaped like a car with a key flashes on the dash, do I need the garage?",
    );
    expect(key).toMatch(/immobiliser/u);
    expect(key).not.toMatch(/misfire/u);
    expect(tipsFor("question", "my engine warning light is flashing on the dashboard, can I still drive?")).toMatch(
      /misfire/u,
    );
  });

  it("keeps tips to what the request is: a referral hospital, a new car, names with the date in them, two Android phones", () => {
    expect(
      tipsFor(
        "cover-letter",
        "cover letter for a staff nurse job in Leeds, 5 years at a regional referral hospital in Ghana",
      ),
    ).not.toMatch(/person who referred you/u);
    expect(
      tipsFor("advice", "break my fixed deposit or take a bigger car loan for a new Hyundai? explain with numbers"),
    ).not.toMatch(/VIN/u);
    expect(
      tipsFor(
        "advice",
        "buying a used car from a private seller, what should I check before paying the dealer or seller?",
      ),
    ).toMatch(/VIN/u);
    expect(tipsFor("code", "rename photos like IMG_20240102_101010.jpg to 2024-01-02 folders, python")).not.toMatch(
      /EXIF/u,
    );
    expect(tipsFor("code", "python script to rename my photos by the date they were taken")).toMatch(/EXIF/u);
    expect(tipsFor("comparison", "galaxy a35 vs pixel 8a for my dad, battery and updates")).not.toMatch(/iMessage/u);
    expect(tipsFor("comparison", "should I switch from iphone 12 to pixel 8a?")).toMatch(/iMessage/u);
  });

  it("keeps the parking-appeal tip to parking, not a train ticket to refund", () => {
    expect(
      tipsFor("email", "complaint to the rail company, I was refused boarding with my bike, refund the ticket"),
    ).not.toMatch(/early-payment discount/u);
  });

  it("keeps a tip on one sense of its words: raw dough to eating it, uptime to a site watched from outside", () => {
    expect(
      tipsFor("question", "my pizza dough is flat and sticky, 300g flour and 200ml water, what went wrong"),
    ).not.toMatch(/salmonella/u);
    expect(tipsFor("question", "my kids keep licking the raw brownie dough off the spoon, is that ok")).toMatch(
      /salmonella/u,
    );
    expect(
      tipsFor(
        "code",
        "esp32 code: read a dht22 on pin 4 every minute and print to the serial monitor, buzzer if above 30C",
      ),
    ).not.toMatch(/non-2xx/u);
    expect(tipsFor("code", "python script to monitor our website and tell me on slack when it is down")).toMatch(
      /non-2xx/u,
    );
  });

  it("keeps the lease tip to a lease, and the lookup tip off a rule that highlights matches", () => {
    expect(
      tipsFor("advice", "new job contract has a clause that I can't work for a competitor for 2 years, should I sign?"),
    ).not.toMatch(/subletting/u);
    expect(tipsFor("advice", "about to sign a 12 month lease on a flat, any clauses I should watch for?")).toMatch(
      /subletting/u,
    );
    expect(
      tipsFor("spreadsheet", "excel: highlight the invoice numbers in column B that also appear in the Paid sheet"),
    ).not.toMatch(/XLOOKUP/u);
    expect(
      tipsFor("spreadsheet", "lookup to pull each price from another sheet by product code, vlookup or match?"),
    ).toMatch(/XLOOKUP/u);
  });

  it("keeps red flags, a visit's summary and a reference's reminder to their own situation", () => {
    expect(
      tipsFor("advice", "sharp pain on the outside of my knee after long rides, should I stop cycling?"),
    ).not.toMatch(/bladder or bowel/u);
    expect(tipsFor("advice", "lower back pain since lifting boxes on saturday, should I rest?")).toMatch(
      /bladder or bowel/u,
    );
    expect(
      tipsFor(
        "advice",
        "my glucose readings this week are 6.1 to 7.4 fasting, appointment with my gp next month, worry?",
      ),
    ).not.toMatch(/one-page summary/u);
    expect(
      tipsFor("advice", "gp appointment on friday about my dizzy spells, I always forget what to say, help me prepare"),
    ).toMatch(/one-page summary/u);
    expect(
      tipsFor(
        "email",
        "write a reference for my former nanny Ines, 4 years with our twins, she is applying to a nursery",
      ),
    ).not.toMatch(/Remind the person/u);
    expect(tipsFor("email", "email asking my old supervisor to be a referee for a lab technician job")).toMatch(
      /Remind the person/u,
    );
  });

  it("gives a rewrite of the member's own review no new structure or claims", () => {
    expect(tipsFor("rewrite", "make my self-assessment sound more professional, same length")).not.toMatch(
      /development area/u,
    );
    expect(tipsFor("business-document", "write my annual self-assessment from these notes")).toMatch(
      /development area/u,
    );
  });

  it("keeps the repair-notice tip to a landlord's repair, and the review-dispute tip to a review disputed", () => {
    expect(
      tipsFor("email", "letter to parents asking for donations to repair the school's broken heating before winter"),
    ).not.toMatch(/dated notice/u);
    expect(
      tipsFor("email", "email to my landlord, the heating has been broken for 2 weeks, third time I report it"),
    ).toMatch(/dated notice/u);
    expect(
      tipsFor("advice", "how do I ask for a day off a week before my performance review without looking lazy?"),
    ).not.toMatch(/formal appeal route/u);
    expect(
      tipsFor("advice", "my performance review rating is unfair, I disagree with most of it, what do I do"),
    ).toMatch(/formal appeal route/u);
  });

  it("leaves out the counts a member says not to give", () => {
    expect(
      tipsFor("recipe", "diabetic friendly lentil soup for my aunt, type 2, no need for calorie or carb counts please"),
    ).not.toMatch(/grams per serving/u);
    expect(tipsFor("recipe", "diabetic friendly lentil soup for my aunt, type 2")).toMatch(/grams per serving/u);
  });

  it("asks for no repair date once the member has moved out, and no vet visit the cat has had", () => {
    expect(
      tipsFor(
        "email",
        "moved out of the flat in March, landlord kept my deposit for a broken blind that was broken when I moved in",
      ),
    ).not.toMatch(/dated notice/u);
    const seen = tipsFor(
      "advice",
      "our cat started peeing on the doormat instead of her litter tray, the vet checked her and found nothing, we moved house a month ago",
    );
    expect(seen).not.toMatch(/signs point to a medical cause/u);
    expect(seen).toMatch(/medical cause ruled out/u);
    expect(
      tipsFor("advice", "our cat started peeing on the doormat instead of her litter tray last week, what do we do"),
    ).toMatch(/signs point to a medical cause/u);
  });
});
