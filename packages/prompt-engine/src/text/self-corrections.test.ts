import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

describe("self-corrections in a typed request", () => {
  it("corrects a whole date, its day and number included", () => {
    expect(
      cleanRequest("blurb for the potluck, saturday the 14th no wait its sunday the 15th, after service").request,
    ).toBe("blurb for the potluck, sunday the 15th, after service");
    expect(cleanRequest("party on friday the 3rd of may, no wait, saturday the 4th of may").request).toBe(
      "party on saturday the 4th of may",
    );
  });

  it("applies 'oops I mean', 'sorry I meant' to the value before, across the sentence it opens", () => {
    expect(
      cleanRequest("giving 2 weeks, last day the 28th. oops i mean the 27th, salon is closed sundays").request,
    ).toBe("giving 2 weeks, last day the 27th, salon is closed sundays");
    expect(cleanRequest("meeting on wednesday at 2. sorry i meant thursday. bring the slides").request).toBe(
      "meeting on thursday at 2. bring the slides",
    );
    expect(cleanRequest("oops I forgot to say, it's for my mum").request).toBe("oops I forgot to say, it's for my mum");
    expect(cleanRequest("the 3pm slot works, sorry I meant to ask about parking too").request).toBe(
      "the 3pm slot works, sorry I meant to ask about parking too",
    );
  });

  it("takes a value said again as restating its clause, not as a value to splice in", () => {
    expect(
      cleanRequest("an offer of $21,000 out the door-- wait no, $21,000 before tax and fees. firm but polite.").request,
    ).toBe("an offer of $21,000 before tax and fees. firm but polite.");
    expect(cleanRequest("book it for monday at 3pm, no wait, monday at 4pm please").request).toBe(
      "book it for monday at 4pm please",
    );
    expect(cleanRequest("a table for 2 adults and 2 kids, no wait, 2 adults and 3 kids, at 7").request).toBe(
      "a table for 2 adults and 3 kids, at 7",
    );
  });

  it("leaves out a clause after the new date that explains why the old one was wrong", () => {
    expect(
      cleanRequest("bake sale on Sunday 4 June, sorry Sunday 11 June the 4th is half term, in the school hall").request,
    ).toBe("bake sale on Sunday 11 June, in the school hall");
    expect(cleanRequest("quiz night Thursday 3 October, sorry Thursday 10 October, £2 entry").request).toBe(
      "quiz night Thursday 10 October, £2 entry",
    );
  });

  it("takes a sentence that opens with a retraction and says the last one again as replacing it whole", () => {
    expect(
      cleanRequest(
        "Thank my team without being cringe. No hashtags except maybe one or two at the end. Actually, no hashtags at all.",
      ).request,
    ).toBe("Thank my team without being cringe. No hashtags at all.");
    expect(
      cleanRequest("a poem for my nan. make it rhyme. actually no, make it free verse, she hates rhymes").request,
    ).toBe("a poem for my nan. make it free verse, she hates rhymes");
    expect(
      cleanRequest("Email the parents about the trip. Actually, also remind them about lunch money.").request,
    ).toBe("Email the parents about the trip. Actually, also remind them about lunch money.");
  });

  it("replaces the words a correction names with 'not', and keeps the words between", () => {
    expect(
      cleanRequest(
        "choir practice moves from Monday to Thursday this month as the hall is booked - no wait, sorry, it's Friday not Thursday. Same time",
      ).request,
    ).toBe("choir practice moves from Monday to Friday this month as the hall is booked. Same time");
    expect(
      cleanRequest("a 20 question quiz on rivers for year 5, no wait make it 25 not 20, answers at the end").request,
    ).toBe("a 25 question quiz on rivers for year 5, answers at the end");
    expect(
      cleanRequest("a leaving speech of about 4 minutes for Jo, she loves hiking. actually make it 3 minutes not 4")
        .request,
    ).toBe("a leaving speech of about 3 minutes for Jo, she loves hiking.");
    expect(
      cleanRequest(
        "bins go out on Monday 3rd, the lane is shut from 8. no wait, it's Wednesday 5th not Monday. Short note pls",
      ).request,
    ).toBe("bins go out on Wednesday 5th, the lane is shut from 8. Short note pls");
  });

  it("corrects the number with the correction's unit, however near another number is", () => {
    expect(
      cleanRequest("a 10 day itinerary for Japan with 2 nights in Kyoto. Actually make it 8 days, we fly home early")
        .request,
    ).toBe("an 8 day itinerary for Japan with 2 nights in Kyoto, we fly home early");
    expect(cleanRequest("can you do a 3 day, no make it 4 day itinerary for Porto in May, we like wine").request).toBe(
      "can you do a 4 day itinerary for Porto in May, we like wine",
    );
  });

  it("keeps the month and the time a corrected date does not name again, and no period word", () => {
    expect(
      cleanRequest(
        "leaving do for Priya. Last day Thursday 9th October - actually make it Wednesday 8th, she's off Thursday",
      ).request,
    ).toBe("leaving do for Priya. Last day Wednesday 8th October, she's off Thursday");
    expect(
      cleanRequest(
        "poster for the plant swap, Sat 5 Oct 9-11am — no sorry make it Sunday 6th, the hall is booked Saturday",
      ).request,
    ).toBe("poster for the plant swap, Sunday 6th Oct 9-11am, the hall is booked Saturday");
  });

  it("keeps a month typed before its day when the correction names only the weekday and the day", () => {
    expect(cleanRequest("book the hall for Saturday March 8, no wait, Sunday the 9th, 2-5pm").request).toBe(
      "book the hall for Sunday March 9th, 2-5pm",
    );
    expect(cleanRequest("open day is on Fri Jan 10, no sorry, Saturday the 11th").request).toBe(
      "open day is on Saturday Jan 11th",
    );
    expect(
      cleanRequest("leaving drinks invite for Friday June 6, no wait make that Saturday the 7th, at the Crown").request,
    ).toBe("leaving drinks invite for Saturday June 7th, at the Crown");
  });

  it("keeps an explanation after a retraction as typed, not spliced in as a value", () => {
    const typed =
      "notice that the car park is closed for line painting on Monday - no wait, council just changed it, it's Thursday 9 May";
    expect(cleanRequest(typed).request).toBe(typed);
  });

  it("leaves an apology after the corrected value out of it", () => {
    expect(
      cleanRequest("poster for the quiz night on Friday 6th, no actually it's Saturday 7th sorry, doors at 7").request,
    ).toBe("poster for the quiz night on Saturday 7th, doors at 7");
  });

  it("moves only the day, or only the time, of a day and time the correction names", () => {
    expect(cleanRequest("the bake sale is every friday 2pm, no wait thursday, in the hall").request).toBe(
      "the bake sale is every thursday 2pm, in the hall",
    );
    expect(cleanRequest("dinner is saturday 7pm, no, 8pm. bring a dish").request).toBe(
      "dinner is saturday 8pm. bring a dish",
    );
  });

  it("gives a restated bare number the unit of the sentence it replaces", () => {
    expect(
      cleanRequest("A toast for my aunt. Keep it to 4 minutes... actually no keep it to 2, there are six toasts.")
        .request,
    ).toBe("A toast for my aunt. Keep it to 2 minutes, there are six toasts.");
    expect(cleanRequest("Poem for my nan. Make it 8 lines. Actually no, make it 12 verses.").request).toBe(
      "Poem for my nan. Make it 12 verses.",
    );
  });

  it("corrects the value written like the correction, and takes along the words it says again", () => {
    expect(cleanRequest("a 20 question pub quiz on 90s music - no wait, make it 25, we've added a round").request).toBe(
      "a 25 question pub quiz on 90s music, we've added a round",
    );
    expect(
      cleanRequest("Membership is €60 per term, first 2 weeks free - sorry, it's the first 3 weeks now. Bring water.")
        .request,
    ).toBe("Membership is €60 per term, the first 3 weeks now free. Bring water.");
  });

  it("keeps a clause struck out with 'scrap that' as typed, for the reader to drop", () => {
    const typed =
      "mention I can add interest under the Late Payment Act — actually no, scrap that, she's a homeowner. Firm but polite.";
    expect(cleanRequest(typed).request).toBe(typed);
  });

  it("keeps the weekday of a date moved by whole weeks in its month, and drops it otherwise", () => {
    expect(cleanRequest("flyer for the car boot sale, Sunday 4 May 8am, no make it 18 May, pitches £10").request).toBe(
      "flyer for the car boot sale, Sunday 18 May 8am, pitches £10",
    );
    expect(
      cleanRequest("flyer for the car boot sale, Sunday 4 May 8am, no make it 17 May, pitches £10").request,
    ).not.toMatch(/Sunday/u);
  });

  it("corrects an ordinal said with its possessive, keeping the noun after it", () => {
    expect(
      cleanRequest("toast for our 10th anniversary dinner, we met in Leeds - no wait, it's our 12th, at the golf club")
        .request,
    ).toBe("toast for our 12th anniversary dinner, we met in Leeds, at the golf club");
    expect(
      cleanRequest("card for my grandparents 50th anniversary, no wait, their 55th, married in 1970").request,
    ).toBe("card for my grandparents 55th anniversary, married in 1970");
  });

  it("keeps the time typed with a corrected day, and lets the correction's reason go with it", () => {
    expect(
      cleanRequest(
        "invite for my son's party, Saturday 21st 1-3pm at the leisure centre, rsvp by the 14th. actually its Sunday the 22nd not saturday, pool was booked",
      ).request,
    ).toBe("invite for my son's party, Sunday the 22nd 1-3pm at the leisure centre, rsvp by the 14th.");
    // An ask after the correction is the member's, and stays.
    expect(
      cleanRequest("meeting on Tuesday 4th at 10am. actually it's Wednesday the 5th not tuesday, and add the zoom link")
        .request,
    ).toContain("add the zoom link");
  });

  it("keeps a count of versions asked for after an earlier number of another kind, and corrects one of versions", () => {
    const request =
      "poster text for the swimming club's open session, under 12s and adults 65+ welcome. actually make it two versions, one for the noticeboard and one for facebook";
    expect(cleanRequest(request).request).toBe(request);
    expect(cleanRequest("give me 3 versions of the toast, about 2 minutes. actually make it 2 versions").request).toBe(
      "give me 2 versions of the toast, about 2 minutes",
    );
  });

  it("replaces a pair joined by 'and' with the pair said again, without doubling the word they share", () => {
    expect(cleanRequest("halloween flyer, black and white, actually no, black and orange, A5").request).toBe(
      "halloween flyer, black and orange, A5",
    );
    expect(cleanRequest("bakery logo, cream and navy... actually no, cream and teal. should work small").request).toBe(
      "bakery logo, cream and teal. should work small",
    );
  });

  it("leaves a correction as typed when the value it gives up is named again after it", () => {
    expect(
      cleanRequest("the quiz night is on 14th march, no wait sorry its 21st march, the 14th is the school play")
        .request,
    ).toBe("the quiz night is on 14th march, no wait sorry its 21st march, the 14th is the school play");
    expect(cleanRequest("the quiz night is on 14th march, no wait sorry its 21st march. tickets £5").request).toBe(
      "the quiz night is on 21st march. tickets £5",
    );
  });

  it("ends a corrected value at the stop after it, and keeps the clause a new number runs into", () => {
    expect(cleanRequest("the hall hire is 2k rand a day, no wait make it 3k. we need it saturday").request).toBe(
      "the hall hire is 3k rand a day. we need it saturday",
    );
    expect(cleanRequest("a 5 day trip to crete, actually make it 7 we booked more leave. we like hiking").request).toBe(
      "a 7 day trip to crete we booked more leave. we like hiking",
    );
  });

  it("takes two retractions in a row, with or without 'oh', as surely as a 'no'", () => {
    expect(cleanRequest("poster for the bake sale on saturday sorry wait it's sunday the 4th").request).toBe(
      "poster for the bake sale on sunday the 4th",
    );
    expect(cleanRequest("a 500 word blog post, oh no wait, 800 words, about hive inspections").request).toBe(
      "an 800 word blog post, about hive inspections",
    );
  });

  it("puts a phrase said again from its preposition in place of the phrase it corrects", () => {
    expect(
      cleanRequest("explain how a kiln firing schedule works for beginners, wait actually for my 10 year old daughter")
        .request,
    ).toBe("explain how a kiln firing schedule works for my 10 year old daughter");
    expect(
      cleanRequest("explain compound interest for my 10 year old, no wait actually for my nan who is 80").request,
    ).toBe("explain compound interest for my nan who is 80");
    expect(cleanRequest("a flyer for the swimming gala, wait actually for the open day, A5").request).toBe(
      "a flyer for the open day, A5",
    );
    expect(
      cleanRequest("a short speech for Len, for the staff, wait actually it's for the kids at assembly").request,
    ).toBe("a short speech for Len, for the kids at assembly");
  });

  it("keeps a corrected phrase as typed when the new one points back to someone only the old one names", () => {
    expect(
      cleanRequest("a toast for my brother's wedding, no wait, for his 40th birthday, keep it funny").request,
    ).toBe("a toast for my brother's wedding, no wait, for his 40th birthday, keep it funny");
  });

  it("corrects a number named by its unit first, and a value restated after 'scratch that'", () => {
    expect(cleanRequest("booking for table 4 at 8pm, no wait table 7, its for 6 people").request).toBe(
      "booking for table 7 at 8pm, its for 6 people",
    );
    expect(
      cleanRequest(
        "bisque firing to cone 06 with a candling hold - sorry, actually make it cone 04, the pots are thick",
      ).request,
    ).toBe("bisque firing to cone 04 with a candling hold, the pots are thick");
    expect(
      cleanRequest(
        "a talk on the 1980s for the history club. scratch that, make it the 1970s, our members grew up then",
      ).request,
    ).toBe("a talk on the 1970s for the history club, our members grew up then");
  });

  it("corrects a number whose unit comes a few words after it, keeping the words between", () => {
    expect(
      cleanRequest("a quiz on knots for the scouts, 25 true or false questions. actually make it 12 questions").request,
    ).toBe("a quiz on knots for the scouts, 12 true or false questions");
  });

  it("reads a weekday before a date as no unit to correct by", () => {
    expect(
      cleanRequest("fixtures are sat 3rd, sat 17th and sun 25th. oops i meant sat 10th not 3rd, the 3rd is away")
        .request,
    ).toContain("sat 17th");
  });
});
