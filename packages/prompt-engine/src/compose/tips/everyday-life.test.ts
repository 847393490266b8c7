import { describe, expect, it } from "vitest";

import type { KindId } from "../../kinds.ts";
import { promptFor } from "../../testing/prompt-for-kind.ts";

type Case = [Exclude<KindId, "neutral">, string, RegExp];

describe("everyday-life tips", () => {
  const fitting: Case[] = [
    ["advice", "i keep getting chest pain when i climb stairs, should i worry", /spreads to the arm, jaw or back/u],
    ["plan", "help me arrange my dad's funeral, he died on tuesday and we want a cremation", /itemised price lists/u],
    ["advice", "my dads face looks droopy on one side and his speech is slurred, what should i do", /FAST check/u],
    ["advice", "i burned my hand on the oven what do i do", /cool running water for 20 minutes/u],
    ["question", "can i drink alcohol while on amoxicillin", /metronidazole/u],
    ["plan", "sleep training schedule for a 6 month old", /safe-sleep rules/u],
    ["advice", "my 3 year old refuses to go to bed and keeps getting up, help", /bedtime pass/u],
    ["question", "is it safe to reheat rice the next day", /Bacillus cereus/u],
    ["question", "what temp should chicken breast be when its done", /74°C \(165°F\)/u],
    ["question", "my sourdough is dense and gummy every time, bulk ferment 4 hrs at 68F", /rise \(roughly 50–75%/u],
    ["how-to", "how do i fix a puncture on my bike", /thorn or glass/u],
    ["question", "is it ok to give my dog ibuprofen", /NSAIDs/u],
    ["question", "can cats eat tuna every day", /yellow fat disease/u],
    ["advice", "my cat keeps peeing on the bathmat instead of the litter tray", /straining/u],
    ["question", "can i take a power bank in my checked luggage", /100 Wh/u],
    ["question", "do i need a visa to visit canada from the uk", /eTA/u],
    ["question", "transit visa for a 3 hr layover in frankfurt? indian passport, staying airside", /residence cards/u],
    ["plan", "road trip plan from la to the grand canyon 5 days", /needs booking for those dates/u],
    ["question", "how much should i tip a hairdresser", /15–20%/u],
    ["plan", "plan to get my credit score from 580 to 700", /utilisation below 30%/u],
    ["question", "is it legal to record a phone call in california", /all-party consent/u],
    ["advice", "my elderly mom wont stop driving but shes not safe anymore", /fitness-to-drive/u],
    ["how-to", "how do i change the oil on a 2015 honda civic", /drain-plug washer/u],
  ];
  it.each(fitting)("brings a %s on the topic its expert point: %s", (kind, request, tip) => {
    expect(promptFor(kind, request)).toMatch(tip);
  });

  const nearMisses: Case[] = [
    ["question", "transit visa for a 3 hr layover in frankfurt? indian passport, staying airside", /ESTA/u],
    ["how-to", "how do i improve my swimming stroke", /FAST check/u],
    ["advice", "i feel burnt out at work, how do i recover", /cool running water/u],
    ["advice", "my 14 yo son refuses to do homework and just games all night", /bedtime pass/u],
    ["advice", "my dog is aggressive with other dogs on walks what should i do", /dog and baby together/u],
    ["question", "my sourdough starter doubles in 6 hours but the loaf is dense", /7–14 days/u],
    ["how-to", "how do i reset the oil change light on a 2016 toyota corolla", /drain-plug washer/u],
    ["plan", "meal plan for a family of 4 on $60 a week, one kid is picky", /main activity per morning/u],
    ["advice", "is it a bad idea to lend my brother 3000 for his car repairs", /timing belt/u],
    ["email", "write a rent increase notice for my tenant, 950 to 1010 from august", /First-tier Tribunal/u],
    ["explanation", "how does the kidney regulate blood pressure", /180\/120/u],
    ["advice", "blister on my finger from playing guitar, what do i do", /cool running water/u],
    ["advice", "should i get a puppy or an older dog", /NSAIDs/u],
    ["advice", "how do i prepare my dog for our new baby", /dog and baby together/u],
    ["question", "what's the deadline to return a faulty tv to currys", /Self Assessment/u],
    ["question", "what internal temp for pulled pork", /63°C \(145°F\)/u],
    ["how-to", "how do i make a latte with my espresso machine", /descaler/u],
    ["question", "new kitten hides all day and only comes out at night to eat and use her litter tray", /straining/u],
    // A funeral business writing for the families it serves arranges no funeral of its own.
    [
      "plan",
      "we're an independent funeral home in Cork, write a guide to arranging a funeral for the families we serve",
      /itemised price lists/u,
    ],
  ];
  it.each(nearMisses)("gives a %s that only shares words no tip: %s", (kind, request, tip) => {
    expect(promptFor(kind, request)).not.toMatch(tip);
  });
});
