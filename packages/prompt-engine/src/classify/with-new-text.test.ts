import { describe, expect, it } from "vitest";

import { withNewText } from "./with-new-text.ts";

describe("a new text asked for where the classifier read a rework", () => {
  it("is the medium's kind when nothing is pasted", () => {
    expect(withNewText("rewrite", "can u help me word a text to my landlord saying the heating is off", "")).toBe(
      "message",
    );
    expect(withNewText("rewrite", "help me write an email to the school that wont sound angry", "")).toBe("email");
  });

  it("takes 'to post' as a verb, not a post to write", () => {
    expect(withNewText("neutral", "Write a notice to post in the lobby about the water shut-off on Tuesday", "")).toBe(
      "neutral",
    );
  });

  it("stays a rework with a draft pasted, or with no new text asked for", () => {
    expect(withNewText("rewrite", "help me word a text to my landlord:", "hi the heating is off again")).toBe(
      "rewrite",
    );
    expect(withNewText("rewrite", "make my cover letter sound more confident", "")).toBe("rewrite");
    expect(withNewText("email", "write an email to my boss", "")).toBe("email");
  });

  it("is the medium's kind for a situation told at length that asks for the text alone", () => {
    const apology = "i missed my brother's wedding speech rehearsal and he's upset, help me write a text saying sorry";
    expect(withNewText("advice", apology, "")).toBe("message");
    expect(withNewText("neutral", "could you draft a letter to the council about the potholes on Elm Road", "")).toBe(
      "email",
    );
  });

  it("stays advice when the member also asks what to do", () => {
    for (const request of [
      "my landlord kept my deposit, what are my options, and can you draft a letter to him",
      "should i write a letter to the school or just call them about the bullying",
    ])
      expect(withNewText("advice", request, "")).toBe("advice");
  });

  it("takes a speech the member has to give as the speech, however long the situation told before it", () => {
    expect(
      withNewText(
        "advice",
        "my best friend Tom passed away in May and his family asked me to give the eulogy, he loved sailing, 4 minutes",
        "",
      ),
    ).toBe("speech");
  });

  it("is no rework when a new part of a document is asked for and nothing is there to rework", () => {
    expect(
      withNewText("rewrite", 'I need the "Executive Summary" for our school garden funding bid, 200 words', ""),
    ).toBe("neutral");
    expect(withNewText("rewrite", "make my bio shorter and less stiff", "")).toBe("rewrite");
    expect(withNewText("rewrite", 'my tagline is "fresh bread every single day", give me 3 options', "")).toBe(
      "rewrite",
    );
  });

  it("is a new text when the paste is an example of what to avoid or aim for", () => {
    const old = "Dear Members, Attendance at the AGM is required. Failure to attend will be noted.";
    expect(
      withNewText(
        "rewrite",
        "write a new email inviting members to the agm, the old one is here as an example of what not to do",
        old,
      ),
    ).toBe("email");
    expect(
      withNewText("rewrite", "this years invite pls, here's the last one for reference, it was way too cold", old),
    ).toBe("neutral");
    expect(withNewText("rewrite", "make this warmer and shorter", old)).toBe("rewrite");
  });

  it("reworks prose pasted with no question beside it, and turns a paste into something new as read", () => {
    const verse = "The tide goes out, the tide comes in,\nand I am standing where we've been.";
    expect(withNewText("neutral", "last verse of my poem, can you make it sharper but keep the rhymes", verse)).toBe(
      "rewrite",
    );
    expect(withNewText("neutral", "turn this into a caption for my beach photo and make it shorter", verse)).toBe(
      "neutral",
    );
    expect(withNewText("neutral", "can you make it sharper? is the rhyme too obvious", verse)).toBe("neutral");
  });

  it("reads a draft to smooth for reading out loud as a speech", () => {
    const draft = "Auntie Rose ran the corner shop for forty years. She knew every child's name and every dog's.";
    expect(
      withNewText(
        "neutral",
        "memorial for my aunt on sunday, this is my draft, help it flow better, 3 minutes out loud",
        draft,
      ),
    ).toBe("speech");
    expect(withNewText("neutral", "this is the about section of my shop's page, help it flow better", draft)).toBe(
      "rewrite",
    );
  });

  it("reworks nothing in rows of figures to work out, nor in a letter that came to the member to answer", () => {
    const rows = "Date,Item,Bank,Books\n02/05,Card sales,610.00,610.00\n04/05,Rent,-900.00,-990.00";
    expect(withNewText("neutral", "my books dont match the bank, walk me through it and fix it", rows)).toBe("neutral");
    const notice =
      "Dear Resident,\nWe will close the footpath behind Mill Lane for twelve weeks from 3 June while the bridge is rebuilt.\nRegards\nHighways Team";
    expect(
      withNewText("neutral", "they sent this round, i want to send a complaint, make it sound calm and firm", notice),
    ).toBe("neutral");
  });

  it("writes a new text to others about a pasted decision, not the decision reworked", () => {
    const minute = "'The committee resolved that from 1 May dogs shall not be permitted in the pavilion at any time.'";
    expect(
      withNewText(
        "rewrite",
        "can you write a friendly note to the 20 members explaining this, some have brought dogs for years",
        minute,
      ),
    ).toBe("message");
    expect(withNewText("rewrite", "can you make this sound friendlier", minute)).toBe("rewrite");
  });

  it("makes a new form of a pasted text, not a revision of it, when asked to turn it into a checklist", () => {
    const letter = "Dear Parents, the trip is on 3 June. Bring a packed lunch and a coat. Forms back by 20 May.";
    expect(withNewText("rewrite", "can you turn this into a checklist for the fridge", letter)).toBe("neutral");
    expect(withNewText("rewrite", "can you make this sound friendlier", letter)).toBe("rewrite");
  });

  it("writes a new letter to someone about pasted rules, not a revision of the rules", () => {
    const rules =
      "Clause 4: No pets without written consent.\nClause 9: Bins must be taken in within 24 hours of collection.";
    expect(
      withNewText(
        "neutral",
        "those are from our tenancy agreement. i need to write to the tenant in flat 2 who broke both, a first warning letter, not too harsh",
        rules,
      ),
    ).toBe("email");
    expect(withNewText("neutral", "these rules sound too harsh, can you soften them", rules)).toBe("rewrite");
  });

  it("reads 'make a post' as a social post, and a blog post as none", () => {
    expect(withNewText("neutral", "make a fb post for our bike shop, spring sale, 20% off all helmets", "")).toBe(
      "social-post",
    );
    expect(withNewText("neutral", "write a blog post on our spring sale for the shop website", "")).toBe("neutral");
  });

  it("reads a eulogy the member needs as a speech", () => {
    expect(
      withNewText("neutral", "need a eulogy for my grandad who drove buses in Dundee for 40 years, 3 mins", ""),
    ).toBe("speech");
  });

  it("reads a question about a quoted text as no rewrite of it", () => {
    expect(
      withNewText(
        "rewrite",
        'the ref wrote in the report: "player 7 dissent, yellow" is that a sin bin or just a booking??',
        "",
      ),
    ).toBe("neutral");
  });
});
