import { describe, expect, it } from "vitest";

import { cleanRequest, wordsAround } from "./clean-request.ts";

describe("where a paste ends and the member's words begin again", () => {
  it("gives back the member's sentences typed under a formula pasted on a line of its own", () => {
    const { request, material } = cleanRequest(
      'my sheets formula shows #REF! and i cant see why:\n=SUMIFS(C:C,A:A,"Paid",B:B,E1)\nE1 is a date i type in. what is wrong and is there a simpler way',
    );
    expect(material).toBe('=SUMIFS(C:C,A:A,"Paid",B:B,E1)');
    expect(request).toContain("what is wrong and is there a simpler way");
    // A formula quoted inside the member's sentence stays in it.
    expect(cleanRequest("why does =SUM(A1:A5) give 0 when the cells have numbers in them").material).toBe("");
  });

  it("keeps a line that says where pasted rows go on with them, and gives back an instruction typed under a schema", () => {
    const rows = cleanRequest(
      "my sheet looks like this:\nName | Hours | Rate\nAna | 12 | 15\nBo | 9 | 15\n... and so on for 40 staff\nI need a formula for each person's pay",
    );
    expect(rows.material).toContain("... and so on for 40 staff");
    expect(rows.request).toContain("I need a formula for each person's pay");
    const schema = cleanRequest(
      "postgres query for revenue per month. tables:\nsales(id, shop_id, amount, sold_at, status)\nshops(id, name)\nexclude sales where status = 'refunded'",
    );
    expect(schema.material).not.toContain("exclude sales");
    expect(schema.request).toContain("exclude sales where status = 'refunded'");
  });

  it("gives back a last paragraph that sets the answer's form, a table or a summary on top", () => {
    const { request, material } = cleanRequest(
      "turn these notes into actions with owners:\n\nmet with the caterers tuesday, jo to send the final numbers by friday, dev to book the van, budget is tight so drop the chocolate fountain.\n\nformat it as a table for the team email, with a 2 line summary on top",
    );
    expect(request).toContain("format it as a table for the team email");
    expect(material).not.toContain("format it as a table");
  });

  it("keeps the line that closes pasted minutes with them, and gives back words to the assistant under a list", () => {
    const minutes = cleanRequest(
      "write up the residents association minutes from my notes pls:\n\n- 11 there, chair in the chair\n- lift out of order again, Sam to chase the agent\n- summer party 12 July, need a gazebo\ndate of next meeting 9 Sept 6.30 community room",
    );
    expect(minutes.material).toContain("date of next meeting 9 Sept 6.30 community room");
    expect(minutes.request).not.toContain("date of next meeting");
    const styled = cleanRequest(
      "tidy these into an agenda:\n\n- budget\n- volunteers for the fete\n- new website\nkeep it to one page",
    );
    expect(styled.request).toContain("keep it to one page");
  });

  it("ends a pasted chat with time stamps at its last line, and gives the member's paragraph after it back", () => {
    const chat = cleanRequest(
      "My landlord sent this on whatsapp:\n\n[18:02] Mrs Okafor: Hello\n[18:02] Mrs Okafor: Rent goes up by 20% from next month\n[18:03] Mrs Okafor: Thanks\n\nNo notice at all. I have paid on time for 4 years. I want to reply asking for 3 months notice. Short and polite",
    );
    expect(chat.material).toBe(
      "[18:02] Mrs Okafor: Hello\n[18:02] Mrs Okafor: Rent goes up by 20% from next month\n[18:03] Mrs Okafor: Thanks",
    );
    expect(chat.request).toContain("I want to reply asking for 3 months notice");
    const exported = cleanRequest(
      "the group chat:\n\n12/03/2024, 09:14 - Dan: who is bringing the tent\n12/03/2024, 09:15 - Amy: not me lol\n\nsummarise who said they would bring what",
    );
    expect(exported.request).toContain("summarise who said they would bring what");
  });

  it("takes a formula or code pasted first as the material and the member's words after it as the request", () => {
    const formula = cleanRequest(
      "=SUMIFS(Sales!C:C,Sales!A:A,A2)\n\ngives 0 for every rep even though Sales has their rows. excel 365. why and how do I fix it",
    );
    expect(formula.material).toBe("=SUMIFS(Sales!C:C,Sales!A:A,A2)");
    expect(formula.request).toContain("gives 0 for every rep");
    const pastedMail = cleanRequest(
      "From: Greg <greg@example.com>\nSubject: Invoice\n\nHi, please pay the invoice by Friday, it is overdue now.\n\nThanks, Greg",
    );
    expect(pastedMail.request).toContain("From: Greg");
  });

  it("keeps a numbered list of things the member needs as their request", () => {
    const asks = cleanRequest(
      "need three things for the allotment open day:\n1) a poster for the noticeboard, big letters\n2) a text to the committee asking who can do teas\n3) a sign for the plant stall\nta",
    );
    expect(asks.material).toBe("");
    expect(asks.request).toContain("2) a text to the committee");
  });

  it("gives back the member's sentences after a traceback even when they name a function", () => {
    const { request, material } = cleanRequest(
      "why does this fail\n\nimport pandas as pd\ndf = pd.read_csv('laps.csv')\nprint(df.groupby('Rider')['Lap'].sum())\n\nKeyError: 'Rider'\n\nthe header is Rider Name,Lap,Time. also will sum() work on times like 1:05.32? I need it per rider per race",
    );
    expect(request).toContain("will sum() work on times like 1:05.32");
    expect(material).not.toContain("will sum() work");
  });

  it("keeps a lead-in that describes ('right handed', 'well behaved') and drops one said as filler", () => {
    expect(cleanRequest("right handed bowler, my deliveries drift down leg late in a spell, why?").request).toBe(
      "right handed bowler, my deliveries drift down leg late in a spell, why?",
    );
    expect(cleanRequest("well behaved spaniel wanted for a calendar photo, any tips").request).toContain(
      "well behaved spaniel",
    );
    expect(cleanRequest("right, so I need a toast for my brother's wedding").request).toBe(
      "I need a toast for my brother's wedding",
    );
  });

  it("takes a message under a rule that greets its reader on its first line as pasted", () => {
    const { request, material } = cleanRequest(
      "customer email below, draft a reply, I'm happy to refund\n\n---\nHi, my lamp arrived with the shade dented and it won't sit straight. It was a gift. What can you do? Priya",
    );
    expect(material).toContain("Hi, my lamp arrived with the shade dented");
    expect(request).not.toContain("my lamp arrived");
  });

  it("ends a quoted review that opens with its stars, and gives the member's context after it back", () => {
    const { request, material } = cleanRequest(
      'reply to this review pls, we run the cafe\n\n★★☆☆☆ "Coffee was cold and the table was sticky. Staff seemed bored." — Tom W\n\ncontext: our machine broke that morning. we do refund, they just need to ask. dont want to sound defensive',
    );
    expect(material).toBe('★★☆☆☆ "Coffee was cold and the table was sticky. Staff seemed bored." — Tom W');
    expect(request).toContain("dont want to sound defensive");
  });

  it("keeps a last row whose count is a word with the rows above it", () => {
    const { request, material } = cleanRequest(
      "make these into a fun post for the birding group. today's count:\n\nLong-tailed Tit x12\nGoldcrest x3\nRedwing x40\nsome kind of gull x loads\n\nkeep it under 150 words",
    );
    expect(material).toContain("some kind of gull x loads");
    expect(request).toContain("keep it under 150 words");
    expect(request).not.toContain("some kind of gull");
  });

  it("takes a text marked off by a rule typed straight under the member's line as pasted", () => {
    const { request, material } = cleanRequest(
      "translate this into Romanian for the laundrette window, simple words\n---\nOpen 7 days, 8am to 9pm\nService washes: drop off by 10am, collect after 4pm\nNo dyeing in the machines\n---",
    );
    expect(request).toBe("translate this into Romanian for the laundrette window, simple words");
    expect(material).toContain("Service washes: drop off by 10am");
  });

  it("keeps a numbered list of the versions asked for as the member's request", () => {
    const { material } = cleanRequest(
      "write 3 versions of our dental recall reminder:\n1. email\n2. text under 160 characters\n3. postcard\nwarm, not pushy",
    );
    expect(material).toBe("");
  });

  it("gives back the member's ask typed under a recipe's ingredients, and ends a chat stamped with a weekday", () => {
    const scaled = cleanRequest(
      "scale my gran's jollof for 30 people, hers feeds 5:\n2 cups rice\n500g chicken\n1 onion\n3 tomatoes\n1 tbsp curry powder\nGive me quantities for 30 and tips so the rice doesnt burn",
    );
    expect(scaled.request).toContain("Give me quantities for 30");
    expect(scaled.material).not.toContain("Give me quantities");
    const chat = cleanRequest(
      "email to all our coaches. the committee chat:\n\n[Sat 14:02] Jen: did anyone see the game\n[Sat 14:05] Kay: yes it was bad\n\nDont name anyone. Firm but supportive",
    );
    expect(chat.request).toContain("Dont name anyone");
    expect(chat.material).not.toContain("Dont name anyone");
  });

  it("gives back a paragraph that quotes cell arithmetic in a sentence under a pasted table", () => {
    const { request, material } = cleanRequest(
      "my timesheet:\n\nName | Hours | Rate\nAna  | 44    | 15\nBo   | 38    | 15\n\nI need the pay column to add time and a half above 40 hours, currently =B2*C2 which ignores overtime.",
    );
    expect(request).toContain("currently =B2*C2 which ignores overtime.");
    expect(material).not.toContain("time and a half");
  });

  it("gives the member's words on each side of the material when some follow it", () => {
    const around = (typed: string) => wordsAround(typed, cleanRequest(typed).material);
    expect(
      around('=SUMIF(B:B,"Paid",C:C)\n\nreturns 0 even though half the rows say Paid, um, what am I doing wrong'),
    ).toEqual({
      before: "",
      pieces: [{ pasted: true, text: '=SUMIF(B:B,"Paid",C:C)' }],
      after: "returns 0 even though half the rows say Paid, what am I doing wrong",
    });
    expect(
      around("notes from the viewing:\n- 2 bed flat\n- asking 190k\n\nso turn these into questions for the agent"),
    ).toEqual({
      before: "notes from the viewing:",
      pieces: [{ pasted: true, text: "- 2 bed flat\n- asking 190k" }],
      after: "turn these into questions for the agent",
    });
    expect(around('why does this return 0:\n=SUMIF(B:B,"Paid",C:C)')).toBeUndefined();
    expect(around("email my landlord about the heater")).toBeUndefined();
  });

  it("gives back a sentence that sets rules with equals signs under a pasted table", () => {
    const { request } = cleanRequest(
      "my sheet:\n\nName | Tier\nAda | Gold\nBen | Silver\n\ngold = 20% off, silver = 10% off, everyone else 5%. need a formula for the discount column",
    );
    expect(request).toContain("gold = 20% off, silver = 10% off");
  });

  it("gives back the member's words under a sheet's comma rows and under a list of notes they point back to", () => {
    const rows = cleanRequest(
      "this is from our booking system:\nbooking_id,guest,nights,rate\n1041,Okafor,3,85\n1042,Lindqvist,1,110\n\ncan you tell me the average stay and total takings",
    );
    expect(rows.material).toBe("booking_id,guest,nights,rate\n1041,Okafor,3,85\n1042,Lindqvist,1,110");
    expect(rows.request).toContain("can you tell me the average stay and total takings");
    const notes = cleanRequest(
      "what the mechanic told me:\n- front pads at 3mm\n- slight oil leak at sump\n\ncan you put these in order of what to fix first",
    );
    expect(notes.material).toBe("- front pads at 3mm\n- slight oil leak at sump");
    expect(notes.request).toContain("can you put these in order of what to fix first");
  });

  it("keeps a letter in another language whole to its sign-off, and numbered questions after a filler as the member's", () => {
    const letter =
      "Liebe Frau Weber,\n\nvielen Dank für Ihre Nachricht. Der Termin am Freitag passt uns gut.\n\nMit freundlichen Grüßen\nJonas Berg";
    expect(cleanRequest(`can you put this into english for me:\n\n${letter}`).material).toBe(letter);
    const questions = cleanRequest(
      "quick qs, no rush:\n1) um can i claim part of my rent for a home office\n2) i went freelance in may, does that change my deadline",
    );
    expect(questions.material).toBe("");
    expect(questions.request).toContain("2) i went freelance in may, does that change my deadline");
  });

  it("takes a schema pasted first and a whole traceback as the material, the member's sentence with a condition in brackets as theirs", () => {
    const schema =
      "CREATE TABLE rentals (\n  rental_id INT PRIMARY KEY,\n  bike_id INT,\n  started_at TIMESTAMP\n);\n\nCREATE TABLE bikes (\n  bike_id INT PRIMARY KEY,\n  model VARCHAR(40)\n);";
    const sql = cleanRequest(`${schema}\n\nwhich bikes were never rented last month (model = 'ebike' only). sqlite`);
    expect(sql.material).toBe(schema);
    expect(sql.request).toBe("which bikes were never rented last month (model = 'ebike' only). sqlite");
    const traceback =
      'Traceback (most recent call last):\n  File "tally.py", line 8, in <module>\n    total = hours * rate\n  File "/lib/calc.py", line 2, in mul\n    return a * b\nTypeError: can\'t multiply sequence by non-int of type \'float\'';
    const code = cleanRequest(`my timesheet script stopped working, what does this mean\n\n${traceback}`);
    expect(code.material).toBe(traceback);
    expect(code.request).toBe("my timesheet script stopped working, what does this mean");
  });

  it("reads a separator named in a sentence under pasted rows as the member's words", () => {
    const rows = "Date;Amount;Payee\n01/03/2024;12,50;Tesco\n02/03/2024;8,20;Lidl";
    expect(
      cleanRequest(`${rows}\n\nmy bank export is split by ; not commas, how do i get excel to use columns`),
    ).toEqual({
      request: "my bank export is split by ; not commas, how do i get excel to use columns",
      material: rows,
    });
  });

  it("gives back one more ask of a pasted list's items, typed in a paragraph under it", () => {
    const speakers = "- Dr Ama Owusu - soil scientist, 20 yrs\n- Tom Reyes - beekeeper\n- Li Na - urban farmer";
    const { request, material } = cleanRequest(
      `need short bios for our three speakers, warm, 50 words each:\n\n${speakers}\n\nall based in Leeds. also write a one-line intro for each`,
    );
    expect(material).toBe(speakers);
    expect(request).toMatch(/also write a one-line intro for each$/u);
  });

  it("gives back an instruction or a line about the member typed straight under pasted prose", () => {
    const draft =
      "the van was parked across the gate from 7 till 9 and the driver would not move it when i asked twice";
    expect(cleanRequest(`fix my complaint so it sounds proper:\n${draft}\ndont add details i didnt give`)).toEqual({
      request: "fix my complaint so it sounds proper:\n\ndont add details i didnt give",
      material: draft,
    });
    const advert = "Warehouse Supervisor – Leeds\nYou will run a shift of 15 pickers and own the safety checks.";
    expect(
      cleanRequest(
        `be the interviewer for this job, one question at a time:\n${advert}\n\nI've run a team of 4 at a garden centre`,
      ).request,
    ).toMatch(/I've run a team of 4 at a garden centre$/u);
  });

  it("gives back an instruction to be honest typed in its own paragraph under a pasted listing", () => {
    const listing = "Oak dining table, seats 6, 180 x 90 cm, collection only, £240";
    expect(
      cleanRequest(
        `make my listing sell, it's dull\n\n${listing}\n\nbe honest about the scratch on the top, dont make it sound too good`,
      ),
    ).toEqual({
      request: "make my listing sell, it's dull\n\nbe honest about the scratch on the top, dont make it sound too good",
      material: listing,
    });
  });

  it("keeps a quotation whole to its closing mark when its first line reads as a title", () => {
    const advert =
      'Role:\n"Events Assistant – Millbrook Arts Centre (Part-time, 20 hrs/week, £22,500 pro rata)\nYou will run our workshop programme and look after our visiting artists."';
    expect(
      cleanRequest(
        `can you tailor my CV to this?\n\n${advert}\n\nMy background: 3 years as a shift lead at a supermarket.`,
      ).material,
    ).toBe(advert);
  });

  it("keeps a numbered list of the member's own asks after 'help with 3 things:' in the request", () => {
    const typed =
      "I run a bike repair stall, can you help with 3 things:\n1) a sign for the stall\n2) a price list\n3) a text to remind customers to collect";
    expect(cleanRequest(typed)).toEqual({ request: typed, material: "" });
  });
});
