import { describe, expect, it } from "vitest";

import { withNamedLanguage } from "./with-named-language.ts";

describe("a spreadsheet task in a programming language", () => {
  it("is code when the request names the language or library", () => {
    expect(withNamedLanguage("spreadsheet", "sum the amount column per customer in a pandas dataframe")).toBe("code");
    expect(withNamedLanguage("spreadsheet", "read my xlsx with python and add a total column")).toBe("code");
  });

  it("stays a spreadsheet task otherwise, and leaves other kinds alone", () => {
    expect(withNamedLanguage("spreadsheet", "vlookup across two sheets in excel")).toBe("spreadsheet");
    expect(
      withNamedLanguage("spreadsheet", "google sheet that e-mails the client when status is Done, apps script"),
    ).toBe("code");
    expect(withNamedLanguage("email", "email my team about the python workshop")).toBe("email");
    expect(
      withNamedLanguage(
        "spreadsheet",
        "overtime column from weekly hours, formulas only please, no macros, IT blocks them",
      ),
    ).toBe("spreadsheet");
    expect(withNamedLanguage("spreadsheet", "a running total per client without VBA")).toBe("spreadsheet");
  });

  it("writes a script read as the e-mail it sends", () => {
    expect(
      withNamedLanguage(
        "email",
        "Can you write a Google Apps Script that sends an email reminder every morning to rows marked Overdue?",
      ),
    ).toBe("code");
    expect(withNamedLanguage("message", "make me a python script that texts me when the price drops")).toBe("code");
    expect(withNamedLanguage("email", "email the team that the script for the play is ready")).toBe("email");
  });

  it("writes a script asked for with the steps that set it up", () => {
    expect(
      withNamedLanguage(
        "how-to",
        "can you give me an Apps Script I can paste in, with step by step instructions on where to paste it and how to set the trigger?",
      ),
    ).toBe("code");
    expect(withNamedLanguage("how-to", "how do I set up a trigger in google forms, step by step")).toBe("how-to");
  });
});
