import { describe, expect, it } from "vitest";

import { analyzeRequest } from "./analyze-request.ts";

const kindOf = (request: string) => analyzeRequest(request)?.kind;

describe("finding what a question or a trouble told asks for: an answer, advice or a fix", () => {
  it("reads questions by their shape", () => {
    expect(kindOf("how does a heat pump work")).toBe("explanation");
    expect(kindOf("how do I unclog a bathroom sink")).toBe("how-to");
    expect(kindOf("should I rent or buy in a city I might leave in three years")).toBe("comparison");
    expect(kindOf("what camera should I buy for birding")).toBe("recommendation");
    expect(kindOf("what should I name my sourdough starter")).toBe("naming");
    expect(kindOf("what should we bring for a weekend of camping in Wales")).toBe("checklist");
  });

  it("reads a bare call for help after a trouble as asking about that trouble, which becomes the task", () => {
    expect(kindOf("my dishwasher leaves white spots on glasses, any ideas?")).toBe("diagnosis");
    expect(analyzeRequest("my cat stopped eating yesterday, what's wrong")?.arranged.ask).toBe(
      "My cat stopped eating yesterday",
    );
    expect(analyzeRequest("my boss yells at me in meetings. what can i do about it")?.kind).toBe("advice");
    expect(analyzeRequest("my car makes a grinding noise when i brake, what could it be")?.arranged.context).toEqual(
      [],
    );
    expect(kindOf("any ideas for my son's 7th birthday party?")).toBe("idea-list");
    expect(
      analyzeRequest("my manager gave me feedback that i talk too much in meetings, how do i handle that")?.arranged
        .ask,
    ).toBe("My manager gave me feedback that I talk too much in meetings");
  });

  it("reads trouble told as 'there is' or as one's own symptoms as a diagnosis", () => {
    expect(kindOf("there's a damp patch on my bedroom ceiling")).toBe("diagnosis");
    expect(kindOf("there are ants in our kitchen again")).toBe("diagnosis");
    expect(kindOf("i keep getting cramps in my calf when i run")).toBe("diagnosis");
    expect(kindOf("there's a party at my house on saturday")).not.toBe("diagnosis");
  });

  it("reads bringing a child round, named by their age, as advice", () => {
    expect(kindOf("how do i get my 2 year old to sleep in her own bed")).toBe("advice");
    expect(kindOf("how do I get my six year old to eat vegetables")).toBe("advice");
    expect(kindOf("why does my 3-year-old wake up at 5am every day")).toBe("advice");
    expect(kindOf("my 7 year old lies about homework")).toBe("advice");
  });

  it("reads 'what should I do' in a situation as advice, and 'what should I do' with a time or a thing as options", () => {
    expect(kindOf("what should i do about my credit card debt, i'm behind on payments")).toBe("advice");
    expect(kindOf("what do i do if my flight is cancelled")).toBe("advice");
    expect(kindOf("what can we do now that the wedding venue has cancelled")).toBe("advice");
    expect(kindOf("what should i do this weekend in london")).toBe("recommendation");
    expect(kindOf("what can i do with leftover rice")).not.toBe("advice");
  });

  it("reads what a question asks for as options, questions or a list", () => {
    expect(kindOf("what are some cheap things to do in Porto on a Sunday")).toBe("idea-list");
    expect(kindOf("what should I ask at a parents' evening")).toBe("question-list");
    expect(kindOf("what are the symptoms of flu")).toBe("explanation");
  });

  it("reads personal matters as advice and questions to ask as a question list", () => {
    expect(kindOf("how can I cope with my dad's drinking without cutting him off")).toBe("advice");
    expect(kindOf("what's the best way to tell my flatmate she owes me rent")).toBe("advice");
    expect(kindOf("any tips for my first week as a night nurse")).toBe("advice");
    expect(kindOf("how do I handle a null value in my python script")).not.toBe("advice");
    expect(kindOf("how do I replace a bike chain")).toBe("how-to");
    expect(kindOf("questions to ask the nursery before we sign up")).toBe("question-list");
    expect(kindOf("interview questions for a barista job, I'm nervous")).toBe("interview-prep");
    expect(kindOf("interview questions to ask a candidate for a warehouse role")).toBe("question-list");
    expect(kindOf("10 questions for my year 6 class about volcanoes")).toBe("quiz");
  });

  it("treats a problem with something of theirs as troubleshooting, technical or not", () => {
    expect(kindOf("my node server throws ECONNRESET every few minutes")).toBe("debugging");
    expect(kindOf("my sourdough keeps coming out flat")).toBe("diagnosis");
  });

  it("takes a problem with a question about what to do as asking for a fix", () => {
    expect(kindOf("my printer is really slow since the update, what can I do")).not.toBe("recommendation");
    expect(kindOf("what phone should I buy, mine is broken")).toBe("recommendation");
    expect(kindOf("a plan to clear 4000 of debt in a year")).toBe("budget");
    expect(kindOf("write me a flyer for my window cleaning round")).toBe("ad-copy");
    expect(kindOf("my bread keeps collapsing in the oven, what's wrong")).toBe("diagnosis");
  });

  it("asks for causes and checks when something of the person's misbehaves outside software", () => {
    expect(kindOf("why do my tomato plants keep wilting even though I water them daily")).toBe("diagnosis");
    expect(kindOf("our dishwasher is making a grinding noise, what could it be")).toBe("diagnosis");
    expect(kindOf("why won't my car start on cold mornings")).toBe("diagnosis");
    expect(kindOf("my python script crashes with a KeyError, what's wrong")).toBe("debugging");
    expect(kindOf("how do I fix a dripping tap")).toBe("how-to");
    expect(kindOf("why does my toddler bite other kids at nursery")).toBe("advice");
  });

  it("reads what to do about something of theirs from the statement before the question", () => {
    expect(kindOf("our fridge is making the ice cream soft, what can we do")).toBe("diagnosis");
    expect(kindOf("my basil is growing really slowly, why")).toBe("diagnosis");
    expect(kindOf("my phone is 3 years old, what should I buy")).toBe("recommendation");
    expect(kindOf("my teenager ignores me all evening, what should i do")).toBe("advice");
    expect(kindOf("my coworker keeps interrupting me in meetings, how do I handle it")).toBe("advice");
    expect(kindOf("my son wont tidy his room")).toBe("advice");
    expect(kindOf("how should I invest my bonus")).toBe("advice");
  });

  it("takes a worry of one's own, told without a question, as a matter for advice", () => {
    expect(kindOf("I am so stressed about my exams")).toBe("advice");
    expect(kindOf("I cant stop overthinking everything at night")).toBe("advice");
    expect(kindOf("I keep procrastinating on my thesis, what can I do")).toBe("advice");
    expect(kindOf("my job interview is on friday and I'm really anxious, help")).toBe("advice");
    expect(kindOf("my dog keeps scratching his ears, why")).toBe("diagnosis");
  });

  it("takes a how-to question about a person as a matter for advice", () => {
    expect(kindOf("my sister keeps borrowing money and never pays it back, how do I say no")).toBe("advice");
    expect(kindOf("my tap is dripping, how do I fix it")).toBe("how-to");
  });

  it("reads a symptom told with nothing asked, a way of saying no, and plans by the word before them", () => {
    expect(kindOf("my bike brakes squeal when it rains")).toBe("diagnosis");
    expect(kindOf("my laptop dies after an hour on battery")).toBe("diagnosis");
    expect(kindOf("how do I turn down a job offer without burning bridges")).toBe("advice");
    expect(kindOf("a revision timetable for my finals")).toBe("study-plan");
    expect(kindOf("a study timetable for the bar exam, 8 weeks")).toBe("study-plan");
    expect(kindOf("a weekly timetable for our family")).toBe("schedule");
    expect(kindOf("give me youtube video ideas for a cooking channel")).toBe("idea-list");
  });

  it("takes changing oneself as a matter for advice, not steps", () => {
    expect(kindOf("how can I be more confident at work")).toBe("advice");
    expect(kindOf("how do I get motivated to study after a long shift")).toBe("advice");
    expect(kindOf("how do I sleep better when I'm stressed")).toBe("advice");
    expect(kindOf("how do I quit doomscrolling at night")).toBe("advice");
    expect(kindOf("how do I repot a cactus")).toBe("how-to");
  });
});
