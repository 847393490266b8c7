import { describe, expect, it } from "vitest";

import { refineRequest } from "../engine.ts";
import { promptFor } from "../testing/prompt-for-kind.ts";

describe("lines leave the member's own choices in charge", () => {
  it("smooths a speech the member drafted without rebuilding it", () => {
    const draft = promptFor(
      "speech",
      "this is my toast for my parents' 40th, make it flow better without changing it too much, it should still sound like me",
    );
    expect(draft).toMatch(/Keep my words, my order and my stories/u);
    expect(draft).not.toMatch(/Open with a hook/u);
    expect(promptFor("speech", "a toast for my parents' 40th anniversary, 2 minutes, funny")).toMatch(
      /Open with a hook/u,
    );
  });

  it("lets numbered parts wait on the member, and gives no worked method to one who will try first", () => {
    const parts = refineRequest(
      "1) quiz me on the french revolution, 5 questions 2) then summarise the causes in a table",
    );
    expect(parts?.prompt).toMatch(/Answer each numbered part in turn, under its own heading\./u);
    expect(parts?.prompt).not.toMatch(/complete on its own/u);
    const topic = "quiz me on photosynthesis and respiration, chlorophyll and glucose, gcse level";
    expect(promptFor("quiz", topic)).toMatch(/symbol equations/u);
    expect(promptFor("quiz", `${topic}. don't tell me the answers until I've tried`)).not.toMatch(/symbol equations/u);
  });

  it("keeps an e-mail's subject line when the member leaves it open between a letter and an e-mail", () => {
    expect(
      promptFor(
        "email",
        "email or letter to the council about the potholes on Mill Lane, whichever you think works best",
      ),
    ).toMatch(/subject line/u);
    expect(promptFor("email", "a letter to the council about the potholes on Mill Lane, I'll post it")).not.toMatch(
      /subject line/u,
    );
  });

  it("plans a visit to where someone lives as no sightseeing trip", () => {
    const pace = /a pace everyone going can enjoy/u;
    expect(
      promptFor("plan", "plan for my 4 days with dad, he lives alone in Lisbon, appointments and shopping"),
    ).not.toMatch(pace);
    expect(promptFor("plan", "4 days in Lisbon with my mum, museums, food and a show")).toMatch(pace);
  });

  it("lets a role-play end where the member says, after so many turns, with their own question", () => {
    const scene = promptFor(
      "role-play",
      "play a customs officer at Dover questioning me about my van, after about 8 turns stop and ask me which answers were hardest",
    );
    expect(scene).not.toMatch(/write 'pause'|write 'stop'/u);
  });

  it("plays a character for the people who will talk to it, with no practice to pause or coach", () => {
    const forClass = promptFor(
      "role-play",
      "be a viking chieftain from 900 AD. the year 4 kids are going to ask you about longships and food, keep answers short",
    );
    expect(forClass).toMatch(/with everyone who talks to you/u);
    expect(forClass).not.toMatch(/'pause'|'stop'|one better line/u);
    const practice = promptFor(
      "role-play",
      "be a viking chieftain, i'm a trader trying to sell you furs, i want to practise haggling",
    );
    expect(practice).toMatch(/'stop'/u);
  });
});
