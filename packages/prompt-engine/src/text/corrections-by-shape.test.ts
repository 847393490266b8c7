import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

describe("a corrected value replaces the earlier value written like it", () => {
  it("corrects a year with a year, past a count of years nearer the marker", () => {
    expect(
      cleanRequest("the lease on unit 7 started in 2016 for 15 years, sorry I mean 2018, so it ends in 2033").request,
    ).toBe("the lease on unit 7 started in 2018 for 15 years, so it ends in 2033");
    expect(cleanRequest("our choir was founded in 1994 with 12 singers - no wait, 1996").request).toBe(
      "our choir was founded in 1996 with 12 singers",
    );
  });

  it("still corrects a count with a count beside a year", () => {
    expect(cleanRequest("history of the club since 1952 in 400 words, no wait, 600 words").request).toBe(
      "history of the club since 1952 in 600 words",
    );
  });

  it("takes only the new number from a correction said as a clause of its own, keeping the old unit", () => {
    expect(
      cleanRequest(
        "poster for the fun run, we have 90 runners entered, no wait 120 people have entered now, start 10am",
      ).request,
    ).toBe("poster for the fun run, we have 120 runners entered, start 10am");
    expect(cleanRequest("the choir has 30 singers, sorry 34 singers are in it, for the programme").request).toBe(
      "the choir has 34 singers, for the programme",
    );
  });

  it("drops a correction the member takes back ('no wait 8th is right'), keeping the value first typed", () => {
    expect(
      cleanRequest(
        "flyer for the quiz night, friday the 12th at 7. sorry i mean friday the 19th, no wait the 12th is right the 19th is half term. tickets £5",
      ).request,
    ).toBe("flyer for the quiz night, friday the 12th at 7. tickets £5");
  });

  it("replaces a whole range when the correction gives a range", () => {
    expect(cleanRequest("we're open 9 to 5, no wait 10 to 6, every day except sunday").request).toBe(
      "we're open 10 to 6, every day except sunday",
    );
    expect(cleanRequest("book the scout hut from 2pm to 4pm, no wait, 3pm to 5pm on saturday").request).toBe(
      "book the scout hut from 3pm to 5pm on saturday",
    );
    expect(
      cleanRequest("the bakery is shut from monday to wednesday, actually no tuesday to thursday, for the refit")
        .request,
    ).toBe("the bakery is shut from tuesday to thursday, for the refit");
    expect(cleanRequest("the first aid course runs 12 to 16 march, sorry 13 to 17 march, in Leeds").request).toBe(
      "the first aid course runs 13 to 17 march, in Leeds",
    );
  });

  it("replaces the value a correction names after 'not' with the one it gives next", () => {
    expect(
      cleanRequest(
        "a post for our food truck, taco night every tuesday. wait actually not tuesday make it monday, tuesdays we cater. emojis ok",
      ).request,
    ).toBe("a post for our food truck, taco night every monday. emojis ok");
    expect(cleanRequest("bbq at ours on saturday at 6, actually not saturday, sunday").request).toBe(
      "bbq at ours on sunday at 6",
    );
    expect(cleanRequest("a 20 min circuit workout, no wait not 20, 30 min").request).toBe("a 30 min circuit workout");
  });

  it("drops the apology after a value taken back by name, and keeps a clause said after a restated number", () => {
    expect(
      cleanRequest(
        "shop closed thursday for the holiday, actually not thursday, its friday the 9th sorry. open saturday",
      ).request,
    ).toBe("shop closed friday the 9th for the holiday. open saturday");
    expect(cleanRequest("the raffle raised £400 no wait it was £460 we recounted it. thank everyone").request).toBe(
      "the raffle raised £460 we recounted it. thank everyone",
    );
  });

  it("corrects the day of the month, not the hour typed after it", () => {
    expect(cleanRequest("choir practice on the 21st at 7, no wait the 28th. bring folders").request).toBe(
      "choir practice on the 28th at 7. bring folders",
    );
    expect(cleanRequest("the market is on the 2nd at 9, sorry its the 9th, same time").request).toBe(
      "the market is on the 9th at 9, same time",
    );
  });

  it("puts a restated number in place when a clause with a named subject gives its reason", () => {
    expect(
      cleanRequest("a seating plan, we expect 80 guests actually make it 95 the rugby club said yes. round tables")
        .request,
    ).toBe("a seating plan, we expect 95 guests the rugby club said yes. round tables");
  });

  it("keeps the hours typed with a day that the correction moves", () => {
    expect(cleanRequest("flu clinic is monday 8am-12pm no wait its wednesday, monday is bloods").request).toBe(
      "flu clinic is wednesday 8am-12pm, monday is bloods",
    );
  });

  it("replaces a range with new hours typed as ranges, whole", () => {
    expect(
      cleanRequest("notice for the pool, lanes open 7 to 10am no wait weekdays 7-10 and sundays 8-11, no diving")
        .request,
    ).toBe("notice for the pool, lanes open weekdays 7-10 and sundays 8-11, no diving");
  });

  it("replaces a number and its unit with an amount whose currency is typed first", () => {
    expect(cleanRequest("the budget is 280 euros, no wait CHF 260, for the whole team dinner").request).toBe(
      "the budget is CHF 260, for the whole team dinner",
    );
    expect(cleanRequest("school fees are 4000 shillings, sorry i mean KES 4500 per term").request).toBe(
      "school fees are KES 4500 per term",
    );
  });

  it("replaces a phrase the member broke off at its joiner with the one said again", () => {
    expect(cleanRequest("book our coach from leeds to, no wait, from york to whitby, it leaves at 8").request).toBe(
      "book our coach from york to whitby, it leaves at 8",
    );
  });

  it("reads a correction set off by dashes as one set off by commas", () => {
    expect(
      cleanRequest("poster for the car boot sale on sunday — actually not sunday, saturday the 4th — pitches £10")
        .request,
    ).toBe("poster for the car boot sale on saturday the 4th — pitches £10");
  });

  it("makes the article before a corrected number agree with the new one", () => {
    expect(cleanRequest("a 5 day walking tour of the Peak District, actually make it 8 days").request).toBe(
      "an 8 day walking tour of the Peak District",
    );
    expect(cleanRequest("an 11 week pottery course, sorry, 6 weeks, on tuesdays").request).toBe(
      "a 6 week pottery course, on tuesdays",
    );
  });

  it("leaves a correction as typed when the value after the marker is the old one put in the past", () => {
    const typed = "poster saying entry is £5 per car this year, sorry no, £5 was last year, its £7 now, gates open 9am";
    expect(cleanRequest(typed).request).toBe(typed);
  });

  it("leaves a correction as typed when a clause opened by a pronoun typed without its apostrophe comes first", () => {
    const typed = "the bill was 400 dollars, no wait shes in canada so it was 550 CAD. keep it light";
    expect(cleanRequest(typed).request).toBe(typed);
  });

  it("reads a word after a comma that follows the new value as a clause of its own, not the value's unit", () => {
    expect(
      cleanRequest(
        "quiz night at the legion, friday the 6th doors 7pm, no wait its the 13th, doors still 7. teams of 6",
      ).request,
    ).toBe("quiz night at the legion, friday the 13th doors 7pm, doors still 7. teams of 6");
  });
});
