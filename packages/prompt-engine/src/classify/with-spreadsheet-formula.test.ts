import { describe, expect, it } from "vitest";

import { withSpreadsheetFormula } from "./with-spreadsheet-formula.ts";

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
