import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("letters, notes, replies and speeches are written for the people who read or hear them", () => {
  it("lays out a letter to someone the member knows without a formal letter's blocks", () => {
    const neighbour = promptFor(
      "email",
      "help me write a letter to the family next door asking them to trim their hedge, friendly",
    );
    expect(neighbour).not.toMatch(/formal letter/u);
    const niece = promptFor("email", "a letter to my niece for her 18th that she opens in ten years");
    expect(niece).not.toMatch(/formal letter/u);
    expect(promptFor("email", "letter to my bank disputing a charge of £49 on 3 March")).toMatch(/formal letter/u);
  });

  it("writes a formal letter as a letter, whoever else the member mentions", () => {
    const landlord = promptFor(
      "email",
      "formal letter to my landlord about damp in the kids room, my son has eczema and it's getting worse, reported twice since June",
    );
    expect(landlord).toMatch(/formal letter/u);
    expect(landlord).toMatch(/writer of clear, effective letters/u);
    expect(landlord).not.toMatch(/e-mail/u);
    expect(promptFor("email", "email my landlord about the damp, reported twice since June")).toMatch(/e-mail/u);
  });

  it("writes a note by hand and a card's words without a cast, and lets 'show, don't tell' add detail", () => {
    const note = promptFor(
      "message",
      "a thank you note for my son's teacher Mr Alvarez, end of year, he helped with reading",
    );
    expect(note).toMatch(/handwritten note/u);
    expect(note).not.toMatch(/types in a chat/u);
    expect(promptFor("message", "sorry text to my sister, nothing like a hallmark card")).toMatch(/types in a chat/u);
    expect(
      promptFor("creative-writing", "a few lines for my boss's leaving card, 12 years, loves cycling"),
    ).not.toMatch(/dialogue|characters/u);
    expect(
      promptFor(
        "rewrite",
        "make this paragraph less generic and warmer, my tutor says it's telling not showing: I love art.",
      ),
    ).not.toMatch(/Do not add new claims or details/u);
  });

  it("writes a LinkedIn About as prose, a review's reply in public, and a pet's caption without a call to action", () => {
    expect(
      promptFor("resume", "my LinkedIn about section, nurse moving into health tech, 120 words, first person"),
    ).toMatch(/short prose/u);
    const reply = promptFor("message", "respond to this review of my bike shop, 1 star, says we overcharged him");
    expect(reply).toMatch(/public reply/u);
    expect(reply).not.toMatch(/types in a chat/u);
    expect(
      promptFor(
        "message",
        "reply to this customer: \"where is my order?? I'll leave a bad review if it isn't here today\"",
      ),
    ).not.toMatch(/public reply/u);
    expect(promptFor("social-post", "cute caption for a photo of my beagle in the snow, for instagram")).not.toMatch(
      /call to action/u,
    );
  });

  it("gives a eulogy a speech's lines whatever its story mentions, and keeps a shortening to what the member keeps", () => {
    const eulogy = promptFor(
      "speech",
      "eulogy for my grandad, he loved the radio and never sent a greeting card in his life, 4 minutes",
    );
    expect(eulogy).toMatch(/specific stories/u);
    expect(eulogy).not.toMatch(/address the listener must note/u);
    expect(
      promptFor(
        "rewrite",
        "shorten our shop's story to 80 words, keep the year we opened and the bit about my mum: ...",
      ),
    ).not.toMatch(/keep every fact/u);
  });

  it("gives the words for a conversation the member asks how to have, and a first step for one they do not", () => {
    const decline = promptFor(
      "advice",
      "my friend asked me to be her bridesmaid and I have to say no, how do I say this without her thinking I don't care?",
    );
    expect(decline).toMatch(/words I could actually say/u);
    expect(decline).not.toMatch(/first concrete step/u);
    expect(promptFor("advice", "my flatmate never does the dishes and I'm fed up talking to her about it")).toMatch(
      /first concrete step/u,
    );
  });

  it("writes a letter that vouches for someone as first-hand facts, asking nothing of its reader", () => {
    const support = promptFor(
      "email",
      "my neighbour asked me for a character reference letter for her court date, I've known her 10 years, she coaches my son's team",
    );
    expect(support).toMatch(/first-hand facts/u);
    expect(support).not.toMatch(/what I ask for and by when/u);
    expect(promptFor("email", "letter to my bank disputing a charge of £49 on 3 March")).toMatch(
      /what I ask for and by when/u,
    );
  });

  it("keeps a chat message to a phone screen, but not a group's rules or announcement that holds every point", () => {
    expect(promptFor("message", "text my brother that I'll be late for dinner, train delayed")).toMatch(
      /phone screen/u,
    );
    const rules = promptFor(
      "message",
      "the rules post for our book club whatsapp group: no spoilers before the meeting, one book a month, host picks snacks, be kind",
    );
    expect(rules).not.toMatch(/phone screen/u);
    expect(
      promptFor("message", "pinned announcement for the allotment society chat about the water being off"),
    ).not.toMatch(/phone screen/u);
  });

  it("answers a review left on a listing in public, and asks no response of a milestone that seeks nothing", () => {
    const listing = promptFor(
      "message",
      'a guest left this on our Tripadvisor page, help me reply professionally: "room was cold"',
    );
    expect(listing).toMatch(/public reply/u);
    expect(listing).not.toMatch(/types in a chat/u);
    expect(promptFor("message", "an airbnb guest left us 3 stars for the noise, help me respond nicely")).toMatch(
      /public reply/u,
    );
    // An Airbnb booked for a trip is no listing answered in public.
    expect(
      promptFor(
        "message",
        "the bank flagged the £900 my friends sent me for our airbnb as income. I need to send a response saying it was repaid costs",
      ),
    ).not.toMatch(/public reply/u);
    const milestone = promptFor(
      "social-post",
      "linkedin post, I just qualified as a plumber after a 4 year apprenticeship, want to thank my boss Tane and the crew",
    );
    expect(milestone).not.toMatch(/prompt to respond/u);
    expect(
      promptFor("social-post", "linkedin post, I just qualified as a plumber, looking for work around Hamilton"),
    ).toMatch(/prompt to respond/u);
  });

  it("writes a letter by post to the member's family without an e-mail's subject or deadline", () => {
    const family = promptFor(
      "email",
      "my sons are grown and live abroad. I want to write them a letter, not an email, a real one by post, telling them I'm remarrying",
    );
    expect(family).toMatch(/effective letters/u);
    expect(family).not.toMatch(/subject line|by when/u);
    expect(promptFor("email", "letter to my son's head teacher asking for 3 days off for a funeral")).toMatch(
      /by when/u,
    );
  });

  it("tells a post about the member's own experience as a story, and keeps the ending the member sets", () => {
    const story = promptFor(
      "article",
      "blog post about how i got into wild swimming after my divorce, 1000 words, honest",
    );
    expect(story).toMatch(/my own story in the first person/u);
    expect(story).not.toMatch(/subheadings|what they will get/u);
    expect(
      promptFor("article", "blog post: 5 ways to cut your energy bill this winter, end with a short checklist"),
    ).not.toMatch(/short takeaway/u);
    const guide = promptFor("article", "blog post on how to winterise a caravan for first-time owners");
    expect(guide).toMatch(/subheadings/u);
    expect(guide).toMatch(/short takeaway/u);
    expect(guide).not.toMatch(/my own story/u);
  });

  it("writes the note a member wants to leave, not words to say", () => {
    const note = promptFor(
      "advice",
      "how do i tell the couple upstairs their washing machine at midnight keeps us awake? want to leave a note under their door",
    );
    expect(note).toMatch(/Write the words themselves/u);
    expect(note).not.toMatch(/words I could actually say/u);
    expect(promptFor("advice", "how do i tell the couple upstairs their washing machine keeps us awake")).toMatch(
      /words I could actually say/u,
    );
  });

  it("lays out for print only words the member will print, not a note that mentions a paw print", () => {
    expect(
      promptFor(
        "message",
        "thank you note to our midwife team, they sent a card with her tiny foot print, keep it short",
      ),
    ).not.toMatch(/Lay it out to be printed/u);
    expect(
      promptFor("message", "party invite for my son's class, we'll print it on cards: saturday 2pm at the park"),
    ).toMatch(/Lay it out to be printed/u);
  });

  it("writes a thank-you letter warmly, with no request to lead with or office letter's layout", () => {
    const thanks = promptFor(
      "email",
      "a thank you letter to the hospice nurses who looked after my mum, we'll hand it in with some flowers",
    );
    expect(thanks).not.toMatch(/main point or request|recipient's address|what I ask for/u);
    expect(promptFor("email", "email my boss asking for friday off, thanks")).toMatch(/main point or request/u);
  });

  it("writes a reference with every fact given, and a note through a door that invites a text back as a note", () => {
    const reference = promptFor(
      "email",
      "write a reference for our cleaner Rosa, 6 years with us, trusted with keys, careful with antiques, she's applying to a hotel",
    );
    expect(reference).toMatch(/first-hand facts/u);
    expect(reference).not.toMatch(/under about 200 words|what I ask for and by when/u);
    expect(
      promptFor(
        "message",
        "note to put through the new neighbours' door welcoming them, we're at number 12, they can text me on 07700 900123",
      ),
    ).not.toMatch(/the way a person types in a chat/u);
  });

  it("answers a review left on Google with its stars in public, not as a chat", () => {
    const google = promptFor(
      "message",
      'a customer left this on Google for our garage, need a reply from us: "Charged me for a part they never fitted" ★★☆☆☆',
    );
    expect(google).toMatch(/public reply/u);
    expect(google).not.toMatch(/types in a chat/u);
  });

  it("answers a customer's e-mail as one reply, not as a public review laid out for print", () => {
    const reply = promptFor(
      "message",
      "customer email about a cracked 3d printed vase, draft a reply, want to keep my 5 star rating on etsy",
    );
    expect(reply).not.toMatch(/public reply|to be printed|two alternative versions/u);
    expect(
      promptFor(
        "message",
        "how do i reply to this without sounding defensive, its public so future guests will see it",
      ),
    ).toMatch(/public reply/u);
  });

  it("gives feedback in a role-play when the member says, not at a 'stop' of the assistant's own", () => {
    const practice = promptFor(
      "role-play",
      "be a UK visa officer interviewing me for my spouse visa, ask me 8 questions then tell me what I answered badly",
    );
    expect(practice).not.toMatch(/'pause'|'stop'/u);
  });

  it("answers a quoted review that carries its rating in public", () => {
    const reply = promptFor(
      "message",
      'how do i reply to this without sounding defensive? we fitted his boiler last week\n\n"2 stars. Took all day and left a mess. Would not use again"',
    );
    expect(reply).toMatch(/public reply/u);
    expect(reply).not.toMatch(/types in a chat/u);
  });

  it("writes a chat message and a card asked together each for its medium, with no memory of someone never met", () => {
    const both = promptFor(
      "message",
      "condolence message for my colleague whose father passed away, one for the team whatsapp group and one for the card",
    );
    expect(both).toMatch(/the card as a few warm, specific sentences/u);
    expect(both).not.toMatch(/no subject line/u);
    expect(both).toMatch(/memory or quality only if I knew them/u);
    expect(both).not.toMatch(/offer one specific memory/u);
  });
});
