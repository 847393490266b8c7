import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

describe("the member's words typed under a paste", () => {
  it("gives back a short instruction on the answer, but not a notice's last line", () => {
    expect(
      cleanRequest(
        "tidy my meeting notes into minutes:\n\nJo: budget agreed 4k. Sam to book hall by Fri. Next meeting 3 June.\n\nkeep it short, initials only",
      ).request,
    ).toContain("keep it short, initials only");
    expect(
      cleanRequest(
        "make this friendlier:\n\nParents evening is on Thursday from 4pm in the main hall.\n\nDon't be late!",
      ).material,
    ).toContain("Don't be late!");
  });

  it("gives back the member's own case and question under a screen's message", () => {
    expect(
      cleanRequest(
        "my boiler shows this:\n\nF28\nIGNITION FAILURE\nRESET\n\nit happened twice this week after I bled the radiators. is it safe to keep resetting it?",
      ).request,
    ).toContain("it happened twice this week");
  });

  it("takes a traceback first and the code after the member's colon as the material, their words apart", () => {
    const { request, material } = cleanRequest(
      'Traceback (most recent call last):\n  File "avg.py", line 5, in <module>\n    print(total / count)\nZeroDivisionError: division by zero\n\nhere is my code for the homework:\n\ncount = 0\ntotal = 0\nprint(total / count)\n\nwhy does this happen?',
    );
    expect(material).toMatch(/^Traceback[\s\S]*count = 0/u);
    expect(request).toBe("here is my code for the homework:\n\nwhy does this happen?");
  });
});
