import { describe, expect, it } from "vitest";

import { withComputerScript, withErrorShown, withNewCode, withoutSoftware } from "./without-software.ts";

describe("a bug report with nothing of software in it", () => {
  it("is a question about bread, plants or a car, not a fix with a diff and a test", () => {
    expect(withoutSoftware("debugging", "why do my tomato leaves keep curling up even though I water daily?", "")).toBe(
      "question",
    );
    expect(withoutSoftware("debugging", "how come my car pulls to the left after the new tyres", "")).toBe("question");
    expect(withoutSoftware("code", "my cake sinks in the middle every time i bake it at 180", "")).toBe("neutral");
  });

  it("reads one word of software that has an everyday sense as its everyday sense, and two as software", () => {
    expect(
      withoutSoftware(
        "debugging",
        "our panto's second act keeps overrunning, how do we fix it without cutting props?",
        "",
      ),
    ).toBe("question");
    expect(
      withoutSoftware("debugging", "the kestrel display keeps running late, what's broken in our order?", ""),
    ).toBe("question");
    expect(withoutSoftware("debugging", "the submit button on my booking form does nothing", "")).toBe("debugging");
  });

  it("stays code when a language, a tool, a file, a device or code itself is there", () => {
    expect(withoutSoftware("debugging", "why does my loop never end?", "")).toBe("debugging");
    expect(withoutSoftware("code", "crontab line to run /home/pi/backup.sh every night at 2am", "")).toBe("code");
    expect(withoutSoftware("debugging", "why is this not working", "total += s['score']")).toBe("debugging");
    expect(withoutSoftware("code", "write a chrome extension that hides youtube shorts", "")).toBe("code");
    expect(withoutSoftware("debugging", "footer won't stick to the bottom on short pages", "")).toBe("debugging");
    expect(withoutSoftware("question", "why does my sourdough come out gummy?", "")).toBe("question");
  });

  it("is a question, not a bug report, when only a device is named", () => {
    expect(
      withoutSoftware("debugging", "why does my iphone 13 battery drop from 100 to 60 overnight with nothing open", ""),
    ).toBe("question");
    expect(withoutSoftware("debugging", "printer says offline but the wifi is fine", "")).toBe("neutral");
    expect(withoutSoftware("code", "an app for my phone that logs my runs", "")).toBe("code");
    expect(withoutSoftware("debugging", "my android app crashes when I rotate the screen", "")).toBe("debugging");
  });
});

describe("a script that runs on a computer", () => {
  it("is code, not words to speak", () => {
    expect(
      withComputerScript("speech", "need a script for my mac that renames all the jpgs in a folder to the date taken"),
    ).toBe("code");
    expect(withComputerScript("neutral", "powershell script to move old files to the archive folder")).toBe("code");
  });

  it("stays spoken words for a video, a play or a call", () => {
    expect(withComputerScript("speech", "a script for my 2 minute youtube intro about our bakery")).toBe("speech");
    expect(withComputerScript("creative-writing", "a short play script about two cats in a window")).toBe(
      "creative-writing",
    );
    expect(withComputerScript("speech", "script for cold calling landlords about our cleaning service")).toBe("speech");
  });
});

describe("new code read as a bug report", () => {
  it("is code when nothing goes wrong in the request", () => {
    expect(
      withNewCode(
        "debugging",
        'Need a VBA macro that moves every row where Status = "Done" to a sheet called Archive, with comments',
        "",
      ),
    ).toBe("code");
    expect(
      withNewCode(
        "debugging",
        "pandas q: csv of deliveries with driver_id and timestamps, want to flag any driver with more than 10 stops in an hour",
        "",
      ),
    ).toBe("code");
  });

  it("stays a bug report when something goes wrong or code is pasted", () => {
    expect(withNewCode("debugging", "need a macro fixed, it crashes on row 40", "")).toBe("debugging");
    expect(withNewCode("debugging", "write a function for this", "def f(x): return x/0")).toBe("debugging");
  });

  it("finds the cause of an error the member shows, unless new code is asked for too", () => {
    const traceback =
      "Traceback (most recent call last):\n  File \"tally.py\", line 4, in <module>\n    total = df['Amount'].sum()\nKeyError: 'Amount'";
    expect(
      withErrorShown("code", "this happens when I run my tally script, the column is there in the csv", traceback),
    ).toBe("debugging");
    expect(withErrorShown("code", "write me a script that sums the Amount column of every csv in a folder", "")).toBe(
      "code",
    );
  });
});

describe("a log that is no program's", () => {
  it("reads a bake or roast log with nothing of software as a question", () => {
    expect(
      withoutSoftware(
        "debugging",
        "my sourdough keeps coming out flat, what am i doing wrong? here's my bake log: 75% hydration, bulk 5h at 22C",
        "",
      ),
    ).not.toBe("debugging");
  });

  it("reads a script said aloud that mentions windows as words to speak, not code for Windows", () => {
    expect(
      withComputerScript(
        "speech",
        "a script for my tannoy announcement at the open day, 1 minute, keep away from the windows of the old mill",
      ),
    ).toBe("speech");
    expect(withComputerScript("neutral", "a script for windows 11 that empties my downloads folder every week")).toBe(
      "code",
    );
  });
});
