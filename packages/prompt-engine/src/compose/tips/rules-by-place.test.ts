import { describe, expect, it } from "vitest";

import type { KindId } from "../../kinds.ts";
import { promptFor } from "../../testing/prompt-for-kind.ts";

type Case = [Exclude<KindId, "neutral">, string, RegExp];

describe("rules-by-place tips", () => {
  const fitting: Case[] = [
    [
      "email",
      "letter to united airlines asking for a refund, my flight from Denver was cancelled and they offered a travel credit",
      /Department of Transportation/u,
    ],
    [
      "advice",
      "my landlord in california still hasnt returned my deposit its been 5 weeks, what should i do",
      /21 days/u,
    ],
    ["email", "write an email to my landlord in california asking for my deposit back its been 30 days", /21 days/u],
    [
      "advice",
      "landlord in nyc kept my security deposit, moved out a month ago. what are my options",
      /within 14 days/u,
    ],
    ["advice", "ohio landlord hasnt returned my security deposit after 6 weeks what should i do", /5321\.16/u],
    ["advice", "my landlord in edinburgh is keeping my deposit, what are my options", /30 working days/u],
    ["advice", "my landlord wont fix the furnace in ohio, should i withhold rent? what are my options", /rent escrow/u],
    [
      "advice",
      "damp and mould in my flat in manchester and the landlord wont repair it, what should i do",
      /Fitness for Human Habitation/u,
    ],
    ["advice", "my landlord in san diego wants to raise rent by 12%, what should i do", /AB 1482/u],
    ["advice", "landlord gave me a 3 day notice to vacate in texas what should i do", /justice court/u],
    ["advice", "quit my job in texas, what should i do about my last paycheck", /six calendar days/u],
    ["advice", "i havent got my final paycheck after quitting, what should i do", /set by each US state/u],
    ["question", "how much notice do i have to give when resigning in the uk", /one week per full year/u],
    ["question", "do i legally have to give two weeks notice in the us", /courtesy rather than a legal requirement/u],
    ["explanation", "can you explain uk maternity pay and leave", /Statutory Maternity Pay/u],
    ["question", "how many days holiday am i entitled to in the uk working 3 days a week", /5\.6 weeks/u],
    ["advice", "my flight from london was delayed 4 hours, what should i do about compensation", /UK261/u],
    ["question", "client is 60 days late paying my invoice, can i charge late payment interest uk", /8% above/u],
    [
      "question",
      "do i need to pay tax on my side hustle income in the uk, made 800 selling crafts",
      /£1,000 trading allowance/u,
    ],
    ["advice", "i got a 1099-k from paypal for my side hustle, what should i do about taxes", /self-employment tax/u],
    ["advice", "my health insurance claim was denied in the us, what should i do", /external review/u],
    ["advice", "my husband is diabetic and his blood sugar is low and shaky what should i do", /rule of 15/u],
    ["advice", "i feel suicidal and dont know what to do, please help", /116 123/u],
    [
      "advice",
      "my landlord in brooklyn says hes going to evict me for being behind on rent, what should i do",
      /14-day/u,
    ],
    ["advice", "landlord in glasgow gave me a notice to leave, what should i do", /First-tier Tribunal/u],
    ["advice", "i left my job in the uk and my final pay didnt include my holiday, what should i do", /untaken/u],
    [
      "advice",
      "i get migraines 3 times a week and take painkillers every day, what should i do",
      /medication-overuse/u,
    ],
    ["question", "my landlord in california, how much security deposit can they ask for?", /one month's rent/u],
    ["advice", "how do i dispute a charge on my credit card in the us, what should i do", /Fair Credit Billing/u],
    ["advice", "im pregnant and spotting at 8 weeks, what should i do", /same-day contact/u],
    ["advice", "i keep missing doses of my antidepressant, what should i do", /never double up/u],
    ["advice", "how do i find an affordable therapist in london, what should i do", /NHS Talking Therapies/u],
  ];
  it.each(fitting)("brings a %s the rule of its place: %s", (kind, request, tip) => {
    expect(promptFor(kind, request)).toMatch(tip);
  });

  const nearMisses: Case[] = [
    // A US airline's flight falls under the US rule; the decline tip needs a refusal.
    [
      "email",
      "letter to united airlines asking for a refund, flight UA 1187 Denver to Boise was cancelled, I want cash not credit",
      /UK261|EU261|Say no clearly/u,
    ],
    // A repair remedy needs something to repair.
    [
      "email",
      "a formal notice letter to my tenant in Dayton, Ohio that rent goes from $1,050 to $1,125 starting March 1",
      /rent escrow/u,
    ],
    ["advice", "my landlord in ontario kept my deposit, what should i do", /21 days|within 14 days|approved scheme/u],
    ["advice", "i live in washington state and my landlord kept my deposit, what should i do", /21 days|5321/u],
    ["advice", "my landlord in london kept my deposit, what should i do", /Civil Code|Property Code/u],
    ["advice", "my landlord in texas kept my deposit, what should i do", /California|approved scheme/u],
    ["question", "does a landlord in california have to pay interest on security deposits? yes or no", /21 days/u],
    ["advice", "my landlord in texas wants to raise my rent 10%, what should i do", /AB 1482/u],
    ["advice", "being made redundant in ireland, what should i do", /statutory redundancy pay/u],
    ["advice", "laid off in canada, what should i do about severance", /COBRA/u],
    [
      "advice",
      "my flight from toronto was delayed 4 hours, what should i do about compensation",
      /UK261|Transportation/u,
    ],
    ["email", "complaint to the airline, my suitcase was lost on a flight from manchester to rome", /UK261/u],
    ["question", "deadline for the UK self assessment tax return if I file online?", /distance-selling/u],
    ["advice", "final paycheck in ontario after quitting, what should i do", /US state/u],
    ["advice", "i got a 1099 from uber, what should i do about taxes in canada", /self-employment tax/u],
    ["advice", "im 20 weeks pregnant, what foods should i avoid? advice please", /warning signs/u],
    ["advice", "im diabetic on insulin, what low carb meals should i eat? advice please", /rule of 15/u],
    ["advice", "my mum has dementia and keeps asking for my dad, what should i say to her", /power of attorney/u],
    ["advice", "my manager wants to put me on a pip, what should i do", /PIP activity/u],
    ["how-to", "im in scotland and want to claim pip, how do i fill the form", /PIP activity/u],
    ["advice", "landlord in glasgow gave me a notice to leave, what should i do", /section 21/u],
    ["advice", "my friend is writing a story where a character is suicidal, advice on the plot", /116 123/u],
    ["advice", "how do i find an affordable therapist in toronto, what should i do", /NHS|in-network/u],
    ["advice", "my health insurance claim was denied in the us, what should i do", /SSDI/u],
    ["question", "whats the best credit card for travel in the us", /Fair Credit Billing/u],
    [
      "question",
      "my credit card late payment fee uk, can they charge interest like that?",
      /Late Payment of Commercial Debts/u,
    ],
    ["question", "how much tax will i pay on extra income from my second job uk", /trading allowance/u],
    ["advice", "my disability claim was denied in the uk, what should i do", /SSDI/u],
    ["comparison", "buy to let in my own name vs through a limited company, uk higher rate taxpayer", /sole trader/u],
  ];
  it.each(nearMisses)("gives a %s from elsewhere no rule of another place: %s", (kind, request, tip) => {
    expect(promptFor(kind, request)).not.toMatch(tip);
  });

  it("names no statute in a repair request that rules out anything legal for now", () => {
    expect(
      promptFor(
        "email",
        "email to my landlord in Leeds, the damp and mould keep coming back and he only paints over it. Don't threaten anything legal yet, I just want it on record",
      ),
    ).not.toMatch(/Landlord and Tenant Act/u);
  });

  it("leaves the risks of withholding rent out of a repair request that rules withholding out", () => {
    const firm = promptFor(
      "email",
      "email to my landlord in Leeds about the damp and mould in the bedroom he has not fixed, firm but I don't want to threaten to withhold rent",
    );
    expect(firm).toMatch(/environmental health/u);
    expect(firm).not.toMatch(/possession proceedings/u);
    expect(
      promptFor(
        "advice",
        "my landlord in Leeds won't fix the damp and mould, can I withhold rent until he does the repairs?",
      ),
    ).toMatch(/possession proceedings/u);
  });
});
