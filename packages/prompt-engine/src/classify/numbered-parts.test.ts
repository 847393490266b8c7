import { describe, expect, it } from "vitest";

import { analyzeRequest, refineRequest } from "../engine.ts";
import { deliverableParts, numberedParts } from "./numbered-parts.ts";

describe("numbered parts of a request", () => {
  it("splits the asks a request numbers, in order", () => {
    expect(numberedParts("3 things: 1) a name for the club 2) five books, nothing long 3) a short note")).toEqual([
      "a name for the club",
      "five books, nothing long",
      "a short note",
    ]);
    expect(numberedParts("can you:\n1. summarise the notes\n2. draft an email to Sam")).toEqual([
      "summarise the notes",
      "draft an email to Sam",
    ]);
  });

  it("finds none in one ask, a single number, or numbers out of order", () => {
    expect(numberedParts("write an email to my boss about friday")).toEqual([]);
    expect(numberedParts("version 2. of the logo, make it blue")).toEqual([]);
    expect(numberedParts("rank these: 3) cats 1) dogs")).toEqual([]);
  });

  it("finds none in the points of one letter: what the member wants someone else to do", () => {
    expect(
      deliverableParts(
        "write a complaint to the care home manager. I want them to (1) investigate, (2) put a plan in place for storing her glasses, and (3) pay for new ones",
      ),
    ).toEqual([]);
    expect(
      deliverableParts(
        "letter to the council asking them to: 1. fix the streetlight 2. trim the hedge 3. reply in writing",
      ),
    ).toEqual([]);
  });

  it("finds none in the points one e-mail or letter asks or says", () => {
    expect(
      numberedParts(
        "an email to the school office asking for two things: 1) a copy of the trip letter 2) whether the coach leaves at 8",
      ),
    ).toEqual([]);
    expect(
      numberedParts(
        "Write a short letter to the garage about my car. I've read the invoice and want to ask: 1) why the labour is 3 hours 2) where the old part went",
      ),
    ).toEqual([]);
    expect(numberedParts("can you: 1) draft an email to Sam 2) list the risks")).toHaveLength(2);
  });

  it("joins a part that adds to the deliverable before it, and keeps the others apart", () => {
    expect(
      deliverableParts(
        "1) a letter to the council about the bins 2) in that letter also ask about the street light 3) a short text to my neighbour Ana",
      ),
    ).toEqual([
      "a letter to the council about the bins in that letter also ask about the street light",
      "a short text to my neighbour Ana",
    ]);
    expect(deliverableParts("1. a product description for the mug 2. an Instagram version of it")).toEqual([
      "a product description for the mug an Instagram version of it",
    ]);
    expect(deliverableParts("1) a name for the bakery 2) a slogan 3) a short bio")).toHaveLength(3);
  });

  it("joins a condition on the deliverable, or choices for a piece of it, to that deliverable", () => {
    expect(
      deliverableParts(
        "Can you:\n1. write a toast split between two people so we alternate\n2. include the story about how dad proposed at a Denny's\n3. keep it under 4 min\n4. give me a couple options for the closing line",
      ),
    ).toHaveLength(1);
    expect(
      deliverableParts(
        "1) a blog post on composting at home 2) no jargon 3) three titles for it 4) end with a question",
      ),
    ).toHaveLength(1);
    expect(
      deliverableParts("1) an email to the landlord about the leak 2) a text to my flatmate 3) names for the bakery"),
    ).toHaveLength(3);
  });

  it("reads what a letter demands as that letter's points", () => {
    expect(
      numberedParts(
        "write a letter to the bus company demanding (1) an apology, (2) a refund of my £12 fare and (3) a route fix",
      ),
    ).toEqual([]);
  });

  it("finds the points of one piece named first, not asks of their own", () => {
    expect(
      numberedParts(
        "Message for the swim club parents group. 1) caps are compulsory from Monday 2) no parents on poolside 3) gala on the 9th, need timekeepers",
      ),
    ).toEqual([]);
    expect(numberedParts("Email to the committee: 1) the AGM moves to May 2) subs go up by £5")).toEqual([]);
    expect(numberedParts("3 things: 1) a message for the parents group 2) a poster 3) a raffle list")).toHaveLength(3);
  });

  it("reads pieces asked for one after another in a running sentence, but not inside a quotation", () => {
    const request =
      "write the welcome talk for our open day, 5 minutes, and then a short sign for the entrance, and also a few answers for the volunteers";
    expect(deliverableParts(request)).toEqual([
      "write the welcome talk for our open day, 5 minutes",
      "a short sign for the entrance",
      "a few answers for the volunteers",
    ]);
    expect(refineRequest(request)?.prompt).toMatch(/Give each piece I ask for in turn, under its own heading/u);
    expect(deliverableParts("shorten this: 'we sell jam and also a few chutneys at the market'")).toEqual([]);
  });

  it("reads a bulleted list under a line that ends on 'can you do' as asks, colon or not", () => {
    expect(
      deliverableParts(
        "we've got wasps in the school roof. can you do\n- a letter to parents about the closure on friday\n- a checklist for the caretaker",
      ),
    ).toEqual(["a letter to parents about the closure on friday", "a checklist for the caretaker"]);
  });

  it("counts a numbered part that asks for something of its own as a deliverable, kind or no kind", () => {
    const request =
      "for the club 10k next sunday\n1) can you work out the even split per km for 50 minutes\n2) write a short whatsapp message to my pacing group";
    expect(analyzeRequest(request)?.partKinds).toEqual(expect.arrayContaining(["neutral", "message"]));
    expect(refineRequest(request)?.prompt).toMatch(/Answer each numbered part in turn/u);
    // Numbered conditions of one piece describe it: they are no deliverables.
    expect(
      analyzeRequest("write a poem 1) about the sea 2) in the style of a sea shanty 3) no more than 12 lines")
        ?.partKinds,
    ).toEqual([]);
  });

  it("reads a list of points for one piece asked 'all in one email' as no separate deliverables", () => {
    expect(
      analyzeRequest(
        "for our choir i need:\n- a welcome email for new altos starting 5 may\n- what to bring (water, a pencil)\n- a line about the £30 termly sub\nall in one email pls, short",
      )?.partKinds,
    ).toEqual([]);
  });

  it("reads bullets under 'i need a few bits' as asks, each piece a deliverable", () => {
    const request =
      "the pool opens on the 3rd and i need a few bits\n- a sign for the reception desk about the new prices\n- a whatsapp message to the swim teachers about the new rota\n- a reply to a man who emailed about the changing rooms";
    expect(deliverableParts(request)).toHaveLength(3);
    expect(analyzeRequest(request)?.partKinds.length).toBeGreaterThanOrEqual(2);
  });

  it("reads pieces listed after one ask, comma by comma to the last after 'and', as deliverables, brackets and all", () => {
    const request =
      "the food bank is moving. could you write a poster for the new site (Unit 4, Mill Street, from 2 June), the email to our volunteers about the move, and a checklist for the van drivers on moving day";
    expect(deliverableParts(request)).toEqual([
      "a poster for the new site (Unit 4, Mill Street, from 2 June)",
      "the email to our volunteers about the move",
      "a checklist for the van drivers on moving day",
    ]);
    expect(refineRequest(request)?.prompt).toMatch(/Give each piece I ask for in turn, under its own heading/u);
    // What one e-mail says, listed: no pieces of their own.
    expect(
      deliverableParts(
        "write an email to the caretaker saying the sink, the radiator, and the fire door in hall 2 are broken",
      ),
    ).toEqual([]);
  });

  it("counts pieces that differ by name as several deliverables, however alike their fragments read", () => {
    const request =
      "those are my notes from the parish council meeting, can you turn them into proper minutes for the website and also an email to the clerk about the two things we didn't agree";
    expect(analyzeRequest(request)?.partKinds.length).toBeGreaterThanOrEqual(2);
    expect(refineRequest(request)?.prompt).toMatch(/Give each piece I ask for in turn/u);
  });

  it("reads pieces listed bare after 'I need:' as deliverables, the last after 'and'", () => {
    expect(
      deliverableParts(
        "we make cider in Herefordshire. I need: tasting notes for our 3 ciders, shelf label text for the perry, and an email to a pub chain in Bristol",
      ),
    ).toHaveLength(3);
  });

  it("reads a knockout draw listed among other pieces as a deliverable of its own", () => {
    expect(
      deliverableParts(
        "darts league finals night on 4 april. need a facebook post, a rules sheet for the board, and a knockout draw for 8 teams with start times",
      ),
    ).toHaveLength(3);
  });

  it("reads 'and write a…' after another ask as a piece of its own", () => {
    expect(
      deliverableParts(
        "can you redo the seating plan so the twins sit apart and write a short note to their mum explaining why",
      ),
    ).toEqual(["can you redo the seating plan so the twins sit apart", "a short note to their mum explaining why"]);
    expect(deliverableParts("write a short note to their mum and make it warm")).toEqual([]);
  });

  it("reads parts lettered a), b), c) as numbered parts", () => {
    const request =
      "swim gala on the 12th, need a) a poster for the foyer b) a rota for timekeepers c) an email to parents";
    expect(deliverableParts(request)).toHaveLength(3);
    expect(refineRequest(request)?.prompt).toMatch(/Answer each lettered part in turn/u);
  });

  it("drops a part the member takes back, and answers the rest as pieces", () => {
    const request =
      "for the fete I need a) a poster b) a raffle rules sheet c) a thank you note to sponsors, actually forget b, the pta has one";
    expect(numberedParts(request)).toHaveLength(2);
    expect(refineRequest(request)?.prompt).toMatch(/Give each piece I ask for in turn/u);
  });

  it("reads a paragraph, a routine and some tips listed after one ask as pieces, counts and all", () => {
    expect(
      deliverableParts(
        "for our yoga studio can you give me: a welcome paragraph for the website, a 10 min breathing routine for beginners, and some tips for nervous first timers",
      ),
    ).toHaveLength(3);
  });

  it("reads the last piece of a list joined by 'and' without a comma as a piece of its own", () => {
    expect(
      deliverableParts(
        "can you write a poster for the fete, a rota for the cake stall and a thank you note to the sponsors",
      ),
    ).toHaveLength(3);
    expect(
      deliverableParts(
        "Need: an instagram caption, a list of what to bring, a FAQ with 6 questions (cost, gear, age) and an email template",
      ),
    ).toHaveLength(4);
  });

  it("reads ', then a…' and ', and a…' before a piece named as pieces of their own", () => {
    expect(
      deliverableParts(
        "for the swim club write what each squad costs, then a poster for the leisure centre, and a short list of rules for the changing rooms",
      ),
    ).toHaveLength(3);
  });

  it("reads parts numbered with bare numbers before their articles, and only a whole run of them", () => {
    expect(
      numberedParts(
        "for our netball club need 3 things. 1 a letter to parents about fees 2 a 6 week training plan 3 a short insta caption",
      ),
    ).toHaveLength(3);
    expect(numberedParts("we train 2 nights a week and have 1 a month off")).toEqual([]);
  });
});
