import { describe, expect, it } from "vitest";

import { composeOffline as compose } from "../../../testing/compose-offline.ts";

describe("the genre, the listener and the occasion set a story's or a poem's feel, unless a tone was named", () => {
  it("winds a bedtime story down, keeps a small child's story simple and a limerick playful", async () => {
    const bedtime = await compose("write a bedtime story about a bear who can't find his blanket for my toddler");
    expect(bedtime).toContain("## Tone\nCalm, gentle and soothing.");
    expect(bedtime).not.toContain("Open in the middle of something happening");
    expect(await compose("a story for my son, he's six, about a robot who learns to swim")).toContain(
      "## Tone\nWarm, simple and playful.",
    );
    expect(await compose("a limerick about my neighbour's noisy parrot")).toContain("## Tone\nPlayful and witty.");
    expect(await compose("a sarcastic limerick about a lost sock")).toContain("## Tone\nSarcastic.");
  });

  it.each([
    ["write a poem for my grandmas 90th birthday, she loves gardening and crosswords", "Warm and celebratory."],
    ["a song for our 10th wedding anniversary", "Warm and celebratory."],
    ["a short poem to read at my mum's retirement party", "Warm and celebratory."],
    ["a poem for my dads funeral, he loved fishing", "Tender, warm and comforting."],
    ["a poem in memory of our dog who passed away last week", "Tender, warm and comforting."],
    ["a funny poem for my sisters 30th birthday", "Funny."],
    ["a poem about autumn leaves", "Evocative."],
  ])("takes the feeling of the occasion: %s", async (request, tone) => {
    expect(await compose(request)).toContain(`## Tone\n${tone}`);
  });
});

describe("a eulogy honours someone", () => {
  it("opens gently and ends in farewell, not a toast or a call to action", async () => {
    const eulogy = await compose("help me write a eulogy for my grandfather, he was a fisherman and loved his garden");
    expect(eulogy).toContain("end with a line of farewell or thanks that honours them");
    expect(eulogy).not.toContain("call to action");
    expect(eulogy).toContain("## Tone\nTender, warm and comforting.");
    expect(await compose("a best man speech for my brother's wedding")).toContain("a toast, a thank-you");
  });
});
