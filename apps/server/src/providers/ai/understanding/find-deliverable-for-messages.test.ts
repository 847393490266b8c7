import { describe, expect, it } from "vitest";

import { analyzeRequest } from "./analyze-request.ts";

const kindOf = (request: string) => analyzeRequest(request)?.kind;

describe("a message to someone at work is a work message, a greeting to them stays personal", () => {
  it.each([
    "text my manager that i'll be late, my train is delayed",
    "can you text my coworker that i'm running 10 minutes late",
  ])("writes a short work message, sent as a text: %s", (request) => {
    const analysis = analyzeRequest(request);
    expect(analysis?.kind).toBe("email");
    expect(analysis?.channel).toBe("a text message");
  });

  it("reads a message to the boss about work as a work message", () => {
    expect(kindOf("message my boss that i need to leave at 3 for a dentist appointment")).toBe("email");
  });

  it("keeps greetings, thanks and messages to family personal", () => {
    expect(kindOf("text my boss happy birthday")).toBe("personal-message");
    expect(kindOf("text my mum that i'll be home late")).toBe("personal-message");
    expect(kindOf("text my team thank you for all the hard work this year")).toBe("personal-message");
  });

  it("reads the same in other languages", () => {
    expect(kindOf("schreib mir eine kurze nachricht an meinen chef, dass ich morgen krank bin")).toBe("email");
    expect(kindOf("escribe un mensaje a mi jefe diciendo que llego tarde")).toBe("email");
    expect(kindOf("escribe un mensaje de felicitación para mi jefe")).toBe("personal-message");
    expect(kindOf("schreib eine nachricht an meine kollegin zum geburtstag")).toBe("personal-message");
  });
});
