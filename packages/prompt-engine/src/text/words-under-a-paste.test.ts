import { describe, expect, it } from "vitest";

import { cleanRequest, wordsAround } from "./clean-request.ts";
import { piecesOfMaterial } from "./words-between-pastes.ts";

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

  it("sets apart the member's line between two pastes, so each paste is fenced on its own", () => {
    const typed =
      "the printer stopped and the screen shows\n\nE-04 PAPER JAM TRAY 2\n\nthen when i press retry it says\n\nService Error 0x7B. Restart device.\n\ni cleared the tray already, what now";
    const { material } = cleanRequest(typed);
    expect(wordsAround(typed, material)?.pieces).toEqual([
      { pasted: true, text: "E-04 PAPER JAM TRAY 2" },
      { pasted: false, text: "then when i press retry it says" },
      { pasted: true, text: "Service Error 0x7B. Restart device." },
    ]);
    // A paste's own sentences between two others are no lines of the member's.
    expect(piecesOfMaterial("Dear Sam,\n\nThe boiler is fixed and it works now.\n\nBest, Lee")).toHaveLength(1);
    expect(piecesOfMaterial("ERROR 12\n\nand the fan keeps spinning all night\n\nERROR 14")).toHaveLength(1);
  });

  it("takes lab readings typed under the member's paragraph as the material, however short", () => {
    const { request, material } = cleanRequest(
      "my yearly check came back and i dont get half of it, what does this mean and should i worry\n\nLDL 4.1 mmol/L (ref <3.0) H\nHbA1c 41 mmol/mol (ref 20-41)\nEGFR 88 mL/min (ref >60)",
    );
    expect(material).toBe("LDL 4.1 mmol/L (ref <3.0) H\nHbA1c 41 mmol/mol (ref 20-41)\nEGFR 88 mL/min (ref >60)");
    expect(request).not.toContain("LDL");
    // A list of the member's own points is theirs.
    expect(cleanRequest("pack list for 3 days camping\n\n- tent\n- 2 stoves").material).toBe("");
  });

  it("keeps bullets that each name a thing to make as the member's asks, however long each", () => {
    const { request, material } = cleanRequest(
      "i coach the under 9s and need help with the new season stuff:\n- a welcome letter for parents with kit, subs at £4 a week, training on tuesdays 5.30-6.30 at the rec and who to call if we cancel\n- a short whatsapp version for the parents group\n- a few lines for me to say at the first session so the kids know the rules\nour club is Ashby Colts",
    );
    expect(material).toBe("");
    expect(request).toContain("- a short whatsapp version for the parents group");
    // Notes pasted under a colon, which name no things to make, stay the material.
    expect(
      cleanRequest(
        "can you tidy my notes from the committee meeting:\n- hall roof quote £2,400 from Briggs\n- treasurer stepping down in May\n- quiz night moved to the 14th",
      ).material,
    ).toContain("hall roof quote");
  });

  it("gives back the member's plan for answering a message pasted above it", () => {
    const { request, material } = cleanRequest(
      "a customer sent this:\n\nHello, I ordered the blue throw last week and got a grey one. I love the shop but I'm a bit disappointed, I needed it for a gift on Sunday.\n\nneed to reply this morning. i want to say sorry, send her the blue one by courier tomorrow and tell her to keep the grey one",
    );
    expect(material).not.toContain("need to reply");
    expect(request).toContain("need to reply this morning");
    // A message's own last paragraph asking its reader to reply stays in it.
    expect(
      cleanRequest(
        "my neighbour wrote this:\n\nHi, the fence panel blew down in the storm and is lying in my garden.\n\nPlease reply when you can, I need to know who is paying for it.",
      ).material,
    ).toContain("Please reply when you can");
  });

  it("fences what a program printed under the member's handover line, typed straight under a fenced paste", () => {
    const typed =
      "my script stops halfway:\n```python\nimport csv\nrows = list(csv.reader(open(\"stock.csv\")))\n```\nterminal says\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0xa3 in position 112\nthe file came from our till. how do i read it";
    const { request, material } = cleanRequest(typed);
    expect(material).toMatch(/```\nterminal says\nUnicodeDecodeError/u);
    expect(request).toContain("the file came from our till. how do i read it");
    expect(wordsAround(typed, material)?.pieces).toEqual([
      { pasted: true, text: '```python\nimport csv\nrows = list(csv.reader(open("stock.csv")))\n```' },
      { pasted: false, text: "terminal says" },
      { pasted: true, text: "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xa3 in position 112" },
    ]);
  });

  it("keeps an e-mail whole to its signature when its headers stand apart from its greeting", () => {
    const { request, material } = cleanRequest(
      "help me answer this from the school please\n\nFrom: Office <office@brookfield.sch.uk>\nSubject: Trip payment\n\nDear Parent,\n\nThe balance of £45 for the Year 6 residential is now overdue. Please pay by Friday.\n\nMany thanks,\nMrs Adeyemi\n\nwe paid on the 3rd by bank transfer and i have the receipt",
    );
    expect(material).toMatch(/From: Office[\s\S]*Please pay by Friday\.[\s\S]*Mrs Adeyemi$/u);
    expect(request).toContain("we paid on the 3rd by bank transfer");
    expect(request).not.toContain("Please pay by Friday");
  });

  it("sets apart a label of the member's, too short for a sentence, between two pastes", () => {
    const typed =
      "the backup job on our server stopped, this is the cron line:\n\n0 2 * * * /usr/local/bin/backup.sh >> /var/log/backup.log\n\nthe log:\n\nrsync: connection unexpectedly closed (0 bytes received so far)\nrsync error: error in rsync protocol data stream (code 12)\n\nwhat do i check first";
    const { material } = cleanRequest(typed);
    expect(wordsAround(typed, material)?.pieces.map((piece) => piece.pasted)).toEqual([true, false, true]);
    expect(wordsAround(typed, material)?.pieces[1]).toEqual({ pasted: false, text: "the log:" });
  });

  it("keeps bullets that name documents to make, with no article, as the member's asks", () => {
    const { request, material } = cleanRequest(
      "got the boiler swap at no 22 on monday, need the paperwork:\n- risk assessment for working in a loft with no boards, 2 of us\n- quote letter for mr Petrov, £2,900 inc vat, old boiler taken away\n- note for the neighbours saying the water will be off 9-12\nwe're Kestrel Heating",
    );
    expect(material).toBe("");
    expect(request).toContain("- quote letter for mr Petrov");
  });

  it("takes a signed message, then '^^ thats from one of my…' on the next line, as pasted first", () => {
    const { request, material } = cleanRequest(
      "Hi Sam,\nThe last two boxes of eggs had three cracked in each. Can you pack them better please?\nMaria\n^^ thats from one of our farm shop regulars. want a reply that says sorry and that we've changed the trays",
    );
    expect(material).toMatch(/^Hi Sam,[\s\S]*Maria$/u);
    expect(request).toMatch(/^\^\^ thats from one of our farm shop regulars/u);
  });

  it("keeps a pasted form whole, its fields with colons included, before the member's words about it", () => {
    const { request, material } = cleanRequest(
      "Name*:\nPhone number*:\nDog's name and breed:\nHas your dog been to day care before? Y/N If yes where:\nVaccinations up to date*:\nthats our booking form for the dog day care, can you make it friendlier",
    );
    expect(material).toMatch(/^Name\*:[\s\S]*Vaccinations up to date\*:$/u);
    expect(request).toBe("thats our booking form for the dog day care, can you make it friendlier");
    // A line of the member's that introduces the form stays theirs.
    expect(cleanRequest("Here is our form:\nName*:\nPhone*:\nmake it friendlier please").material).not.toContain(
      "Here is our form",
    );
  });

  it("gives back the member's ask to rework the paste above it, however long", () => {
    const { request, material } = cleanRequest(
      "this is the booking terms on our campsite page, my son says it reads like a telling off\n\nBOOKINGS: Full payment is due at booking. NO refunds for any reason. Quiet hours are 10pm to 7am and WILL be enforced.\n\ncan you rewrite it so it sounds friendly but keeps every rule, we're a family-run site of 30 pitches near Tenby, same length roughly",
    );
    expect(material).toMatch(/^BOOKINGS:[\s\S]*enforced\.$/u);
    expect(request).toContain("can you rewrite it so it sounds friendly");
  });

  it("keeps an e-mail's body with its headers when the member's words start on a line under the body", () => {
    const { request, material } = cleanRequest(
      "From: Dev Patel\nTo: Allotment Committee\nSubject: water troughs\n\nHi all, the troughs on the top field were left running again overnight. That's the third time this month.\nDev\nso thats from one of our plot holders. can you help me write a calm reply",
    );
    expect(material).toMatch(/^From: Dev Patel[\s\S]*third time this month\.\nDev$/u);
    expect(request).toBe("thats from one of our plot holders. can you help me write a calm reply");
  });

  it("keeps a numbered list of documents as the member's asks, with no ask on the line above", () => {
    const { request, material } = cleanRequest(
      "bowls club agm bits, we're Priory Park BC:\n1) an agenda for the agm on 3 march\n2) a treasurer's report, we made £1,200 on the open day\n3) wording for a motion to buy a new mower\nkeep it friendly",
    );
    expect(material).toBe("");
    expect(request).toContain("3) wording for a motion to buy a new mower");
    // Pasted notes whose items name no document stay the material.
    expect(
      cleanRequest(
        "from the last meeting:\n1) the mower is broken again\n2) the car park gate needs oiling\n3) Sue is stepping down\ncan you tidy these up",
      ).material,
    ).toContain("the mower is broken again");
  });

  it("fences a letter typed straight under the member's line, to its signer, and keeps the words under it theirs", () => {
    const letter =
      "Dear Ms Okoro,\nFollowing our inspection on 2 May, the extension at 8 Vale Road does not match the approved plans. Please contact us within 21 days.\nYours sincerely,\nP. Grant\nPlanning Enforcement Officer";
    const { request, material } = cleanRequest(
      `can you help me answer this letter from planning, the builder changed the window sizes without telling us\n${letter}\nnot too grovelling please`,
    );
    expect(material).toBe(letter);
    expect(request).toBe(
      "can you help me answer this letter from planning, the builder changed the window sizes without telling us\n\nnot too grovelling please",
    );
  });

  it("takes an e-mail thread pasted first, headers and all, to the member's last paragraph or the rule they drew", () => {
    const thread =
      "From: Dev Malhotra\nTo: Darts league secretaries\nRe: Fixture clash\n\nThe Plough can't host on the 9th, the pool team has the room.\n\nFrom: Kath Bell\nRe: Re: Fixture clash\n\nThen the Plough forfeits, rules are rules.";
    for (const [typed, words] of [
      [
        `${thread}\n\n---\nim the league chair, can you write a fair reply to both, short`,
        "im the league chair, can you write a fair reply to both, short",
      ],
      [`${thread}\n\ncan you write me a fair reply to both, short`, "can you write me a fair reply to both, short"],
    ] as const) {
      const { request, material } = cleanRequest(typed);
      expect(material).toBe(thread);
      expect(request).toBe(words);
    }
  });

  it("fences a message typed straight under the member's line that greets and signs on its own lines of prose", () => {
    const message =
      "Hello, we loved the bench you made for the church. Could you make a matching one, about 5ft, for our garden by May? Thanks, Eileen Shaw";
    const { request, material } = cleanRequest(
      `reply to this enquiry with a price, I charge about £400 for a bench that size and I'm free from April\n${message}`,
    );
    expect(material).toBe(message);
    expect(request).toBe(
      "reply to this enquiry with a price, I charge about £400 for a bench that size and I'm free from April",
    );
  });

  it("keeps a register's rows set out in columns of spaces in the paste, not as the member's lines", () => {
    const rows =
      "Ellen Marsh  Head  Wid  58  Laundress  Lancs Bolton\nAlice Do  Daur  Unm  19  Cotton Weaver  Lancs Bolton";
    const { material } = cleanRequest(`what do these jobs mean, from the 1891 census:\nFolio 12\n${rows}`);
    expect(material).toBe(`Folio 12\n${rows}`);
  });

  it("gives back the member's 'I need to tell her…' under a message they pasted after a colon", () => {
    const message =
      "Good evening Tolu. So my sister is coming too, that's 12 more people. Can we keep the same price? Pls reply fast";
    const { request, material } = cleanRequest(
      `help me answer this client, this is what she sent:\n\n${message}\n\nI need to tell her 12 more is fine but the price goes up by 90,000`,
    );
    expect(material).toBe(message);
    expect(request).toMatch(/I need to tell her 12 more is fine/u);
  });

  it("takes a greeting-opened message between the member's lines as the paste, with no sign-off needed", () => {
    const separated = cleanRequest(
      "my tenant sent me this and i have to reply\nHello Mr Dube, the geyser is leaking again since monday. When can the plumber come?\nreply kindly, say the plumber comes thursday morning",
    );
    expect(separated.material).toBe(
      "Hello Mr Dube, the geyser is leaking again since monday. When can the plumber come?",
    );
    expect(separated.request).toBe(
      "my tenant sent me this and i have to reply\n\nreply kindly, say the plumber comes thursday morning",
    );
  });

  it("gives back a reply asked for under a labelled paste", () => {
    const separated = cleanRequest(
      "Tenant's message (WhatsApp):\nHi, the boiler is making a banging noise again and there's no hot water since Sunday.\n\ncan you help me draft a reply saying the engineer comes tuesday",
    );
    expect(separated.material).toBe(
      "Hi, the boiler is making a banging noise again and there's no hot water since Sunday.",
    );
    expect(separated.request).toMatch(/can you help me draft a reply saying the engineer comes tuesday$/u);
  });
});
