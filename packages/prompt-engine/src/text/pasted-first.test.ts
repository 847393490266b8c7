import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

describe("material pasted before the member's words, and words typed under a paste", () => {
  it("takes a signed letter pasted first as the material, and the words under its signature as the request", () => {
    const { request, material } = cleanRequest(
      "Dear Ms Price,\n\nYour rent will rise to £950 a month from 1 May, in line with the local market.\n\nKind regards,\nJohn Blake\nBlake Lettings\n\nthat's from my landlord. can you help me reply asking to keep it at £900 for another 6 months?",
    );
    expect(material).toMatch(/^Dear Ms Price,[\s\S]*Blake Lettings$/u);
    expect(request).toMatch(/^that's from my landlord\. can you help me reply/u);
  });

  it("takes a message pasted first, greeting and all, when the member says whose it is ('thats a text from a client')", () => {
    const text =
      "Hiya Tom its Shona at the allotments. The shed padlock is broken again and my fork has gone. Any idea who has the spare key? S";
    const { request, material } = cleanRequest(
      `${text}\n\nthats a message from one of our plot holders, can you help me reply, short and kind`,
    );
    expect(material).toBe(text);
    expect(request).toMatch(/^thats a message from one of our plot holders/u);
  });

  it("takes notes pasted first as the material when the member's words point back to them", () => {
    const notes = "Hb 98 g/L, ferritin 8, MCV 72. Start ferrous sulfate 200mg daily, repeat FBC 3 months.";
    const { request, material } = cleanRequest(
      `${notes}\n\nthis is what the GP wrote on my results. what does it mean in plain english and should I be worried?`,
    );
    expect(material).toBe(notes);
    expect(request).toMatch(/^this is what the GP wrote/u);
    // The member's own words first, then what they need: nothing was pasted.
    expect(
      cleanRequest(
        "I run a bakery in Leeds and we open at 7.\n\nThis is what I need: a sign for the door about our new hours",
      ).material,
    ).toBe("");
  });

  it("takes a program's error pasted first as the material, its first line too", () => {
    const traceback =
      "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    import requests\nModuleNotFoundError: No module named 'requests'";
    const { request, material } = cleanRequest(
      `${traceback}\n\nI installed it with pip yesterday, why is this happening`,
    );
    expect(material).toBe(traceback);
    expect(request).toBe("I installed it with pip yesterday, why is this happening");
  });

  it("gives back the member's words under a pasted letter's signature", () => {
    const { request, material } = cleanRequest(
      "explain what this means for me:\n\nDear Tenant,\n\nYour deposit of £1,200 is protected with our scheme until the end of your tenancy.\n\nYours sincerely,\nThe Deposit Team\n\nthe flat is in Bristol, does that change anything",
    );
    expect(request).toContain("the flat is in Bristol, does that change anything");
    expect(material).toMatch(/The Deposit Team$/u);
  });

  it("gives back the member's ask under their own draft, but not a question a pasted message ends on", () => {
    const draft = cleanRequest(
      "my bio for the club website, this is what I've got:\n\nSarah Jones has played tennis since 1990. She coaches the juniors on Saturdays.\n\nshe also ran the county league for 10 years. can you make it sound less dry?",
    );
    expect(draft.request).toContain("can you make it sound less dry?");
    expect(draft.material).not.toContain("county league");
    expect(
      cleanRequest(
        "reply to this for me:\n\nhey, are we still on for Saturday? it's at 7 now\n\ncan you bring the speaker",
      ).material,
    ).toContain("can you bring the speaker");
  });

  it("gives each paste apart from the member's words typed between them, a program's error first", () => {
    const { request, material } = cleanRequest(
      "Traceback (most recent call last):\n  File \"sync.py\", line 8, in <module>\n    total += row['amount']\nTypeError: unsupported operand type(s) for +=: 'int' and 'str'\n\nthis adds up my bank export, heres the code\n\nimport csv\ntotal = 0\nfor row in csv.DictReader(open('export.csv')):\n    total += row['amount']\n\nwhy does it fail on the second file only?",
    );
    expect(request).toBe("this adds up my bank export, heres the code\n\nwhy does it fail on the second file only?");
    expect(material).toMatch(/^Traceback[\s\S]*TypeError[^\n]*\n\nimport csv[\s\S]*row\['amount'\]$/u);
  });

  it("gives back a paragraph the member labels as about them under a pasted advert", () => {
    const { request } = cleanRequest(
      "cover letter for this please:\n\nBarista wanted at Bean There, Galway. Weekend shifts, latte art an advantage, start in June.\n\nabout me: im 17, worked at my aunt's cafe for two summers, can do basic latte art",
    );
    expect(request).toContain("about me: im 17");
  });

  it("takes a quotation pasted first as the material", () => {
    const quote =
      '"Refunds are not available on items bought in the sale, including items that are found to be faulty after purchase, as set out in clause 9.2 of our terms of sale."';
    const { request, material } = cleanRequest(
      `${quote}\n\nthe shop said this when I asked for my money back on a faulty jacket. help me write back?`,
    );
    expect(material).toBe(quote);
    expect(request).toMatch(/^the shop said this when I asked/u);
  });

  it("takes a traceback's head and frames with the code line it quotes", () => {
    const { request, material } = cleanRequest(
      "my script worked yesterday, now I get this\n\nTraceback (most recent call last):\n  File \"clean.py\", line 2, in <module>\n    import pandas as pd\nModuleNotFoundError: No module named 'pandas'\n\nwhat do I do, mac with python 3.11",
    );
    expect(material).toMatch(/^Traceback \(most recent call last\):\n {2}File/u);
    expect(request).toBe("my script worked yesterday, now I get this\n\nwhat do I do, mac with python 3.11");
  });

  it("takes a message signed with a dash, data and an error value pasted first when the member's words follow", () => {
    const notice = "Hi team,\nThe lift in Block B is out of service Monday 8am-5pm for repairs.\n-Sam, Maintenance";
    const lift = cleanRequest(
      `${notice}\n\n^ got that from maintenance. need a notice for the lobby and a short text for residents`,
    );
    expect(lift.material).toBe(notice);
    expect(lift.request).toMatch(/^\^ got that from maintenance/u);
    const order = "Order #5521, placed 3 March\nItem: oak dining table\nPaid: £640";
    expect(
      cleanRequest(`${order}\n\nit arrived with a cracked leg and the shop won't answer, need a firm complaint email`)
        .material,
    ).toBe(order);
    expect(
      cleanRequest("#REF!\n\nthats what i get from =SUM(Sheet2!B2:B40) after I deleted a column. how do i fix it")
        .material,
    ).toBe("#REF!");
  });

  it("gives back the member's paragraphs that quote a closing tag or start with cell arithmetic", () => {
    expect(
      cleanRequest(
        "my button does nothing:\n\nconst b = document.getElementById('Go');\nb.onclick = run;\n\nthe html is <button id=\"go\">Go</button>, what is wrong?",
      ).request,
    ).toContain("the html is <button");
    expect(
      cleanRequest("my sheet:\n\nIn | Out\n9:00 PM | 1:30 AM\n\n=B2-A2 shows ###### for these, i need decimal hours")
        .request,
    ).toContain("=B2-A2 shows ######");
  });

  it("keeps a note's greeting to its readers, and the note pasted first when the member's words point back to it", () => {
    const { request, material } = cleanRequest(
      "Hi everyone,\nPlease stop parking across the bins, the lorry couldn't empty them again.\nThanks\n\nthats what i was going to send the street whatsapp, is it too grumpy? make it friendlier",
    );
    expect(material).toMatch(/^Hi everyone,\nPlease stop parking/u);
    expect(request).toBe("thats what i was going to send the street whatsapp, is it too grumpy? make it friendlier");
  });

  it("finds the member's words on the line under a signed message when they point back to it", () => {
    const message = "Hello, your van blocked our drive for 40 minutes this morning and nobody answered the door. - Ken";
    expect(cleanRequest(`${message}\nthis just came in through our website form, help me reply, keep it calm`)).toEqual(
      {
        request: "this just came in through our website form, help me reply, keep it calm",
        material: message,
      },
    );
  });

  it("keeps the greeting that opens a draft the member typed in, and drops one said to the assistant", () => {
    expect(cleanRequest("make this shorter.\nHey Marta, so I can't make Friday after all. - Jo")).toEqual({
      request: "make this shorter.",
      material: "Hey Marta, so I can't make Friday after all. - Jo",
    });
    expect(cleanRequest("hey, can you make this shorter").request).toBe("can you make this shorter");
  });

  it("takes minutes pasted first as the material when the member's words below say 'turn this into…'", () => {
    const minutes =
      "Minutes – Hollins Allotment Society\nPresent: Ray, Jo, Anil\nApologies: Pat\n1. Water troughs leaking, Ray to fix\n2. Open day 14 June, Jo to book the band";
    const { request, material } = cleanRequest(`${minutes}\n\nturn this into a to-do list with names, short`);
    expect(material).toBe(minutes);
    expect(request).toBe("turn this into a to-do list with names, short");
  });

  it("takes a message pasted first when the member's words under its signer say it is 'from a customer'", () => {
    const complaint =
      "Hi,\n\nYour van blocked our gate for an hour on Monday and nobody answered the phone.\n\nPeter Hale";
    const { request, material } = cleanRequest(`${complaint}\nthats from a neighbour of our depot, need a calm reply`);
    expect(material).toBe(complaint);
    expect(request).toBe("thats from a neighbour of our depot, need a calm reply");
  });

  it("takes a review pasted first as the paste when the member's words say it is 'a review on our page'", () => {
    const review = "Booked for 2 nights, room was noisy and the wifi kept dropping. 3 stars.";
    const separated = cleanRequest(
      `${review}\n\nthats a review on our booking.com page. can you write a short reply, offer a free breakfast next stay`,
    );
    expect(separated.material).toBe(review);
    expect(separated.request).toMatch(/^thats a review on our booking\.com page/u);
  });
});
