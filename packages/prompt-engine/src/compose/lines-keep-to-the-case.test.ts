import { describe, expect, it } from "vitest";

import { refineRequest } from "../engine.ts";
import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("lines and tips keep to the member's case, not to words it only mentions", () => {
  it("writes a sick note only for a member unwell now, and counts working days only in a sheet that counts them", () => {
    const unwell = /Say you are unwell/u;
    expect(
      tipsFor(
        "message",
        "text my manager i cant do sunday's shift, it's my daughter's recital, i called in sick last month",
      ),
    ).not.toMatch(unwell);
    expect(tipsFor("message", "text my manager that i'm sick with flu and calling in sick tomorrow")).toMatch(unwell);
    const workdays = /NETWORKDAYS/u;
    expect(tipsFor("spreadsheet", "count working days between two dates excluding holidays")).toMatch(workdays);
    expect(
      tipsFor("spreadsheet", "sheet to split the summer holidays between us, we each get 3 weeks off work"),
    ).not.toMatch(workdays);
  });

  it("extracts a table paper by paper without a literature review's themes", () => {
    const themes = /Organise by theme/u;
    expect(
      tipsFor(
        "essay",
        "lit review on sleep and memory: for each study pull out sample, method and findings into a table",
      ),
    ).not.toMatch(themes);
    expect(
      tipsFor("essay", "help me structure the literature review for my dissertation, 30 sources on urban heat"),
    ).toMatch(themes);
  });

  it("keeps all lettering out of a picture whose text the member adds later", () => {
    const poster = promptFor(
      "image-prompt",
      "prompt for a bake sale poster background, pastel cupcakes, leave room for the text, no letters",
    );
    expect(poster).toMatch(/no text or letters of any kind/u);
    expect(poster).toMatch(/I hold for my words/u);
    expect(poster).not.toMatch(/Put the exact words in quotes/u);
  });

  it("lets a script for sleep end in sleep", () => {
    const bedtime = promptFor("speech", "5 minute bedtime body scan for my teenage son who can't switch off");
    expect(bedtime).toMatch(/fade toward sleep/u);
    expect(bedtime).not.toMatch(/bring them gently back/u);
  });

  it("says what each is when only the difference is asked, and weighs them in a table for a choice", () => {
    const difference = promptFor("comparison", "whats the difference between a will and a living will");
    expect(difference).toMatch(/what each is/u);
    expect(difference).toMatch(/how the two relate/u);
    expect(difference).not.toMatch(/in a table/u);
    expect(promptFor("comparison", "roth vs traditional ira, which is better for me at 24")).toMatch(/in a table/u);
  });
});

describe("tips keep to the age, the page and the language the member gives", () => {
  it("gives a baby's safe-sleep rules to no toddler", () => {
    const safeSleep = /safe-sleep rules/u;
    expect(tipsFor("plan", "sleep plan for my baby, 5 months, wakes every 2 hours")).toMatch(safeSleep);
    expect(tipsFor("plan", "sleep plan for my baby girl, she's 20 months and wakes at 3am")).not.toMatch(safeSleep);
  });

  it("keeps one character across a book's pages, not on one picture drawn in a book's style", () => {
    const character = /Describe the character identically/u;
    expect(
      tipsFor(
        "image-prompt",
        "image for my daughter's party invite, a cartoon unicorn, flat illustration style like a kids picture book",
      ),
    ).not.toMatch(character);
    expect(
      tipsFor("image-prompt", "illustrations for my children's book, the same fox character on every page"),
    ).toMatch(character);
  });

  it("leaves the form of address out of a translation into English, and a cover's ratio to the member who sets it", () => {
    const translation = promptFor(
      "translation",
      "translate my uncle's voice note from portuguese into english, not too formal",
    );
    expect(translation).not.toMatch(/form of address|vous\/tu/u);
    expect(
      tipsFor("image-prompt", "book cover for my fantasy novel, ratio 5:8, keep the bottom third clear for my name"),
    ).not.toMatch(/portrait ratio around 2:3/u);
  });

  it("gives a lesson plan with a worksheet part the lesson's lines, not a handout's", () => {
    const lesson = promptFor(
      "lesson-material",
      "45 minute lesson plan on fractions for year 4, with a starter and a worksheet idea",
    );
    expect(lesson).not.toMatch(/ready to hand out|begin unaided as they arrive/u);
    expect(promptFor("lesson-material", "a worksheet on fractions for year 4")).toMatch(/ready to hand out/u);
  });
});

describe("plans keep to what is planned: meals, turns, or the answer alone", () => {
  it("lays out a menu by days and meals and a rota by turns, not as stages of a skill", () => {
    const menu = promptFor("plan", "weekly dinner menu for our care home, soft foods, about £2 a head");
    expect(menu).toMatch(/table of days and meals/u);
    expect(menu).not.toMatch(/period by period/u);
    expect(
      promptFor("plan", "rota for the church flower ladies, 6 people, every saturday in march, Ann away the 14th"),
    ).toMatch(/share the turns as evenly/u);
    expect(promptFor("plan", "timeline for launching my candle shop, menu of scents, open by june")).not.toMatch(
      /table of days and meals/u,
    );
    expect(refineRequest("meal plan for marathon training 2800 kcal")?.questions.map(({ id }) => id)).not.toContain(
      "starting",
    );
  });

  it("warns of hidden gluten in a week's menu, and gives just the code without a list of causes", () => {
    expect(tipsFor("plan", "packed lunch menu for the week, my son is coeliac and no nuts allowed at school")).toMatch(
      /Flag hidden sources/u,
    );
    expect(promptFor("debugging", "why does this loop never stop, just the fixed code no explanation")).not.toMatch(
      /likely causes/u,
    );
  });
});

describe("round off what the member has ruled out", () => {
  it("keeps a watercolour logo flat and a story opening free of the cliffhanger the member refuses", () => {
    expect(
      tipsFor(
        "image-prompt",
        "logo for my florist shop, watercolour style peony, simple enough for a stamp, 2 colours",
      ),
    ).not.toMatch(/cold-press paper texture/u);
    expect(tipsFor("image-prompt", "watercolour painting of a harbour at dusk, soft and loose")).toMatch(
      /cold-press paper texture/u,
    );
    const opening = promptFor(
      "creative-writing",
      "opening of a ghost story, 400 words, an old woman alone in a ferry terminal. no cliffhanger ending please",
    );
    expect(opening).not.toMatch(/want the next line/u);
    expect(opening).toMatch(/without a cliffhanger/u);
  });

  it("asks no signs to watch of a question about old records, and reads 'tell me' as said to the assistant", () => {
    const records = promptFor(
      "advice",
      "in the 1881 census my great-grandad is 12 but in 1891 he's 20, is that normal? what would the parish register tell me",
    );
    expect(records).not.toMatch(/worth acting on|words I could use/u);
    expect(promptFor("advice", "my toddler still wakes at 4am every day, is that normal?")).toMatch(/worth acting on/u);
  });
});
