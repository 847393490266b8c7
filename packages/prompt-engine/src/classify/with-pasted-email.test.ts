import { describe, expect, it } from "vitest";

import { withPastedEmail } from "./with-pasted-email.ts";

describe("a reply to a pasted e-mail", () => {
  const thread = "From: Dana Lee\nSent: Monday 3 June\nSubject: Invoice 2231\n\nHi, the invoice is still open.";

  it("is an e-mail when the material carries an e-mail's headers", () => {
    expect(withPastedEmail("message", thread)).toBe("email");
    expect(
      withPastedEmail(
        "message",
        '"Hi Sara, can we push the demo to Monday? Thanks, Omar"',
        "reply to this, his email:",
      ),
    ).toBe("email");
  });

  it("is an e-mail, not a document, when the member asks to reply to a pasted thread", () => {
    const scope = "From: Karen\nHi! Can we add a booking page?\n---\nFrom: Me\nI can look into it.";
    expect(withPastedEmail("business-document", scope, "I need to reply to the last one, friendly but clear")).toBe(
      "email",
    );
    expect(withPastedEmail("neutral", thread, "how do I respond to this without sounding annoyed")).toBe("email");
    expect(withPastedEmail("business-document", thread, "turn this thread into a project brief")).toBe(
      "business-document",
    );
  });

  it("is an e-mail when the pasted text opens as a letter, signed or not", () => {
    const notice =
      '"Dear Valued Member, your gym membership will renew on 1 March at the new rate of $59. No action is needed."';
    expect(withPastedEmail("message", notice, "help me answer this, I want to cancel before it renews")).toBe("email");
    expect(withPastedEmail("advice", notice, "help me reply, I never agreed to a new rate")).toBe("email");
    expect(withPastedEmail("message", '"Dear all, the car park is closed on Friday."', "reply to this")).toBe("email");
    // The opening of a letter sent by chat still goes back the way it came.
    expect(withPastedEmail("message", notice, "they sent me this on whatsapp, help me reply")).toBe("message");
  });

  it("is an e-mail when a letter pasted with its heading line above the greeting is answered", () => {
    expect(
      withPastedEmail(
        "message",
        "Re: hedge at 4 Orchard Close\nDear Ms Bianchi, the hedge overhangs the footpath by 1.2m. Please cut it back by 30 June. Regards, Parish Clerk",
        "thats the letter the parish sent my mum, help me write back saying she's 84 and we've booked a gardener for 12 July",
      ),
    ).toBe("email");
  });

  it("leaves a message alone when the material is a chat or a note", () => {
    expect(withPastedEmail("message", "Dana: are we still on for 6?\nme: yes!")).toBe("message");
    expect(withPastedEmail("summary", thread)).toBe("summary");
  });

  it("is an e-mail when the member answers an e-mail they describe", () => {
    expect(
      withPastedEmail(
        "message",
        "",
        "A client emailed us angry about the translation. Write a reply that explains it kindly",
      ),
    ).toBe("email");
    expect(withPastedEmail("message", "", "text my sister that I'll be late")).toBe("message");
  });

  it("is the reply, not advice on it, when the member asks for help answering a pasted message", () => {
    const greg = '"Hi, rent will go from $1,650 to $1,900 when your lease renews June 1. -Greg"';
    expect(withPastedEmail("advice", greg, "my landlord sent this, help me respond: ask if he'd do $1,750")).toBe(
      "message",
    );
    expect(withPastedEmail("neutral", thread, "write a reply to this, polite")).toBe("email");
    expect(withPastedEmail("neutral", greg, "I need to reply to this email from HR but I'm annoyed")).toBe("email");
    expect(withPastedEmail("neutral", greg, "I want to write back something apologetic, I'm Sam in 4B")).toBe(
      "message",
    );
    expect(withPastedEmail("advice", greg, "is this increase even legal in Oregon?")).toBe("advice");
  });

  it("answers a message that came by a chat the way it came, greeting and sign-off or not", () => {
    const sister = '"Hi, are you still coming on Sunday? Let me know by tonight. Thanks, Ana"';
    expect(withPastedEmail("message", sister, "my sister sent me this on whatsapp, help me reply")).toBe("message");
    expect(withPastedEmail("email", sister, "she texted me this, help me answer, I can only come after 3")).toBe(
      "message",
    );
    expect(withPastedEmail("message", sister, "she sent me this, help me reply")).toBe("email");
    expect(withPastedEmail("email", sister, "she emailed me this after we spoke on whatsapp, help me reply")).toBe(
      "email",
    );
    // A chat that is not how the paste came says nothing of the reply.
    expect(withPastedEmail("email", "", "formal letter to my landlord, I first told him by text on 3 Feb")).toBe(
      "email",
    );
    expect(withPastedEmail("email", sister, "help me reply, and say people can WhatsApp me on 082 555 0143")).toBe(
      "email",
    );
  });

  it("answers no message when the member pastes code or what a program printed", () => {
    const code = "total = 0\nfor price in prices:\n    total = total + price\nprint('Total: ' + total)";
    const printed = 'Traceback (most recent call last):\n  File "shop.py", line 4\nTypeError: can only concatenate str';
    for (const material of [code, printed])
      expect(withPastedEmail("neutral", material, "help me understand this, don't just give me the answer")).toBe(
        "neutral",
      );
    const friend = "Hey, can you still lend me the tent for the weekend? Mo";
    expect(withPastedEmail("neutral", friend, "need an answer to this that says no nicely")).toBe("message");
    expect(withPastedEmail("question", friend, "just give me the answer, is it rude to say no?")).toBe("question");
  });

  it("is an e-mail when the pasted text opens with a greeting and closes on an e-mail's sign-off, headers or not", () => {
    const client =
      '"Hi Noor, loved the mock-ups! Could you also do the menu boards for the same fee? Kind regards, Petra"';
    expect(withPastedEmail("message", client, "help me reply, I charge extra for menus")).toBe("email");
    expect(withPastedEmail("advice", client, "help me respond, nicely")).toBe("email");
    expect(withPastedEmail("message", "hey are we still on for tonight? x", "help me reply")).toBe("message");
    expect(
      withPastedEmail(
        "message",
        '"Hi Sam, the deck needs new figures by Friday, can you? Cheers, Rob"',
        "help me reply",
      ),
    ).toBe("email");
    // Between rules drawn around the paste, signed with the sender's company.
    const ruled =
      "=====\nDear Tomasz,\nThe quote for the roof repair is higher than we planned. Could you do it for less?\nRegards,\nIrena (Kowalski Bakery)\n=====";
    expect(withPastedEmail("message", ruled, "help me answer, I can't go lower than 9000 zł")).toBe("email");
  });

  it("reads a letter quoted inside the request, greeting and sign-off, as one to answer by e-mail", () => {
    expect(
      withPastedEmail(
        "message",
        "",
        "the letting agent sent me this: 'Dear Ms Cole, your rent will rise by £85 from 1 May as per clause 4. Kind regards, Hollis Lettings' can you write a reply asking why",
      ),
    ).toBe("email");
    expect(withPastedEmail("message", "", "my sister texted 'can you take mum on sunday?' help me reply no")).toBe(
      "message",
    );
  });

  it("writes the reply asked as 'how should we respond?' to a pasted message", () => {
    expect(
      withPastedEmail(
        "neutral",
        '"2 stars. Waited 40 minutes for a table we had booked. Food fine, service slow."',
        "got this review on tripadvisor, how should we respond? we were two staff down that night",
      ),
    ).toBe("message");
  });

  it("writes a reply to a pasted letter as a text of its own, and reworks only the member's own draft", () => {
    const letter = "Dear Mr Osei, the gutter works at 14 Elm Row will start on 3 March. Regards, Harlow Property";
    expect(
      withPastedEmail("rewrite", letter, "^ got this from the agent. can you help me reply, i'm away that week"),
    ).toBe("email");
    expect(
      withPastedEmail("rewrite", letter, "here's my draft reply to the agent, can you help me reply more politely"),
    ).toBe("rewrite");
  });

  it("writes the form the member names for a message that came by text, and a reply asked as 'something to write'", () => {
    const notice = '"Keeping your bond for the broken blind and the oven. Won\'t be returning any of it."';
    expect(
      withPastedEmail("email", notice, "the agent texted me this. help me write a formal letter disputing it"),
    ).toBe("email");
    const sister = '"you never call mum anymore, i do everything for her and you just turn up at christmas"';
    expect(withPastedEmail("advice", sister, "my sister sent me this last night, help me write something calm")).toBe(
      "message",
    );
  });

  it("writes the reply a member wants to send to a pasted offer, not the offer reworked", () => {
    expect(
      withPastedEmail(
        "rewrite",
        '"We can offer you the role at £31,000 with a start date of 3 March."',
        "the recruiter sent me this. i want to reply and ask for 33k, please keep the email short",
      ),
    ).toBe("email");
  });

  it("answers a signed complaint, or a client's message to the member's business, by e-mail unless a chat is named", () => {
    const signed = "The bike I bought on Saturday has a bent wheel and nobody answers the phone. Sort it out.\n- Priya";
    expect(withPastedEmail("neutral", signed, "help me reply, calm and short")).toBe("email");
    const unsigned = "the tiles you fitted have already cracked along the edge, come back and fix them";
    expect(withPastedEmail("advice", unsigned, "a client sent this to my tiling business, help me reply")).toBe(
      "email",
    );
    expect(withPastedEmail("advice", unsigned, "a client sent this on instagram, help me reply")).toBe("message");
  });

  it("writes the complaint or objection the member sends in answer to a pasted letter", () => {
    const letter =
      "Dear Resident,\nBin collections on your street move to Tuesdays from 1 July.\nRegards\nWaste Services";
    expect(withPastedEmail("neutral", letter, "i want to send a complaint about this, we were never asked")).toBe(
      "email",
    );
  });

  it("is an e-mail when the paste opens on a subject line or came into an inbox", () => {
    expect(
      withPastedEmail(
        "neutral",
        "Subject: parking permit\nhello i moved to flat 6 last month, can i get a permit for my van, thanks Rhona",
        "need a reply to this, we only give permits for cars under 2.5 tonnes",
      ),
    ).toBe("email");
    expect(
      withPastedEmail(
        "message",
        "hiya is the hall free on the 12th for a christening do, about 40 people, Mel",
        "this landed in the parish office inbox, can you write a reply, it's booked that day",
      ),
    ).toBe("email");
    expect(
      withPastedEmail(
        "message",
        "hiya is the hall free on the 12th for a christening do, about 40 people, Mel",
        "she messaged the hall's facebook page, can you write a reply, it's booked that day",
      ),
    ).toBe("message");
  });

  it("is an e-mail when a business answers a customer's pasted complaint that came by no chat", () => {
    const complaint = '"Our ferry left 40 minutes late, nobody told us why and we missed our connection in Split."';
    expect(
      withPastedEmail(
        "message",
        complaint,
        "help me answer this complaint, we run the island ferry, we can offer a voucher",
      ),
    ).toBe("email");
    expect(
      withPastedEmail(
        "message",
        complaint,
        "help me answer this complaint she left on our facebook page, we run the ferry",
      ),
    ).toBe("message");
  });
});
