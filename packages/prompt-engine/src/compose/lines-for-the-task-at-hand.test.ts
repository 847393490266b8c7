import { describe, expect, it } from "vitest";

import { refineRequest } from "../engine.ts";
import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";
import { cleanRequest } from "../text/clean-request.ts";

describe("lines fit the task at hand, not the template's usual one", () => {
  it("keeps a role-play's own end for feedback said as 'out of character' or 'what I missed'", () => {
    const guest = promptFor(
      "role-play",
      "be a retired fisherman i'm interviewing for my podcast, short answers. after 8 questions tell me which follow ups i missed",
    );
    expect(guest).toMatch(/give feedback only when and in the form I asked for/u);
    expect(guest).not.toMatch(/'pause'|'stop'/u);
  });

  it("builds no shift routine for a member weighing a choice about their shifts", () => {
    expect(
      tipsFor(
        "advice",
        "I work rotating night shifts as a paramedic, 4 on 4 off. is it better to keep a night routine on my days off or switch back to days",
      ),
    ).not.toMatch(/around the shift pattern/u);
    expect(
      tipsFor("plan", "weekly routine for cooking and sleep around my rotating night shifts as a paramedic"),
    ).toMatch(/around the shift pattern/u);
  });

  it("writes a newsletter's items in their own order, without a single request up front", () => {
    const newsletter = promptFor(
      "email",
      "turn these club notes into our monthly email newsletter for subscribers, chatty: new kit, fixtures, thanks to the volunteers",
    );
    expect(newsletter).not.toMatch(/main point or request in the first two sentences|one clear next step/u);
    expect(newsletter).toMatch(/Lead with the one update readers care about most/u);
  });

  it("plans a lesson taught by doing with what to say and do, not an answer key", () => {
    const lesson = promptFor(
      "lesson-material",
      "lesson plan for a 45 min beginners pottery class for retirees, first week, wheel throwing basics",
    );
    expect(lesson).toMatch(/what I say and show at each step/u);
    expect(lesson).not.toMatch(/answer key/u);
    expect(promptFor("lesson-material", "lesson plan on fractions for year 5, 50 minutes")).toMatch(/answer key/u);
  });

  it("lays out a procedure on paper as documents, offices and fees, not tools and safety warnings", () => {
    const visa = promptFor(
      "how-to",
      "how do i apply for a visa for my mum to visit us in canada, she's in the philippines and retired",
    );
    expect(visa).toMatch(/documents, forms and fees/u);
    expect(visa).not.toMatch(/tools, materials|safety warnings/u);
    expect(tipsFor("how-to", "how do i renew my passport, im in the uk")).not.toMatch(/differ by country/u);
  });

  it("reads contract terms the member is offered: what they mean, whether they hold, what to ask to change", () => {
    const terms = promptFor(
      "advice",
      "theres a clause in my lease saying i pay for all repairs over 100 dollars, is that normal and can i ask them to change it",
    );
    expect(terms).toMatch(/Explain the terms in plain words/u);
    expect(terms).not.toMatch(/how common it is and why|first concrete step/u);
  });

  it("answers each point of a bulleted list of asks under its own heading", () => {
    const { prompt } = refineRequest(
      "first time hosting thanksgiving for 12, questions:\n- how big a turkey and when to thaw it\n- a timeline for the day\n- a polite text asking people to bring a side",
    )!;
    expect(prompt).toMatch(/Answer each point of my list in turn/u);
  });

  it("takes a ticket pasted with its headers under the member's words as the material, its message too", () => {
    const { request, material } = cleanRequest(
      "please draft a calm reply to this, the refund went out yesterday already\n\nCase 2231\nFrom: Tom Reyes\nSubject: where is my refund\n\nI was promised a refund two weeks ago and I still have nothing.",
    );
    expect(request).toBe("please draft a calm reply to this, the refund went out yesterday already");
    expect(material).toMatch(/^Case 2231\nFrom: Tom Reyes[\s\S]*I still have nothing\.$/u);
  });

  it("lets a sheet made from notes say what is normal, and reads 'don't make it sound…' as no rewrite", () => {
    const { prompt } = refineRequest(
      "Max - 4yo lab, neutered today\nsutures out in 10 days\ncone on at night\n\nabove is the vets note. turn it into an aftercare sheet for the owner with what's normal and when to call us, don't make it sound clinical",
    )!;
    expect(prompt).not.toMatch(/add none of your own/u);
  });

  it("gives a quiz played in rounds for a club night a quizmaster's answers, not a tutor's", () => {
    const quiz = promptFor(
      "quiz",
      "quiz for our scouts camp night, 3 rounds: films, animals and a picture round, answers at the end",
    );
    expect(quiz).toMatch(/a quizmaster can check at once/u);
    expect(quiz).not.toMatch(/common mistakes|apply the idea/u);
  });

  it("keeps a pasted advert's title lines with it when the member's words point back to it", () => {
    const { request, material } = cleanRequest(
      "Kitchen Porter (Full-Time)\nThe Old Bell, Ludlow\n£11.50/hr\n\nWe are seeking a reliable individual to join our busy kitchen team and support our chefs.\n\nthats the job ad my manager wrote, can you make it sound less stiff, under 150 words",
    );
    expect(material).toMatch(/^Kitchen Porter \(Full-Time\)[\s\S]*support our chefs\.$/u);
    expect(request).toBe("thats the job ad my manager wrote, can you make it sound less stiff, under 150 words");
  });

  it("applies the UK's rule for faulty goods to a fault, and the distance-selling rule to a change of mind", () => {
    expect(
      tipsFor(
        "email",
        "my new washing machine is faulty after 6 weeks, shop says contact the manufacturer, i'm in the UK, want a refund or repair",
      ),
    ).toMatch(/Consumer Rights Act 2015/u);
    expect(
      tipsFor(
        "email",
        "my new washing machine is faulty after 6 weeks, shop says contact the manufacturer, i'm in the UK, want a refund or repair",
      ),
    ).not.toMatch(/distance-selling/u);
    expect(tipsFor("email", "ordered boots online from a uk shop last week, changed my mind, want a refund")).toMatch(
      /distance-selling/u,
    );
  });

  it("writes the e-mail a member asks for over the letter they refuse, and an auto-reply with no subject or next step", () => {
    const email = promptFor("email", "cancel my broadband contract, i moved abroad, keep it short. email not letter");
    expect(email).not.toMatch(/Lay it out as a formal letter/u);
    const away = promptFor(
      "email",
      "out of office reply for my florist shop, closed 1-7 aug, back on the 8th, max 50 words",
    );
    expect(away).not.toMatch(/subject line|one clear next step/u);
  });

  it("gives a square podcast cover no book's ratio, and a workplace notice no game's rules", () => {
    expect(
      tipsFor(
        "image-prompt",
        "cover art for a kids bedtime story podcast called 'Owl Tales'. square 3000x3000. a sleepy owl on a crescent moon, cosy picture book style. leave space at the bottom for the title",
      ),
    ).not.toMatch(/2:3/u);
    expect(
      tipsFor(
        "explanation",
        "we're moving from 3 rotating shifts to 4 on 4 off, people are not happy. a short notice for the breakroom board explaining the change in plain english. overtime rules stay the same",
      ),
    ).not.toMatch(/how the game finishes/u);
  });

  it("keeps writing out of a picture the member will letter themselves", () => {
    expect(
      promptFor(
        "image-prompt",
        "poster art of a hot air balloon over fields, leave room at the top but dont put any writing in it",
      ),
    ).toMatch(/no text or letters of any kind/u);
  });

  it("ends a cold e-mail on a small ask with no deadline", () => {
    const cold = promptFor(
      "email",
      "cold email to local gyms offering my sports massage services, short and not pushy",
    );
    expect(cold).toMatch(/one small, easy ask/u);
    expect(cold).not.toMatch(/by when/u);
  });

  it("keeps a 'like' that gives an example after a comma", () => {
    expect(cleanRequest("explain tides simply, with an example she would get, like the beach at Whitby").request).toBe(
      "explain tides simply, with an example she would get, like the beach at Whitby",
    );
    expect(cleanRequest("i need like an email to the school").request).toBe("i need an email to the school");
  });

  it("lays a plan out by periods only where the member has not set the table's columns", () => {
    expect(
      promptFor("plan", "a watering schedule for my greenhouse as a table with bed, litres, time of day and feed"),
    ).not.toMatch(/period by period/u);
    expect(promptFor("plan", "a 6 week plan to get my allotment ready for spring")).toMatch(/period by period/u);
  });

  it("ends words said at a committal or a burial with a farewell, not a toast", () => {
    const committal = promptFor(
      "speech",
      "words for the committal at the crematorium for my uncle Ray, 2 minutes, he kept bees and sang in the choir",
    );
    expect(committal).not.toMatch(/a toast, a thank-you, a call/u);
    expect(committal).toMatch(/close with a few words of farewell/u);
  });

  it("lays a rota out as a table only where the member has not asked for a list", () => {
    expect(
      promptFor(
        "plan",
        "a rota for the church flowers in may, 4 sundays, 6 of us, just a simple list for the notice sheet",
      ),
    ).not.toMatch(/as a table of dates/u);
    expect(promptFor("plan", "a rota for the church flowers in may, 4 sundays, 6 of us")).toMatch(
      /as a table of dates/u,
    );
  });

  it("staffs a rota filled by a head count post by post, with no one's turns to count", () => {
    const posts = promptFor(
      "plan",
      "stewards roster for the harbour regatta, gate, car park and slipway, 2 shifts, we have about 24 volunteers",
    );
    expect(posts).toMatch(/how many people each post needs per shift/u);
    expect(posts).not.toMatch(/how many each person gets/u);
  });

  it("gives an outline asked for alone its parts and minutes, not a script to say aloud", () => {
    const outline = promptFor(
      "speech",
      "an outline for my brother's best man speech, 5 minutes, he loves fishing, outline only not the full speech",
    );
    expect(outline).toMatch(/Give the outline only/u);
    expect(outline).not.toMatch(/Write for the ear|mark pauses/u);
    expect(promptFor("speech", "my brother's best man speech, 5 minutes, he loves fishing")).toMatch(
      /Write for the ear/u,
    );
  });

  it("gives the words to explain something to someone else, not a lesson for the member", () => {
    const words = promptFor(
      "explanation",
      "how do i explain to a client why their boiler service costs more this year, just a couple of sentences i can say at the door",
    );
    expect(words).toMatch(/Give the words I can say to them/u);
    expect(words).not.toMatch(/misconceptions|where the analogy breaks down/u);
    expect(promptFor("explanation", "explain how a combi boiler heats water on demand")).toMatch(/misconceptions/u);
  });

  it("keeps a message made from a pasted schedule for a group whole and in one version", () => {
    const broadcast = promptFor(
      "message",
      "turn this into a whatsapp message for the choir group, remind them to bring black folders",
      "Date | Time | Where\nMon 3 Nov | 7pm | Church hall\nMon 10 Nov | 7pm | Cathedral",
    );
    expect(broadcast).not.toMatch(/a few lines a phone screen shows|two alternative versions/u);
    expect(promptFor("message", "a text to my sister saying i'll be late for dinner")).toMatch(
      /two alternative versions/u,
    );
  });
});
