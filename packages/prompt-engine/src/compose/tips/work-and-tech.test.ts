import { describe, expect, it } from "vitest";

import { promptFor } from "../../testing/prompt-for-kind.ts";
import { tipsFor } from "../../testing/tips-for-kind.ts";

describe("work and technology tips", () => {
  it("brings the fix for the bug or formula the request names", () => {
    expect(promptFor("debugging", "docker container exits immediately with exit code 0, why")).toContain(
      "main process ends",
    );
    expect(promptFor("debugging", "git says fatal: refusing to merge unrelated histories")).toContain(
      "--allow-unrelated-histories",
    );
    expect(promptFor("spreadsheet", "excel keeps showing negative hours for night shifts past midnight")).toContain(
      "MOD(end - start, 1)",
    );
    expect(promptFor("spreadsheet", "formula for age from date of birth in b2")).toContain("DATEDIF");
    expect(promptFor("sql", "percentage of late deliveries per carrier")).toContain("100.0");
    expect(promptFor("sql", "count orders per day for the last 30 days including days with zero orders")).toContain(
      "generate_series",
    );
    expect(promptFor("how-to", "how do i factory reset my iphone before selling it")).toContain("activation lock");
    expect(promptFor("question", "does excel have a row limit")).toContain("1,048,576");
    expect(promptFor("image-prompt", "tattoo design, fine line hummingbird and a fern")).toContain("linework");
  });

  it("gives each kind its own way with IDs kept as text, and the sizes tip only to a search by size", () => {
    const lookup = "vlookup gives #N/A, the ids like 00452 have leading zeros";
    expect(promptFor("spreadsheet", lookup)).toContain("From Text/CSV");
    expect(promptFor("spreadsheet", lookup)).not.toContain("pandas");
    expect(promptFor("code", "read a csv of customer ids with leading zeros in pandas")).toContain("dtype=str");
    expect(promptFor("code", "script to find large files in a folder")).toContain("human-readable");
    expect(promptFor("code", "script that renames all the files in a folder to lowercase")).not.toContain(
      "human-readable",
    );
  });

  it("keeps tips to the problem they solve: splitting text, a pay rise, a list's keys", () => {
    expect(
      promptFor("spreadsheet", "in google sheets, weekly totals of column C in a separate summary table"),
    ).not.toContain("TEXTSPLIT");
    expect(
      promptFor("spreadsheet", "in google sheets split the addresses in column A by comma into separate columns"),
    ).toContain("TEXTSPLIT");
    const delay = "email to the airline asking for compensation for our 5 hour delay and the hotel we paid for";
    expect(promptFor("email", delay)).not.toContain("market salary");
    expect(promptFor("email", "email to my manager asking for a raise, i've been underpaid for 2 years")).toContain(
      "market salary",
    );
    const keys = promptFor(
      "debugging",
      "react says each child in a list should have a unique key prop but i gave each row a key",
    );
    expect(keys).toContain("outermost element");
    expect(keys).not.toContain("initialised to []");
  });

  it("leaves a tip out when the request only shares its words", () => {
    // A chore chart is not a data chart.
    expect(promptFor("spreadsheet", "chore chart spreadsheet for my 3 kids with points")).not.toContain(
      "Choose the chart by the comparison",
    );
    // Conditional formatting of a whole row is not an array formula.
    expect(promptFor("spreadsheet", "highlight the whole row red when column F says late")).not.toContain(
      "ARRAYFORMULA",
    );
    // A CORS error in Flask is not a 405.
    expect(promptFor("debugging", "CORS error when my react app calls my flask api post route")).not.toContain(
      "methods=['GET', 'POST']",
    );
    // Counting rows is not asking how many a sheet can hold.
    expect(promptFor("spreadsheet", "excel formula to count how many rows say paid")).not.toContain("1,048,576");
    // A PHP form gets no Python mail library.
    expect(promptFor("code", "php contact form that sends to my gmail")).not.toContain("smtplib");
    expect(promptFor("code", "php contact form that sends to my gmail")).not.toContain("EmailMessage");
    // A shared calendar between two iPhones needs no Google Calendar.
    expect(promptFor("how-to", "set up a shared family calendar on iphone for me and my wife")).not.toContain(
      "Google Calendar",
    );
    // A one-page résumé asked for outright is not a résumé to cut down.
    expect(promptFor("resume", "one page resume for a software engineer with 3 years experience")).not.toContain(
      "Cut by relevance",
    );
  });

  it("warns a listing for a home to let or sell about describing who should live there, not a holiday let", () => {
    expect(
      tipsFor("marketing-copy", "property listing for a 3 bedroom semi in Leicester, garden, near schools, to let"),
    ).toContain("fair-housing");
    expect(
      tipsFor(
        "marketing-copy",
        "listing for our 2 bedroom cabin by the lake on Airbnb, sleeps 4, we'd love families and anglers as guests",
      ),
    ).not.toContain("fair-housing");
  });

  it("sends a thank-you within a day after an interview or a meeting, not one for years of service", () => {
    expect(tipsFor("email", "thank you email after my interview at the council planning office yesterday")).toContain(
      "within a day",
    );
    expect(
      tipsFor("email", "thank you email to our football coach who is retiring after 15 years, from all the parents"),
    ).not.toContain("within a day");
  });

  it("gives the keep-one-copy step to duplicates to remove, not to unique values counted", () => {
    expect(tipsFor("sql", "delete duplicate rows from the bookings table, keep the newest per email")).toContain(
      "ROW_NUMBER()",
    );
    expect(tipsFor("sql", "number of unique members who booked a court each month")).not.toContain("ROW_NUMBER()");
  });

  it("gives a photo's lens to a portrait photo, not to a painted or drawn one", () => {
    expect(tipsFor("image-prompt", "portrait photo of my grandad in his garden, close-up of his face")).toMatch(
      /85mm/u,
    );
    expect(
      tipsFor(
        "image-prompt",
        "portrait of my elf ranger character, watercolour illustration, face close-up, green cloak",
      ),
    ).not.toMatch(/85mm/u);
  });

  it("splits text, not an amount split into shares or taxes", () => {
    expect(
      promptFor(
        "spreadsheet",
        "excel for my pharmacy: if the customer is in-state split the tax into state and county halves, otherwise it all goes to state. rate in column C, amount in F. formulas for the two tax columns",
      ),
    ).not.toContain("TEXTSPLIT");
    const shares = promptFor(
      "spreadsheet",
      "tips sheet: split each tip amount in column D into kitchen and floor shares, 40% kitchen and 60% floor, in columns E and F",
    );
    expect(shares).not.toMatch(/fewest transfers/u);
    expect(
      promptFor(
        "spreadsheet",
        "sheet to split bills with my 3 flatmates, who paid what and who owes who at the end of the month",
      ),
    ).toMatch(/fewest transfers/u);
  });

  it("keeps the top-per-group recipe to a pick in each group, and leaving zeros out to a member who names them", () => {
    const ranking = /PARTITION BY group ORDER BY value DESC\) in a subquery and filter rn <= N/u;
    expect(promptFor("sql", "total sales by store for each week, ranked highest first")).not.toMatch(ranking);
    expect(promptFor("sql", "rank the reps within each region by revenue and keep the top 2 per region")).toMatch(
      /PARTITION BY group/u,
    );
    const zeros = /AVERAGEIF\(range, "<>0"\)/u;
    expect(
      promptFor(
        "spreadsheet",
        "average of the lap times in column D, some laps are blank where the rider crashed, a 0 is a real result",
      ),
    ).not.toMatch(zeros);
    expect(promptFor("spreadsheet", "average of the quiz marks ignoring the empty cells")).not.toMatch(zeros);
    expect(
      promptFor("spreadsheet", "my average counts the zeros from weeks we were closed, how do I leave those out"),
    ).toMatch(zeros);
  });
});
