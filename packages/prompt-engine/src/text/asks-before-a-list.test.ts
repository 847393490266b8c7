import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

describe("the member's asks listed under their own line", () => {
  it("keeps a list under 'i want to:' or 'we need to:' as the member's asks, not pasted material", () => {
    for (const typed of [
      "we run the Cley birdwatching hide rota, 22 volunteers. i want to:\n- write a text asking for cover in August\n- make a simple sign-in sheet\n- thank Margaret for 20 years",
      "our street party is on 7 July. we need to:\n- write the council road closure letter\n- make a flyer for every door",
    ]) {
      const { request, material } = cleanRequest(typed);
      expect(material).toBe("");
      expect(request).toContain("\n- ");
    }
  });

  it("keeps numbered asks under 'need a few things before…:' the member's, however long the line", () => {
    const { material } = cleanRequest(
      "need a few things before our summer show with the Ribble Valley Brass Band on 14 June at the Grand Theatre:\n1. one page code of conduct for new players - be on time, no phones on stage\n2. list of front of house jobs and what each one does - short\n3. facebook post announcing the show, doors 18:30",
    );
    expect(material).toBe("");
  });
});
