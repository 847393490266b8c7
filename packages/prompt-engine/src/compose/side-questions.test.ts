import { describe, expect, it } from "vitest";

import { sideQuestions } from "./side-questions.ts";

describe("the member's own questions beside a deliverable", () => {
  it("finds a question asked after the task, as typed", () => {
    expect(
      sideQuestions(
        "email",
        "write to my gym to cancel my membership, they keep charging me. can i just cancel the card instead",
      ),
    ).toEqual(["can i just cancel the card instead"]);
    expect(
      sideQuestions(
        "social-post",
        "a post for our cafe's new oat latte. is it ok to use emojis? should we tag the farm",
      ),
    ).toEqual(["is it ok to use emojis?", "should we tag the farm"]);
  });

  it("leaves the task itself, a question about the words to write, and an answer's own question alone", () => {
    expect(sideQuestions("email", "can you write an email to my boss asking for monday off?")).toEqual([]);
    expect(sideQuestions("message", "text for my brother. what should i say about the money")).toEqual([]);
    expect(sideQuestions("message", "a text to my flatmate. can you make it sound less annoyed")).toEqual([]);
    expect(sideQuestions("advice", "my boss ignores my emails. should i go over her head?")).toEqual([]);
    expect(
      sideQuestions("code", "i have a csv with date, store, sales. how do i get monthly totals per store in pandas?"),
    ).toEqual([]);
  });

  it("takes no question from text the member quotes to translate or answer", () => {
    expect(
      sideQuestions(
        "translation",
        "into Spanish for the cleaner please: 'Hi Marta, we're back on the 9th. Could you come on Friday instead? Thanks!'",
      ),
    ).toEqual([]);
    expect(
      sideQuestions("message", 'reply to my tenant who wrote "is the heating fixed yet?" and tell him Monday'),
    ).toEqual([]);
  });
});
