import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

describe("pastes typed straight against the member's line", () => {
  it("takes entries of a name and what it says, typed under an ask that points to them, as the paste", () => {
    const separated = cleanRequest(
      "tidy up the spelling on these, theyre the labels for our honey stall\nHeather Honey - set honey from the moors, strong and tangy\nWildflower - runny, from our meadow hives\nBorage - light and flowery, the bees love it",
    );
    expect(separated.request).toBe("tidy up the spelling on these, theyre the labels for our honey stall");
    expect(separated.material).toBe(
      "Heather Honey - set honey from the moors, strong and tangy\nWildflower - runny, from our meadow hives\nBorage - light and flowery, the bees love it",
    );
  });

  it("takes a message greeted and signed on its own line, above the member's words, as the paste", () => {
    const separated = cleanRequest(
      "Hey team, the van is in for its MOT on weds so no deliveries. Sort your own lifts. ta, Mo\ncan you make this sound friendlier, its for the staff group chat",
    );
    expect(separated.material).toBe(
      "Hey team, the van is in for its MOT on weds so no deliveries. Sort your own lifts. ta, Mo",
    );
    expect(separated.request).toBe("can you make this sound friendlier, its for the staff group chat");
  });

  it("gives back a line in English typed under a paste in another language", () => {
    const separated = cleanRequest(
      "our landlord posted this in the building and i need it as a letter in english:\nEstimados vecinos, a partir del lunes el agua caliente se cortará de 9 a 14 horas por obras en la caldera. Disculpen las molestias.\nformal, to the head of the housing department, signed by the residents association of Block C",
    );
    expect(separated.material).toBe(
      "Estimados vecinos, a partir del lunes el agua caliente se cortará de 9 a 14 horas por obras en la caldera. Disculpen las molestias.",
    );
    expect(separated.request).toMatch(/signed by the residents association of Block C$/u);
  });

  it("takes prose typed with capitals between the member's lower-case lines as the paste", () => {
    const separated = cleanRequest(
      "can you shorten this for our shop window, 40 words max\nHandmade soy candles poured in small batches in our Hebden Bridge workshop, scented with real essential oils and never any paraffin.\nkeep the bit about paraffin",
    );
    expect(separated.material).toBe(
      "Handmade soy candles poured in small batches in our Hebden Bridge workshop, scented with real essential oils and never any paraffin.",
    );
    expect(separated.request).toBe(
      "can you shorten this for our shop window, 40 words max\n\nkeep the bit about paraffin",
    );
  });

  it("takes an e-mail whose message runs straight under its headers, then the member's words, as the paste", () => {
    const mail = "From: Sam Reid\nSubject: minibus\nHi all, the minibus is booked for the 12th but only seats 14. Sam";
    const separated = cleanRequest(`${mail}\n\nwrite a reply from me saying i can drive my car too`);
    expect(separated.material).toBe(mail);
    expect(separated.request).toBe("write a reply from me saying i can drive my car too");
  });

  it("gives back a question of the member's typed in lower case at the end of their notes", () => {
    const separated = cleanRequest(
      "make this a formal letter to the agency:\nboiler broken since 3 jan, rang 4 times, flat is 13 degrees. want it fixed this week. should i mention withholding rent?",
    );
    expect(separated.material).toBe(
      "boiler broken since 3 jan, rang 4 times, flat is 13 degrees. want it fixed this week.",
    );
    expect(separated.request).toMatch(/should i mention withholding rent\?$/u);
  });

  it("keeps YAML pasted under the member's line whole, from its first key", () => {
    const yaml =
      "alias: fan off\ntrigger:\n  - platform: numeric_state\n    entity_id: sensor.temp\n    below: 24\naction:\n  - service: fan.turn_off";
    const separated = cleanRequest(`my home assistant automation never turns the fan off\n${yaml}`);
    expect(separated.material).toBe(yaml);
    expect(separated.request).toBe("my home assistant automation never turns the fan off");
  });

  it("takes short notes typed line by line under an ask to work on them as the paste", () => {
    const notes = "mtg tues, 9 there\nsubs up to £30\nnew board needed, Gaz to price one\nnext mtg 4th";
    const separated = cleanRequest(`can you turn these into minutes for the darts club\n${notes}`);
    expect(separated.material).toBe(notes);
    expect(separated.request).toBe("can you turn these into minutes for the darts club");
  });

  it("takes an unsigned message greeted above the member's question about it as the paste", () => {
    const message =
      "hello its Kofi from no 12, your hedge is over the path again and my mum nearly tripped. please cut it";
    const separated = cleanRequest(`${message}\nwhat should i say back, its the council's hedge not mine`);
    expect(separated.material).toBe(message);
    expect(separated.request).toBe("what should i say back, its the council's hedge not mine");
  });

  it("gives back the member's long lower-case line typed straight after their notes", () => {
    const notes = "Sat 9am nets / 11am juniors\nSun 10am seniors\nTue 6pm ladies\nThu 6pm all squads";
    const separated = cleanRequest(
      `can you turn this into a clear timetable for the clubhouse board\n${notes}\nits for our cricket club in dunedin, some of the juniors parents dont read much english so keep words simple`,
    );
    expect(separated.material).toBe(notes);
    expect(separated.request).toMatch(
      /^can you turn this into a clear timetable[\s\S]*its for our cricket club in dunedin/u,
    );
  });

  it("takes a greeted message typed straight under an ask that points to it as the paste", () => {
    const message =
      "hello its Tomasz, the kitchen tap is still dripping after your visit and now theres water under the sink. can you come back";
    const separated = cleanRequest(`what do i say to this, i fitted the tap on monday\n${message}\n\nkeep it short`);
    expect(separated.material).toBe(message);
    expect(separated.request).toBe("what do i say to this, i fitted the tap on monday\n\nkeep it short");
  });
});
