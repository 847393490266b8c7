import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("lines fit who hears, reads or sees the result", () => {
  it("explains to a young child without a lesson's analogy limits and misconceptions", () => {
    const child = promptFor("explanation", "how do tides work, it's for my 3rd grader's project");
    expect(child).toMatch(/everyday words, short sentences/u);
    expect(child).not.toMatch(/analogy breaks down|misconceptions/u);
    expect(promptFor("explanation", "how do tides work, a-level physics")).toMatch(/misconceptions/u);
  });

  it("writes a guided script for one listener at a slow pace, and keeps the member's own pause mark", () => {
    const scan = promptFor("speech", "10 minute body scan for falling asleep, with pauses marked like (pause 10)");
    expect(scan).toMatch(/one listener/u);
    expect(scan).toMatch(/about 100 spoken words a minute/u);
    expect(scan).not.toMatch(/toast|stories and details/u);
    const retirement = promptFor(
      "speech",
      "3 minute retirement speech for Maureen, pauses like [beat] where they laugh",
    );
    expect(retirement).toMatch(/mark pauses the way I show/u);
    expect(retirement).not.toMatch(/line breaks/u);
  });

  it("makes the picture described, leaving out what its negative prompt lists, with no logo's rules for a logo refused", () => {
    const latte = promptFor(
      "image-prompt",
      "photo of an oat latte on a walnut table, window light, steam. negative prompt: no logo, no text, no hands",
    );
    expect(latte).toMatch(/Create the image I describe/u);
    expect(latte).toMatch(/Leave out of the image everything I list as the negative prompt/u);
    expect(latte).not.toMatch(/For a logo|layout, shapes/u);
    expect(promptFor("image-prompt", "sdxl prompt for an oat latte, include a negative prompt")).toMatch(
      /Give the negative prompt separately/u,
    );
  });

  it("builds a shift worker's routine around the shift pattern", () => {
    expect(
      tipsFor("plan", "weekly routine for cooking and sleep around my rotating night shifts as a paramedic"),
    ).toMatch(/around the shift pattern/u);
    expect(tipsFor("plan", "weekly routine for cooking and sleep, i work 9 to 5 in an office")).not.toMatch(
      /shift pattern/u,
    );
  });
});

describe("lines keep to what the member asks of a text, a query or a case", () => {
  it("works search words into a listing asked to be found, with no tone-only limit", () => {
    const listing = promptFor(
      "rewrite",
      "rewrite my shop's product blurb so it reads warmer and shows up in search more, keep it true",
      "Oak chopping board. 40 x 25 cm. Oiled. Made in Devon.",
    );
    expect(listing).toMatch(/words people search for/u);
    expect(listing).not.toMatch(/change the tone as asked/u);
  });

  it("puts a query's care into the query when the member wants the query alone", () => {
    const query = promptFor(
      "sql",
      "mysql, table visits(id, page, user_id, ts). daily unique users per page in march, only the query",
    );
    expect(query).toMatch(/inside the query itself/u);
    expect(query).not.toMatch(/Be explicit about NULLs/u);
  });

  it("tells the member to declare a past visa refusal, and a parent's memory changes from ageing", () => {
    expect(
      tipsFor(
        "question",
        "my tourist visa to canada was refused in 2019, the new uk form asks about refusals, do i mention it",
      ),
    ).toMatch(/must be declared/u);
    expect(
      tipsFor("advice", "my dad is 79 and keeps forgetting he already had lunch, is that normal at his age"),
    ).toMatch(/beyond normal ageing/u);
  });

  it("gives feeding amounts only when a pet's food is asked about", () => {
    const portions = /Base portions on ideal/u;
    expect(
      tipsFor("advice", "my gran keeps asking if the dog has been fed but the dog died in 2015, is this normal"),
    ).not.toMatch(portions);
    expect(tipsFor("question", "how much kibble should i feed my dog, she's 32kg")).toMatch(portions);
  });

  it("eases a worried reader's fear in a story told to reassure them, and springs no surprise", () => {
    for (const request of [
      "a story for my anxious 7 year old about her first sleepover at Nana's, her name is Priya, she loves penguins",
      "short story for my grandson who gets nervous before football matches, keep it gentle",
    ]) {
      const prompt = promptFor("creative-writing", request);
      expect(prompt).toMatch(/worry eased/u);
      expect(prompt).not.toMatch(/surprise the reader|ending that lands/u);
    }
    const thriller = promptFor("creative-writing", "a thriller about a nervous locksmith who opens the wrong safe");
    expect(thriller).toMatch(/surprise the reader/u);
    expect(thriller).not.toMatch(/worry eased/u);
  });

  it("follows the action in a talk given while the audience watches, with no toast, stories or words-a-minute count", () => {
    const display = promptFor(
      "speech",
      "20 minute talk for my sheepdog displays at the county show, what to say as I work Meg and Fly with the ducks",
    );
    expect(display).toMatch(/Follow what the audience is watching/u);
    expect(display).not.toMatch(/toast|list of qualities|130 spoken words/u);
    expect(promptFor("speech", "retirement speech for my colleague Anil, 4 minutes")).toMatch(/toast/u);
  });

  it("speaks to a whole room at a service that remembers many, not of one person's stories", () => {
    const many = promptFor(
      "speech",
      "words for our care home's annual memorial service, the families of the 23 residents who died this year are coming, 3 minutes",
    );
    expect(many).toMatch(/Speak to everyone there at once/u);
    expect(many).not.toMatch(/brings the person into the room|specific stories/u);
    expect(promptFor("speech", "eulogy for my aunt Rose at her funeral on friday, 4 minutes")).toMatch(
      /brings the person into the room/u,
    );
  });

  it("says farewell in a service for someone who died, whatever the service is called", () => {
    const service = promptFor(
      "speech",
      "writing the tribute for a humanist service for Joan Pryce who died last week aged 88, 7 minutes, light and warm",
    );
    expect(service).toMatch(/few words of farewell/u);
    expect(service).not.toMatch(/toast/u);
  });
});
