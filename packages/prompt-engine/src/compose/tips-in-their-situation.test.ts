import { describe, expect, it } from "vitest";

import { tipsFor, tipsWithin } from "../testing/tips-for-kind.ts";

describe("a tip applies in its own situation, not wherever its words appear", () => {
  it("weighs paying off a loan against investing, whatever the loan, and keeps the account-type tip to account types", () => {
    expect(
      tipsWithin("advice", "student loan at 5.5% or put the extra £200 a month into an index fund? no other debt"),
    ).toMatch(/guaranteed return/u);
    const accounts = tipsWithin("comparison", "roth ira vs traditional ira, i'm 24 on a low salary");
    expect(accounts).toMatch(/tax rate now/u);
    expect(accounts).not.toMatch(/fee-only adviser/u);
  });

  it("answers with the rule of the place the member names before a general tip, and keeps other places' rules out", () => {
    const venmo = tipsWithin(
      "question",
      "I sell crocheted stuff at craft fairs, paid on Venmo, $3,000 last year. Do I report it on my taxes? Will I get a 1099?",
    );
    expect(venmo).toMatch(/^Explain that US side income is taxable/u);
    expect(venmo).not.toMatch(/UK|£/u);
  });

  it("keeps a tip to its situation: lending is not a loan to pay off, calling an API is not a bug to find", () => {
    expect(tipsFor("advice", "should i use my savings to clear my $8k car loan or keep the money?")).not.toMatch(
      /refusal/u,
    );
    expect(tipsFor("advice", "my brother wants to borrow money again, £2,000, how do I say no")).toMatch(/refusal/u);
    expect(tipsFor("debugging", "why is my fetch returning a promise instead of the json from the api")).not.toMatch(
      /retries with backoff/u,
    );
  });

  it("keeps planting times to planting, not to a plant that is ill", () => {
    expect(
      tipsFor("question", "my pepper plants have black spots on the leaves after all the rain, zone 6, what is it"),
    ).not.toMatch(/last frost/u);
    expect(tipsFor("question", "when can i plant out my tomato seedlings in zone 6")).toMatch(/last frost/u);
  });

  it("keeps a children's party's practicalities to a children's party", () => {
    expect(
      tipsFor("email", "invitation email for Priya's leaving party, friday 5pm at the Crown, drinks on us"),
    ).not.toMatch(/parents stay/u);
    expect(tipsFor("email", "party invitation for my son's 6th birthday at the trampoline park, saturday 2-4")).toMatch(
      /parents stay/u,
    );
  });

  it("keeps a baby's fever rule to a temperature, and an order's complaint to an order", () => {
    expect(tipsFor("advice", "my toddler (2) wakes at 5am every day since the baby came, what can we try")).not.toMatch(
      /under three months/u,
    );
    expect(tipsFor("question", "my baby is 7 weeks old and her temperature is 38.2, do we go to A&E?")).toMatch(
      /under three months/u,
    );
    expect(
      tipsFor("email", "complaint to the airline, my suitcase came back broken from flight BA117, I want it paid for"),
    ).not.toMatch(/order number/u);
  });

  it("keeps selling to products, visas to the whole route and conversions to where text comes in", () => {
    expect(
      tipsFor(
        "social-post",
        "linkedin post, I was laid off, good at product launches and positioning, open to contract work",
      ),
    ).not.toMatch(/reason to buy|previous team/u);
    expect(
      tipsFor("social-post", "instagram post announcing the launch of our new product, a lavender candle"),
    ).toMatch(/reason to buy/u);
    expect(tipsFor("question", "do i need a visa to change planes in Amsterdam on a South African passport?")).toMatch(
      /transit/u,
    );
    const conversion = tipsFor(
      "debugging",
      "TypeError: unsupported operand type(s) for +=: 'int' and 'str' reading scores from a csv",
    );
    expect(conversion).toMatch(/CSV/u);
    expect(conversion).toMatch(/blank/u);
  });

  it("keeps tourist tips to visits, rent rises to rises and character sheets to characters", () => {
    const move = tipsFor("plan", "relocating abroad to tokyo in 3 months with our dog, checklist in order please");
    expect(move).not.toMatch(/JR Pass/u);
    expect(move).toMatch(/pet import rules/u);
    expect(tipsFor("advice", "we're moving house next month, how do I keep my cat calm during the move")).not.toMatch(
      /pet import rules/u,
    );
    expect(tipsFor("plan", "5 days in tokyo and kyoto in april, itinerary")).toMatch(/JR Pass/u);
    expect(
      tipsFor("advice", "landlord is keeping $400 of my deposit for cleaning after 3 years, what can I do"),
    ).not.toMatch(/market rents/u);
    expect(tipsFor("advice", "landlord wants to raise my rent by 15%, is that allowed")).toMatch(/market rents/u);
    expect(tipsFor("image-prompt", "mascot logo for our chess club, a knight, flat vector")).not.toMatch(/full body/u);
  });

  it("reads blood pressure only from readings, warns of painkillers with its medicine, and asks for more time only when asked", () => {
    const painkiller = tipsFor("question", "is it ok to take ibuprofen with my blood pressure pills (ramipril)?");
    expect(painkiller).toMatch(/NSAIDs/u);
    expect(painkiller).not.toMatch(/180\/120/u);
    expect(tipsFor("question", "my blood pressure was 148/95 this morning, is that bad")).toMatch(/180\/120/u);
    expect(
      tipsFor(
        "email",
        "email to faculty: final grades are due by the deadline on Dec 19, questions go to extension 4410",
      ),
    ).not.toMatch(/new date wanted/u);
    expect(tipsFor("email", "email my tutor asking for an extension on my essay deadline, I had covid")).toMatch(
      /new date wanted/u,
    );
  });

  it("finds rows with nothing in a period by an anti-join, and states no period of its own", () => {
    const lapsed = tipsFor("sql", "postgres: customers who ordered before but have no orders in the last 60 days");
    expect(lapsed).toMatch(/NOT EXISTS/u);
    expect(lapsed).not.toMatch(/30 days/u);
    expect(tipsFor("sql", "rolling revenue for the trailing 30 days, postgres")).toMatch(/half-open range/u);
  });

  it("treats a poison a pet swallowed as urgent before any sign", () => {
    const lily = tipsFor(
      "question",
      "my cat chewed a lily leaf, she seems fine, do i need the emergency vet or wait and watch",
    );
    expect(lily).toMatch(/whatever the symptoms/u);
    expect(lily).not.toMatch(/monitor at home/u);
    expect(tipsFor("question", "my dog seems lethargic and off his food today, emergency vet or wait?")).toMatch(
      /monitor at home/u,
    );
  });

  it("keeps flight rules to flights, baby names to babies and acceptance speeches to winners", () => {
    expect(
      tipsFor(
        "email",
        "complaint to the cruise line, our port stop was cancelled and the excursion refunded as credit",
      ),
    ).not.toMatch(/UK261/u);
    expect(tipsFor("email", "complaint to the airline, our flight from Madrid was delayed 5 hours")).toMatch(/UK261/u);
    expect(tipsFor("brainstorm", "names for my etsy shop, I make baby blankets and toys")).not.toMatch(/surname/u);
    expect(tipsFor("brainstorm", "baby names for a girl, our surname is Okafor")).toMatch(/surname/u);
    expect(tipsFor("speech", "3 minute speech as club captain at our end of season awards dinner")).not.toMatch(
      /awarding body/u,
    );
    expect(tipsFor("speech", "acceptance speech, I won volunteer of the year at the awards")).toMatch(/awarding body/u);
  });

  it("plays the upset customer only when the member casts the assistant as one", () => {
    expect(
      tipsFor(
        "role-play",
        "pretend to be an angry customer whose parcel never came, I work on the phones at a courier",
      ),
    ).toMatch(/upset customer/u);
    expect(
      tipsFor(
        "role-play",
        "you are the store manager interviewing me for a cashier job, ask how I'd deal with an angry customer",
      ),
    ).not.toMatch(/upset customer/u);
  });

  it("keeps rows tied at a top-N cut-off when the member asks, and divides only where a share is asked for", () => {
    const tied = tipsFor(
      "sql",
      "rank the top 5 players in each league by goals, and if two are tied for 5th both show. MySQL",
    );
    expect(tied).toMatch(/^Use RANK\(\)/u);
    expect(tied).not.toMatch(/ROW_NUMBER\(\) OVER/u);
    expect(tipsFor("sql", "rank the top 5 players in each league by goals, MySQL")).toMatch(/^Use ROW_NUMBER\(\)/u);
    expect(tipsFor("sql", "sum of refunded and cancelled orders per store last quarter")).not.toMatch(/NULLIF/u);
    expect(tipsFor("sql", "percentage of orders refunded per store last quarter")).toMatch(/NULLIF/u);
  });

  it("counts an age on the day the member names, in the member's own column", () => {
    const age = tipsFor(
      "spreadsheet",
      "column F has birthdays, I need their age on 1 September for school year groups",
    );
    expect(age).toMatch(/the day the age is counted on/u);
    expect(age).not.toMatch(/B2/u);
  });

  it("answers a deposit question with Ontario's rule there, and a general one without a UK inventory elsewhere", () => {
    const ontario = tipsWithin(
      "question",
      "landlord in Toronto is keeping my $700 damage deposit for cleaning the carpets, is that allowed?",
    );
    expect(ontario).toMatch(/^Apply Ontario's rule/u);
    const general = tipsWithin(
      "advice",
      "my landlord kept half my deposit for repainting after 5 years, what can I do",
    );
    expect(general).not.toMatch(/Ontario|check-in inventory/u);
    expect(general).toMatch(/wear and tear/u);
  });

  it("asks which Arabic only when the member has not named a register or a dialect", () => {
    expect(tipsFor("translation", "translate our shop's opening hours sign into Arabic")).toMatch(/Modern Standard/u);
    for (const named of ["into formal Arabic", "into Arabic for our customers in Casablanca, Moroccan darija"])
      expect(tipsFor("translation", `translate our shop's opening hours sign ${named}`)).not.toMatch(
        /Modern Standard/u,
      );
  });

  it("leaves the meeting to the member in a note to a teacher, and a pet's rabies steps to the route", () => {
    const teacher = tipsFor("message", "message my daughter's teacher, someone keeps pulling her hair in class");
    expect(teacher).toMatch(/specific example/u);
    expect(teacher).not.toMatch(/meeting/u);
    // Answering the concern the teacher raised is no concern of the member's to raise.
    expect(
      tipsFor(
        "message",
        "my son's teacher says he hasn't handed in homework for two weeks, help me reply to her calmly",
      ),
    ).not.toMatch(/specific example/u);
    const pets = tipsFor(
      "plan",
      "we're relocating from Dublin to Perth with our dog and cat in 4 months, what's the pet import process",
    );
    expect(pets).toMatch(/rabies-free countries needs no rabies steps/u);
  });

  it("keeps soil calibration to soil, weights to a workout with equipment, and pelvic-floor care to after a birth", () => {
    expect(tipsFor("code", "arduino nano with a DHT22 switching a relay for a heater below 18C")).not.toMatch(/soil/u);
    expect(tipsFor("code", "arduino soil moisture sensor to switch a relay for the pump in my greenhouse")).toMatch(
      /soil/u,
    );
    const postpartum = tipsFor("plan", "30 min home workout, 6 months postpartum, no equipment please");
    expect(postpartum).toMatch(/pelvic-floor/u);
    expect(postpartum).not.toMatch(/household substitutes/u);
  });

  it("keeps advice about a partner to a partner, not a grown child home after a breakup", () => {
    expect(
      tipsFor("advice", "my 24 year old son moved home after a breakup and sleeps all day, how do I talk to him"),
    ).not.toMatch(/labelling the partner/u);
    expect(
      tipsFor("advice", "my boyfriend reads my messages since our breakup scare, is that a relationship red flag"),
    ).toMatch(/labelling the partner/u);
  });

  it("keeps one country's rule from a member who names only another, by place or by the currency of their sums", () => {
    const ireland = tipsWithin(
      "question",
      "freelance photographer in Galway, made €52k this year, do I need to register for VAT",
    );
    expect(ireland).not.toMatch(/£90,000|UK VAT/u);
    expect(tipsWithin("question", "my turnover is €41,000 from the café, when do I have to charge vat?")).not.toMatch(
      /£90,000/u,
    );
    expect(
      tipsWithin("question", "sole trader in Leeds, about £70k turnover, when do I have to register for VAT"),
    ).toMatch(/£90,000/u);
  });

  it("keeps the software tenants' design to software, not a landlord's tenants", () => {
    expect(
      tipsFor(
        "sql",
        "postgres query: tenants whose lease ends in the next 60 days. tables tenants(id, name, unit_id), leases(id, tenant_id, end_date)",
      ),
    ).not.toMatch(/row-level security/u);
    expect(
      tipsFor("sql", "designing a multi-tenant saas database in postgres, should every table carry a tenant_id?"),
    ).toMatch(/row-level security/u);
  });

  it("gives a trader's tax routine to no one selling their own things beside a job, and buying costs to no eligibility question", () => {
    const ownThings = tipsWithin(
      "question",
      "sold my old camera gear and clothes on ebay, about £1,200, do I need to do a self assessment tax return? I'm PAYE",
    );
    expect(ownThings).toMatch(/personal belongings/u);
    expect(ownThings).not.toMatch(/25–30%/u);
    expect(
      tipsWithin(
        "question",
        "can we use our first home saver account to buy a plot of land and build, or only an existing house?",
      ),
    ).not.toMatch(/stamp duty/u);
  });

  it("gives a eulogy that recalls weddings no wedding ceremony's tip", () => {
    const ceremony = /vows, rings/u;
    expect(
      tipsFor(
        "speech",
        "celebrant here, need the eulogy part of the ceremony for Pat, he sang at every wedding in the parish, 4 minutes",
      ),
    ).not.toMatch(ceremony);
    expect(tipsFor("speech", "celebrant script for the wedding ceremony of Aoife and Dan, 20 minutes")).toMatch(
      ceremony,
    );
  });
});
