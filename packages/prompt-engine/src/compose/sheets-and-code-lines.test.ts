import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("lines for sheets and code fit what the member is doing", () => {
  it("says a value that must stay as made is stored, not recalculated by a formula", () => {
    const stamp = promptFor(
      "spreadsheet",
      'excel: I want the date in C to fill in when B gets a value, I used =IF(B2<>"",TODAY(),"") but I need a static date that doesn\'t update tomorrow',
    );
    expect(stamp).toMatch(/formula recalculates/u);
    expect(stamp).not.toMatch(/Give the exact formula to paste/u);
    expect(promptFor("spreadsheet", "formula to number my invoices INV-001, INV-002 down column A")).toMatch(
      /Give the exact formula to paste/u,
    );
  });

  it("names a lookup's fallback only for a lookup", () => {
    expect(
      promptFor(
        "spreadsheet",
        "formula for column E: 90+ = A, 80-89 = B, else C, and if D is empty it should stay blank",
      ),
    ).not.toMatch(/IFNA/u);
    expect(
      promptFor("spreadsheet", "vlookup the price from the Prices sheet, if the code isn't found it should show blank"),
    ).toMatch(/IFNA/u);
  });

  it("gives the commands to set up, not a diff and a test, for a package that will not install", () => {
    const setup = promptFor(
      "debugging",
      "pip install says no matching distribution for tensorflow on python 3.13, windows 11",
    );
    expect(setup).toMatch(/exact commands to run/u);
    expect(setup).not.toMatch(/diff|a test or a guard/u);
    expect(promptFor("debugging", "my loop skips every second item when I remove from the list")).toMatch(/diff/u);
  });

  it("gives a formula for a cell and the menu path for a colour asked together", () => {
    const both = promptFor(
      "spreadsheet",
      "need a formula for column F that adds 14 days to the date in C, and can the cell turn red when it's overdue?",
    );
    expect(both).toMatch(/exact formula to paste/u);
    expect(both).toMatch(/exact menu path/u);
  });

  it("explains a pasted formula in plain words when the member asks what it does, instead of writing one", () => {
    const explained = promptFor(
      "spreadsheet",
      "i need to explain to the saturday volunteers what this formula does in plain english so they stop overwriting it",
      '=IF(C2="","",IF(C2<TODAY(),"LATE","OK"))',
    );
    expect(explained).toMatch(/Explain the formula I pasted piece by piece in plain words/u);
    expect(explained).not.toMatch(/Give the exact formula to paste|differs between Excel and Google Sheets/u);
  });

  it("gives pasted rows back sorted or checked, not a formula to do it with", () => {
    const rows =
      "Name | Tower | Since\nAnn Pike | St Mary | 2009\nBob Lees | All Saints | 2015\nann pike | St Marys | 2009";
    const sorted = promptFor(
      "spreadsheet",
      "sort this list of our bell ringers by tower and then surname, and flag anyone listed twice",
      rows,
    );
    expect(sorted).toMatch(/Give the rows back done/u);
    expect(sorted).not.toMatch(/exact formula to paste|never shows an error/u);
    expect(
      promptFor("spreadsheet", "can you turn these into a tidy table with columns for name, tower and year", rows),
    ).toMatch(/Give the rows back done/u);
    expect(
      promptFor("spreadsheet", "what formula would flag anyone listed twice in this list of bell ringers", rows),
    ).toMatch(/exact formula to paste/u);
  });

  it("fixes a script for a member who says they don't know the language in plain words, not as a diff", () => {
    const fix = promptFor(
      "debugging",
      "my son's python script for our bee hive weights crashes, i don't know any python",
      "",
    );
    expect(fix).toMatch(/someone who does not code/u);
    expect(fix).not.toMatch(/as a diff/u);
  });
});
