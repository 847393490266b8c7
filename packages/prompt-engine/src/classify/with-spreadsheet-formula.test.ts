import { describe, expect, it } from "vitest";

import { withFormulaPasted, withSpreadsheetAutomation, withSpreadsheetFormula } from "./with-spreadsheet-formula.ts";

describe("a formula asked of a spreadsheet", () => {
  it("is a spreadsheet formula when the member asks for one, turning code away or never naming it", () => {
    expect(
      withSpreadsheetFormula(
        "code",
        "Excel: split the postcode off the address in A into B. formula please, no macros",
      ),
    ).toBe("spreadsheet");
    expect(
      withSpreadsheetFormula("code", "google sheets formula to pull the domain out of the emails in column D"),
    ).toBe("spreadsheet");
  });

  it("stays code when the member asks for a macro or a script, or for no formula", () => {
    expect(withSpreadsheetFormula("code", "excel VBA macro to email each row's formula result to the owner")).toBe(
      "code",
    );
    expect(withSpreadsheetFormula("code", "apps script for google sheets that copies new rows to another tab")).toBe(
      "code",
    );
    expect(withSpreadsheetFormula("email", "email the team the new excel formula for margins")).toBe("email");
  });
});

describe("spreadsheet work a formula cannot do", () => {
  it("is code that runs with the sheet when the sheet is to send or remind by itself", () => {
    expect(
      withSpreadsheetAutomation(
        "spreadsheet",
        "our club's google sheet has member name, email and renewal date. can it automatically send a renewal email a week before? I'm not a computer person",
      ),
    ).toBe("code");
    expect(
      withSpreadsheetAutomation(
        "spreadsheet",
        "excel list of MOT due dates per van (col C). want it to email me alerts when one is 30 days off",
      ),
    ).toBe("code");
  });

  it("stays a spreadsheet when a formula is asked for or code turned away, or nothing is sent", () => {
    expect(
      withSpreadsheetAutomation(
        "spreadsheet",
        "google sheets: a formula that flags in red when a renewal date is within 7 days, so I can send reminders",
      ),
    ).toBe("spreadsheet");
    expect(
      withSpreadsheetAutomation("spreadsheet", "excel, automatically highlight overdue invoices, no macros please"),
    ).toBe("spreadsheet");
    expect(withSpreadsheetAutomation("spreadsheet", "sheet that adds up the rota hours per volunteer each week")).toBe(
      "spreadsheet",
    );
  });

  it("reads a formula pasted with what goes wrong as the sheet's, not a bug in code", () => {
    expect(
      withFormulaPasted("neutral", "this gives #N/A for some rows, excel", "=XLOOKUP(A2,Codes!A:A,Codes!B:B)"),
    ).toBe("spreadsheet");
    expect(withFormulaPasted("neutral", "why does this print None", "def total(xs):\n    print(sum(xs))")).toBe(
      "neutral",
    );
  });
});
