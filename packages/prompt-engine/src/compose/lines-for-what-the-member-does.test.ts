import { describe, expect, it } from "vitest";

import { refineRequest } from "../engine.ts";
import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("lines fit what the member is actually doing", () => {
  it("fixes a device's trouble by steps on the screen, not by a diff and a test", () => {
    const phone = promptFor(
      "debugging",
      "my iphone wont back up to icloud, says 'the last backup could not be completed', tried twice, what do i do",
    );
    expect(phone).toMatch(/numbered steps: where to click or what to type/u);
    expect(phone).toMatch(/hand it to a technician or IT/u);
    expect(phone).not.toMatch(/diff|a test or a guard|which file, which line/u);
    // Code the member writes is fixed as code, whatever machine it runs on.
    const script = promptFor(
      "debugging",
      "my python script crashes on my windows laptop with KeyError: 'date', it worked yesterday",
    );
    expect(script).toMatch(/smallest change that fixes it/u);
    expect(
      tipsFor("debugging", "the printer at work fails to print since the update, says driver unavailable"),
    ).not.toMatch(/between the two environments/u);
    expect(tipsFor("debugging", "the app works locally but fails on the production server after deploy")).toMatch(
      /between the two environments/u,
    );
  });

  it("writes each version of a query the member wants compared, and how to tell which is faster", () => {
    const versions = promptFor(
      "sql",
      "products that were never sold, mysql. show me the subquery way and the join way, which one is better",
    );
    expect(versions).toMatch(/Write each version I ask for/u);
    expect(versions).toMatch(/query plan/u);
    expect(versions).not.toMatch(/Write one query/u);
  });

  it("keeps feedback to the rhythm a role-play's member sets, after each answer", () => {
    const interview = promptFor(
      "role-play",
      "be the landlord interviewing me as a tenant, one question at a time, then tell me what was weak about my answer",
    );
    expect(interview).toMatch(/give feedback only when and in the form I asked for/u);
    expect(interview).not.toMatch(/When I write 'stop'/u);
  });

  it("explains results the member asks to understand, without a step for this week or worrying answers", () => {
    const results = promptFor(
      "advice",
      "my bloodwork says ferritin 9 and b12 180, explain what these mean in plain english and what to ask my gp",
    );
    expect(results).toMatch(/what my results or symptoms usually mean in plain words/u);
    expect(results).not.toMatch(/first concrete step|a worrying one/u);
  });

  it("lets a neutral answer bring in what a term means, beside the member's notes", () => {
    const { prompt } = refineRequest(
      "notes from the bank call, theyre a mess:\n\n- escrow shortage $412\n- new payment from march\n- can spread over 12 mo\n\nturn these into a checklist with dates. also what even is an escrow shortage",
    )!;
    expect(prompt).not.toMatch(/Work only from the material/u);
  });

  it("keeps the member's own list of things to ask as their request, however it is introduced", () => {
    const { prompt } = refineRequest(
      "couple of garden things:\n1) the shed door sticks in wet weather\n2) moss all over the lawn, how do i get rid of it for good\n3) whats a decent cheap mower for a small yard",
    )!;
    expect(prompt).toContain("## My request\ncouple of garden things:\n1) the shed door");
    expect(prompt).not.toMatch(/```/u);
  });

  it("names watercolour's traits without a paper colour that would overrule the member's", () => {
    const tip = tipsFor(
      "image-prompt",
      "soft watercolour illustration of a fox for a nursery wall, on a grey-blue paper background",
    );
    expect(tip).toMatch(/bare paper left unpainted in places/u);
    expect(tip).not.toMatch(/white paper/u);
  });

  it("asks no next step of a reply that only sets the record straight", () => {
    const reply = promptFor(
      "email",
      "my manager says i never sent the forecast but i did on monday, reply and point that out without sounding petty",
    );
    expect(reply).not.toMatch(/End with one clear next step/u);
    expect(promptFor("email", "email my landlord asking him to fix the boiler this week")).toMatch(
      /End with one clear next step/u,
    );
  });

  it("sets up a scene only when the prompt asked for plays one, not for a persona doing a task", () => {
    const grader = refineRequest(
      "write a prompt that makes claude act as a strict grader for my students' lab reports, marks out of 20 with comments",
    )!.prompt;
    expect(grader).not.toMatch(/live role-play/u);
    const officer = refineRequest(
      "write me a prompt where chatgpt pretends to be a customs officer so i can practise answering in french",
    )!.prompt;
    expect(officer).toMatch(/live role-play/u);
    // An assistant others ask questions of keeps a manner of answering, and plays no scene.
    expect(
      refineRequest(
        "write a prompt for a chatbot our swimming club parents can ask about fees, kit and gala dates, it should act as a helpful club secretary",
      )!.prompt,
    ).not.toMatch(/live role-play/u);
  });

  it("lets a plan made from the member's notes bring in what is known beyond them", () => {
    const { prompt } = refineRequest(
      "my notes from this seasons allotment:\n\n- leeks rotted in the wet\n- onions small again\n- runner beans great\n\ncan you turn these into a plan for next year",
    )!;
    expect(prompt).not.toMatch(/Work only from the material/u);
  });

  it("lays out a daily practice session as blocks of minutes, and a workout as exercises with reps and rest", () => {
    const piano = promptFor("plan", "practice routine for piano, about 30 min a day, im 3 months in and self taught");
    expect(piano).toMatch(/each block in order, with its minutes/u);
    expect(piano).not.toMatch(/reps|buffer time|fall behind/u);
    expect(promptFor("plan", "a 20 min hiit workout i can do at home, no equipment")).toMatch(
      /a warm-up, each exercise with its reps/u,
    );
  });

  it("keeps the end and the feedback a role-play's member sets, 'which answers sounded weak' after ten questions", () => {
    const officer = promptFor(
      "role-play",
      "be the border officer and question me about my trip, keep it formal. after 8 questions stop and tell me which replies seemed shaky",
    );
    expect(officer).toMatch(/give feedback only when and in the form I asked for/u);
    expect(officer).not.toMatch(/When I write 'stop'/u);
  });

  it("keeps the member's numbered asks after a bare 'need:' as their request", () => {
    const { prompt } = refineRequest(
      "our choir concert moved to the church hall. need:\n1. a short note for the parish newsletter\n2. a text to the choir group\n3. what to tell people who already bought tickets",
    )!;
    expect(prompt).toContain("## My request\nour choir concert moved to the church hall. need:\n1. a short note");
  });

  it("weighs two money options named around an aside in brackets, with no emergency-fund advice for one already in place", () => {
    const prompt = promptFor(
      "advice",
      "is it smarter to overpay my student loan (5.2%, about 12k left, 8 yrs to go) or put the extra 300 a month in savings? i already have about 4 months emergency fund saved",
    );
    expect(prompt).toMatch(/Lay out my realistic options/u);
    expect(prompt).not.toMatch(/emergency buffer first/u);
  });

  it("draws a rota for people taking turns, not an event's timetable", () => {
    const rota = promptFor(
      "plan",
      "me and my two brothers need a fair schedule for who takes mum to her dialysis at the fair grounds clinic, 3 times a week",
    );
    expect(rota).toMatch(/table of dates and who is on/u);
    expect(rota).not.toMatch(/meals, breaks and changeovers/u);
  });

  it("flags a back's red flags only where it hurts, not where the member says it does not", () => {
    expect(
      tipsFor("question", "can i squat heavy two days in a row? my lower back isnt sore at all, just curious"),
    ).not.toMatch(/red flags/u);
    expect(
      tipsFor("question", "my lower back has been sore since i lifted a box, should i rest or keep moving"),
    ).toMatch(/red flags/u);
  });

  it("gives only the fix to a member who wants no essay", () => {
    const fix = promptFor(
      "debugging",
      "my flask app gives 405 method not allowed on the login form, just tell me the fix, dont need an essay",
    );
    expect(fix).toMatch(/Give the fix first, ready to paste or follow/u);
    expect(fix).not.toMatch(/root cause first|a test or a guard/u);
  });

  it("keeps the member's numbered asks after 'can you write:' as their request, and a document's ask apart from it", () => {
    const asks = refineRequest(
      "we run a dog walking business in Leeds. can you write:\n1) a short bio for our website\n2) a flyer for the vets noticeboard\n3) a reply for people asking about prices",
    )!.prompt;
    expect(asks).toContain("## My request\nwe run a dog walking business in Leeds. can you write:\n1) a short bio");
    const minutes = refineRequest(
      "AGENDA – Riverside Allotment Society AGM\nPresent: TK, LB, MO\nChair: TK\n1. Water troughs leaking\n2. Plot fees for next year\ncan you turn this into a short email to all plot holders",
    )!.prompt;
    expect(minutes).toContain("```\nAGENDA – Riverside Allotment Society AGM");
    expect(minutes).toContain("```\ncan you turn this into a short email to all plot holders");
  });

  it("keeps an objection to a planning application to what the planners can weigh", () => {
    const tip = tipsFor(
      "email",
      "help me object to the planning application behind us, two storey extension, it will overlook our kitchen",
    );
    expect(tip).toMatch(/material planning considerations/u);
    expect(tipsFor("email", "complaint to the council about the bins being missed three weeks running")).not.toMatch(
      /planning considerations/u,
    );
  });

  it("keeps a role-play to the ending and the verdict the member sets, with no 'pause' or 'stop' of its own", () => {
    const ownExit = promptFor(
      "role-play",
      "be an angry tenant ringing about mould so our new lettings assistant can practise, dont break character unless she types END",
    );
    expect(ownExit).toMatch(/until I end it the way I said/u);
    expect(ownExit).not.toMatch(/'pause'|'stop'/u);
    const ownVerdict = promptFor(
      "role-play",
      "play an environmental health officer inspecting my cafe kitchen, be thorough, then at the end tell me what would lose me a star",
    );
    expect(ownVerdict).toMatch(/give feedback only when and in the form I asked for/u);
    expect(ownVerdict).not.toMatch(/'pause'|'stop'/u);
  });

  it("sets up no scene in a prompt for a helper that guides volunteers", () => {
    expect(
      refineRequest(
        "write me a prompt so chatgpt acts like a helper for our food bank volunteers, quick answers on allergies and storage, under 200 words",
      )!.prompt,
    ).not.toMatch(/live role-play/u);
  });
});
