import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("template lines fit the member and the case they describe", () => {
  it("fixes a bug in plain steps for a member who does not code, without a diff or a test to write", () => {
    const plain = promptFor(
      "debugging",
      "I'm not a developer, the booking button on my yoga site does nothing, the console says Uncaught ReferenceError: bookNow is not defined",
    );
    expect(plain).toMatch(/someone who does not code/u);
    expect(plain).not.toMatch(/diff|a test/u);
    expect(promptFor("debugging", "Uncaught ReferenceError: bookNow is not defined when I click the button")).toMatch(
      /diff/u,
    );
  });

  it("answers questions about the member's own case in turn, without a lesson's analogy", () => {
    const ownCase = promptFor(
      "explanation",
      "explain how the Irish stamp 4 visa works, I'm on a critical skills permit since 2023, when can i apply and can my husband work meanwhile",
    );
    expect(ownCase).toMatch(/each of my questions in turn/u);
    expect(ownCase).not.toMatch(/analogy|misconceptions/u);
    expect(promptFor("explanation", "explain how vaccines train the immune system, for a year 9 class")).toMatch(
      /analogy/u,
    );
  });

  it("keeps flashcards to the sides the member set, and a school year apart from a length in seconds", () => {
    const cards = promptFor(
      "quiz",
      "30 anki cards for Spanish irregular verbs, front: infinitive, back: yo form and meaning",
    );
    expect(cards).not.toMatch(/atomic fact/u);
    const listed = promptFor(
      "quiz",
      "anki flashcards for A level bio hormones. front: the hormone, back: where it's made, what it targets, one effect",
    );
    expect(listed).toMatch(/everything I list for a side on that side/u);
    expect(listed).not.toMatch(/one fact or term on each card/u);
    for (const request of [
      "flashcards for the first 20 elements, name on the front, symbol on the back",
      "flashcards for ser and estar, front: the English sentence, back: the Spanish one",
    ])
      expect(promptFor("quiz", request)).toMatch(/one fact or term on each card/u);
    const speech = promptFor(
      "speech",
      "speech for the prize day at my school, I'm in sec 2, about 3 minutes, a bit funny",
    );
    expect(speech).not.toMatch(/who, what, when/u);
    expect(promptFor("speech", "a 30 sec announcement for the car park closing early on Friday")).toMatch(
      /who, what, when/u,
    );
  });

  it("gives an event's schedule its times, not a learner's goals", () => {
    const camp = promptFor(
      "plan",
      "running a 2 day scout camp, need a schedule for both days with hikes, cooking and a campfire, breakfast at 8",
    );
    expect(camp).toMatch(/start and end times/u);
    expect(camp).not.toMatch(/measurable goal/u);
    expect(promptFor("plan", "12 week plan to get from couch to running a 10k")).toMatch(/measurable goal/u);
  });

  it("keeps an explanation asked for 'like I'm five' short, without a lesson's analogy limits or misconceptions", () => {
    const simplest = promptFor("explanation", "eli5 how mortgages work");
    expect(simplest).toMatch(/Keep it short: everyday words/u);
    expect(simplest).not.toMatch(/breaks down|misconceptions|Define every/u);
    expect(promptFor("explanation", "how do mortgages work? first time buyer")).toMatch(/misconceptions/u);
  });

  it("gives a formula, not menu settings, where the member refuses the menu feature", () => {
    const formula = promptFor(
      "spreadsheet",
      "google sheets: sum column D for each team in column B on a summary tab, my manager hates pivot tables",
    );
    expect(formula).not.toMatch(/menu path/u);
    expect(formula).toMatch(/exact formula/u);
  });

  it("gives the moves for what to do in the moment, and one session for a workout of so many minutes", () => {
    const technique = promptFor(
      "advice",
      "new to bouldering, my forearms pump out after 3 climbs, what should I actually be doing with my feet and hips? quick tips",
    );
    expect(technique).toMatch(/few things to do/u);
    expect(technique).not.toMatch(/options/u);
    const session = promptFor("plan", "15 minute yoga routine for mornings, I'm 52 with a stiff back, 5 days a week");
    expect(session).toMatch(/session itself/u);
    expect(session).not.toMatch(/measurable goal/u);
    expect(promptFor("plan", "running plan over 8 weeks, three 30 minute runs a week, to get to 5k")).toMatch(
      /measurable goal/u,
    );
  });

  it("writes a query for each ask, a 'second one' included", () => {
    expect(
      promptFor(
        "sql",
        "postgres: list members whose subscription ends this month, and a second one counting them per plan",
      ),
    ).toMatch(/separate query for each/u);
  });

  it("gives causes to tell apart for why something of the member's goes wrong, and words for how to talk to someone", () => {
    const cause = promptFor(
      "advice",
      "why does my sourdough starter suddenly smell like nail polish? what should I look out for when I feed it",
    );
    expect(cause).toMatch(/likely causes/u);
    expect(cause).not.toMatch(/realistic options/u);
    expect(
      promptFor("advice", "how do I talk to my flatmate about the dishes? I'm torn between leaving a note and a chat"),
    ).not.toMatch(/realistic options/u);
  });

  it("gives code for a board a wiring list and an upload, not a terminal command, and fails safe when it switches power", () => {
    const board = promptFor(
      "code",
      "esp32 + soil moisture sensor, switch a 12v pump through a relay when the soil gets dry. never done this before",
    );
    expect(board).toMatch(/wiring list/u);
    expect(board).toMatch(/how to upload it/u);
    expect(board).toMatch(/fail safe/u);
    expect(board).not.toMatch(/command to run it|never run a script|missing files|a short test/u);
    const display = promptFor("code", "arduino nano sketch to show the time on a 16x2 lcd, I know C++");
    expect(display).toMatch(/wiring list/u);
    expect(display).not.toMatch(/how to upload it|fail safe/u);
    expect(promptFor("code", "python script to rename my holiday photos by date")).toMatch(/command to run it/u);
  });

  it("asks a fundraiser to lead with what the money does, not a buyer's benefit", () => {
    const appeal = promptFor(
      "marketing-copy",
      "crowdfunding page text for our village hall's new accessible toilet, we need £12k, the council gave us half",
    );
    expect(appeal).toMatch(/what the money will do and for whom/u);
    expect(appeal).not.toMatch(/benefit to the buyer/u);
    expect(promptFor("marketing-copy", "product description for my hand-poured soy candles, 3 scents")).toMatch(
      /benefit to the buyer/u,
    );
  });

  it("gives a change to a shop's theme on-screen steps, not tools, materials or a professional to call", () => {
    const theme = promptFor(
      "how-to",
      "how can I make the price text bigger on my shopify product pages? using the Dawn theme, happy to paste css",
    );
    expect(theme).not.toMatch(/tools, materials|call a professional/u);
    expect(theme).toMatch(/exactly as it appears on screen/u);
  });

  it("writes a formula, not a menu path, when a pivot table is what the formula is preferred over", () => {
    const counted = promptFor(
      "spreadsheet",
      "google sheets, Date in A and Client in B. how many distinct clients each quarter? formula preferred over a pivot",
    );
    expect(counted).not.toMatch(/menu path/u);
    expect(counted).toMatch(/exact formula/u);
  });

  it("brings no line for what the member names only to say it is not that", () => {
    const support = promptFor(
      "email",
      "email to the council's housing team backing my tenant's transfer request, factual, not a character reference",
    );
    expect(support).not.toMatch(/true to the best of my knowledge/u);
    expect(promptFor("email", "character reference for my neighbour's court date, known her 10 years")).toMatch(
      /true to the best of my knowledge/u,
    );
    expect(promptFor("social-post", "instagram post for our cafe's new hours, no hashtags")).toMatch(
      /no more hashtags than I allow/u,
    );
  });

  it("heads a letter to many readers with no one recipient's address", () => {
    const parents = promptFor(
      "email",
      "formal letter to parents of year 4 about swimming lessons, £30 each, pay by 1 May, reply slip at the bottom",
    );
    expect(parents).not.toMatch(/recipient's (?:name and )?address/u);
    expect(
      promptFor(
        "email",
        "formal letter to my landlord about the damp in the bedroom, I'm posting it recorded delivery",
      ),
    ).toMatch(/recipient's (?:name and )?address/u);
  });

  it("gives the likely causes for 'what's the likely cause', and no feed tricks to a post that turns them away", () => {
    const heater = promptFor(
      "advice",
      "2015 golf, the heater blows cold at idle but warm when I'm driving. what's the likely cause before I go to the garage",
    );
    expect(heater).toMatch(/likely causes/u);
    expect(heater).not.toMatch(/Lay out my realistic options/u);
    const retiring = promptFor(
      "social-post",
      "linkedin post about retiring from the fire service after 30 years, thank my watch, don't make it cringe or a TED talk",
    );
    expect(retiring).not.toMatch(/see more|prompt to respond/u);
    expect(promptFor("social-post", "linkedin post announcing our new bookkeeping service for farms")).toMatch(
      /see more/u,
    );
  });

  it("writes a formula for a sheet whose dropdown is already there, with no layout or budgeting advice of its own", () => {
    const sheet = promptFor(
      "spreadsheet",
      "rota sheet for our volunteers at the food bank: column B is hours, column C is shift type (dropdown). I need column D to show the pay-back rate for each shift type. Excel, for clients of the project",
    );
    expect(sheet).not.toMatch(/menu path|raw entries|bank statements/u);
    expect(promptFor("spreadsheet", "add a dropdown in column C with Paid, Unpaid and Overdue, google sheets")).toMatch(
      /menu path/u,
    );
  });

  it("tells birds apart rather than giving words to say, and walks through Power Query rather than a formula", () => {
    const birds = promptFor(
      "advice",
      "how do i tell a reed warbler from a sedge warbler when they're skulking? I keep getting it wrong at the lake",
    );
    expect(birds).not.toMatch(/words I could actually say/u);
    expect(promptFor("advice", "how do I tell my boss I'm leaving without burning the bridge?")).toMatch(
      /words I could actually say/u,
    );
    const query = promptFor(
      "spreadsheet",
      "12 monthly csv statements from the bank, combine them into one table and total by category. is power query the way? excel 2021",
    );
    expect(query).not.toMatch(/exact formula to paste/u);
    expect(query).toMatch(/menu path/u);
  });

  it("lets a summary bring in what the material lacks when the member asks how it affects them", () => {
    const letter = "Dear Occupier, the Council has designated this street for selective licensing from 1 April.";
    const affected = promptFor(
      "summary",
      "summarise this council letter in plain english. I'm the lodger, not the owner, does this even affect me?",
      letter,
    );
    expect(affected).not.toMatch(/Add nothing that is not in the material/u);
    expect(affected).toMatch(/judgement of it apart/u);
    expect(promptFor("summary", "summarise this council letter in three bullets", letter)).toMatch(
      /Add nothing that is not in the material/u,
    );
  });

  it("asks no 'how common is it' of a question whether it is all right to do something", () => {
    const pension = promptFor(
      "advice",
      "moving to Dubai for work, is it ok to stop paying into my workplace pension for a few years or will I lose it?",
    );
    expect(pension).not.toMatch(/how common it is/u);
    const tip = promptFor(
      "code",
      "python script to delete files older than 30 days in my downloads folder, windows 11, I only have python",
    );
    expect(tip).not.toMatch(/LastWriteTime/u);
  });

  it("looks for no wrong result in a formula whose rows should show 0", () => {
    expect(
      promptFor(
        "spreadsheet",
        "formula for commission in column E, rows where D says Cancelled should show 0, google sheets",
      ),
    ).not.toMatch(/cause of the wrong result/u);
    expect(promptFor("spreadsheet", "my commission formula shows 0 for every row even though sales are there")).toMatch(
      /cause of the wrong result/u,
    );
  });
});
