import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

const cleaned = (raw: string) => cleanRequest(raw).request;

describe("pasted material is kept whole and apart from the member's words", () => {
  it("returns the member's words after a pasted quotation to the request", () => {
    const quote =
      '"Ordered a birthday cake for Saturday, it arrived Sunday with the wrong name on it. Never again, total waste of money and the shop did not even say sorry."';
    expect(
      cleanRequest(
        `help me answer this review\n\n${quote}\n\nthe courier lost it for a day, not our fault, but we will refund. under 60 words`,
      ),
    ).toEqual({
      request:
        "help me answer this review\n\nthe courier lost it for a day, not our fault, but we will refund. under 60 words",
      material: quote,
    });
    const signed = "'Lovely room but the shower didn't drain and nobody came to fix it.' — Priya K.";
    expect(
      cleanRequest(
        `what do i say to this guest?\n\n${signed}\n\nwe had a plumber booked for the morning, keep it short`,
      ),
    ).toEqual({
      request: "what do i say to this guest?\n\nwe had a plumber booked for the morning, keep it short",
      material: signed,
    });
  });

  it("returns a sentence that quotes a formula, after pasted data, to the request", () => {
    const { request, material } = cleanRequest(
      'why does my sumif give 0? Sheet1:\nA: Region | B: Sales\nNorth | 1200\nSouth | 950\n\nOn the summary tab I use =SUMIF(Sheet1!A:A,"North",Sheet1!B:B). the regions came from a csv.',
    );
    expect(material).toBe("A: Region | B: Sales\nNorth | 1200\nSouth | 950");
    expect(request).toContain('I use =SUMIF(Sheet1!A:A,"North",Sheet1!B:B). the regions came from a csv.');
    // A formula pasted on its own is the material.
    expect(
      cleanRequest('my COUNTIFS gives 0, why\n\n=COUNTIFS(A:A, ">="&F1, B:B, "Paid")\n\nA is dates, B is status')
        .material,
    ).toBe('=COUNTIFS(A:A, ">="&F1, B:B, "Paid")');
  });

  it("starts pasted code where its construct opens, not at the first line that reads as code", () => {
    const schema = "customers_staging (\n  id bigint primary key,\n  customer_id text,\n  updated_at timestamptz\n)";
    expect(cleanRequest(`dedupe this table, keep the latest row per customer_id\n\n${schema}`)).toEqual({
      request: "dedupe this table, keep the latest row per customer_id",
      material: schema,
    });
  });

  it("starts the material at pasted data before a line that introduces more of it", () => {
    const pasted =
      "NAME              READY   STATUS             RESTARTS   AGE\napi-7d9f8b6c5     0/1     CrashLoopBackOff   9          23m\n\nkubectl logs shows:\nError: connect ECONNREFUSED 10.96.112.4:5432";
    expect(
      cleanRequest(
        `pod keeps restarting, what should i check first\n\n${pasted}\n\npostgres runs in the same namespace`,
      ),
    ).toEqual({
      request: "pod keeps restarting, what should i check first\n\npostgres runs in the same namespace",
      material: pasted,
    });
  });

  it("keeps a table definition with nested parentheses, commas and all", () => {
    const schema = "orders(id, customer_id, total numeric(10,2), created_at) and customers(id, name)";
    expect(cleaned(`um a query for monthly totals, no wait, weekly totals, from ${schema}`)).toContain(schema);
    expect(cleaned(`a query for monthly totals from ${schema}`)).toBe(`a query for monthly totals from ${schema}`);
  });

  it("keeps a labelled quotation whole, and the member's words after it theirs", () => {
    const review = '"Booked for 7, seated at 7:40. Lovely lamb though."';
    const { request, material } = cleanRequest(
      `reply to this tripadvisor review pls, warm not grovelling\n\nThe review (3 stars, "Ann W."):\n${review}\n\nwe had a burst pipe that night. under 80 words`,
    );
    expect(material).toBe(`The review (3 stars, "Ann W."):\n${review}`);
    expect(request).toContain("we had a burst pipe that night. under 80 words");
  });

  it("keeps a list of points in the material and the lines typed under it as typed", () => {
    const { request, material } = cleanRequest(
      "write the club's notice. include:\n1. nets practice moves to Weds, 6pm\n2. subs are due by the 20th\n3. we need two more umpires\nkeep it light\nno more than 150 words",
    );
    expect(material).toBe(
      "1. nets practice moves to Weds, 6pm\n2. subs are due by the 20th\n3. we need two more umpires",
    );
    expect(request).toContain("keep it light\nno more than 150 words");
  });

  it("gives back the sentences typed under pasted data, words in brackets and all", () => {
    const data = "021 555 0101\n+27 21 555 0199\n(021) 555-0123\n27215550188";
    const { request, material } = cleanRequest(
      `I have 800 client numbers in every format:\n${data}\nI want them all in +27215550101 form (E.164) for the bulk SMS tool. Mark the ones that cannot be fixed.`,
    );
    expect(material).toBe(data);
    expect(request).toContain("I want them all in +27215550101 form (E.164) for the bulk SMS tool.");
  });

  it("keeps a text quoted in single quotes as typed, apostrophes and greeting included", () => {
    const quote = "'Hi Gran, we've booked your train! Don't carry the heavy bag, Tom will meet you.'";
    expect(cleanRequest(`translate this into Polish for my gran, warm please.\n\n${quote}`).request).toContain(quote);
  });

  it("gives back the member's words on the answer's form after pasted notes or figures", () => {
    const notes =
      "notes: mon 2/6 about 10am in the day room, J fell getting up from the chair, no visible injury, nurse Sam checked her";
    const report = cleanRequest(
      `turn my notes into an incident report, factual, no opinions\n\n${notes}\n\nHeadings please: Date, Location, What happened, Actions taken.`,
    );
    expect(report.material).toBe(notes);
    expect(report.request).toContain("Headings please: Date, Location, What happened, Actions taken.");
    const figures = "mass of Mg: 0.241 g, 0.239 g\nvolume of H2: 98.5 mL, 97.9 mL\nmean = 98.2 mL";
    const abstract = cleanRequest(
      `Write a 150 word abstract for my lab report. Results:\n${figures}\nHarvard style, passive voice, keep the method out of it.`,
    );
    expect(abstract.material).toBe(figures);
    expect(abstract.request).toContain("Harvard style, passive voice, keep the method out of it.");
  });

  it("reads a shell script and a crontab line as pasted, and the words after them as the member's", () => {
    const script =
      "#!/bin/bash\nrsync -a --delete $(pwd)/photos /mnt/usb/photos\nfind /mnt/usb/photos -name '*.tmp' -mtime +7 -delete";
    const cron = "cron: 30 1 * * * /home/pi/sync.sh";
    const { request, material } = cleanRequest(
      `my sync script works by hand but not from cron, raspberry pi os.\n\n${script}\n\n${cron}\n\nnothing in the logs. why`,
    );
    expect(material).toBe(`${script}\n\n${cron}`);
    expect(request).toContain("nothing in the logs. why");
  });

  it("keeps the last line of pasted minutes in them, under their numbered items", () => {
    const minutes =
      "Minutes – Park Road Allotments, 5 May\n1. Water troughs fixed by Dev.\n2. Rent rises to £40 from June.\nNext meeting 2 June, 6pm.";
    const { request, material } = cleanRequest(`Summarise these minutes in 3 bullets for the group chat:\n${minutes}`);
    expect(material).toBe(minutes);
    expect(request).not.toContain("Next meeting");
  });

  it("keeps a pasted e-mail thread whole, headers, separators and all", () => {
    const thread =
      "---\nFrom: Maria Ortiz\nSubject: RE: Site visit\n\nCan we move it to the 12th? The crane arrives late.\n\n---\nFrom: Ken Adu\nSubject: Site visit\n\nSite visit confirmed for the 10th, 9am, gate B.\n---";
    const { request, material } = cleanRequest(
      `draft my answer to this, the 12th is fine by me\n\n${thread}\n\nI'm the site manager, Joe`,
    );
    expect(material).toBe(thread);
    expect(request).toBe("draft my answer to this, the 12th is fine by me\n\nI'm the site manager, Joe");
  });

  it("keeps the member's words under a rule after a pasted letter as theirs", () => {
    const letter =
      "Dear Resident,\n\nFrom 7 April your black bin will be collected every three weeks. Food waste will be collected weekly in the new caddy, which will be delivered in March.\n\nAssisted collections are available for residents who cannot move their bins.\n\nYours faithfully,\n\nHead of Waste Services";
    const { request, material } = cleanRequest(
      `what do I actually need to do?\n\n${letter}\n\n---\nmy dad lives with us and uses a walking frame, do we qualify?`,
    );
    expect(material).toBe(letter);
    expect(request).toBe(
      "what do I actually need to do?\n\nmy dad lives with us and uses a walking frame, do we qualify?",
    );
  });

  it("keeps a letter ruled off above, short or long, whole to its signature", () => {
    const letter =
      "---\nDear Families,\n\nThe Year 3 trip to the aquarium is on 4 March and costs $32, due by 20 February.\n\nWarm regards,\nMr Okafor\nYear 3 Teacher\nHillcrest Primary";
    const { request, material } = cleanRequest(`help me reply, can we pay in two parts? keep it short\n\n${letter}`);
    expect(material).toBe(letter);
    expect(request).toBe("help me reply, can we pay in two parts? keep it short");
    // Closed by a rule, the letter ends there, and the member's words after it are theirs.
    const closed = cleanRequest(`help me reply\n\n${letter}\n---\n\nwe paid the deposit already in January`);
    expect(closed.material).toBe(`${letter}\n---`);
    expect(closed.request).toBe("help me reply\n\nwe paid the deposit already in January");
  });

  it("keeps a chat pasted as it was typed, an HTML page from its doctype, and a label with what it labels", () => {
    const chat = "Sam: who's bringing the tent\nLeah: not me, mine has a hole\nSam: ok I'll ask Raj then";
    expect(cleanRequest(`camping trip chat:\n${chat}\n\nhelp me reply so nobody feels blamed`).material).toBe(chat);
    const page = '<!DOCTYPE html>\n<html>\n<body>\n  <button id="go">Go</button>\n</body>\n</html>';
    expect(cleanRequest(`why does nothing happen on click?\n\n${page}\n\nno errors in the console`).material).toBe(
      page,
    );
    const { request, material } = cleanRequest(
      `help me answer this guest, polite but firm\n\nTheir message (Airbnb):\n"The wifi was slow and nobody answered my texts for an hour."\n\nthe router was replaced the next morning. under 60 words`,
    );
    expect(material).toBe('Their message (Airbnb):\n"The wifi was slow and nobody answered my texts for an hour."');
    expect(request).toBe(
      "help me answer this guest, polite but firm\n\nthe router was replaced the next morning. under 60 words",
    );
  });

  it("keeps a printed error with the code it came from, and the member's question after it theirs, inline value and all", () => {
    const pasted = "KeyError: 'price'\n\nthe function:\n\ndef total(rows):\n    return sum(r['price'] for r in rows)";
    const { request, material } = cleanRequest(
      `my script dies with this:\n\n${pasted}\n\neach row looks like {"cost": 4} in the csv. what's wrong?`,
    );
    expect(material).toBe(pasted);
    expect(request).toBe('my script dies with this:\n\neach row looks like {"cost": 4} in the csv. what\'s wrong?');
  });

  it("keeps the member's own list in the request: their conditions, or points their sentence goes on from", () => {
    const conditions =
      "Our donor gave $500 toward the van. I need a thank-you letter that:\n- isn't sappy\n- explains the change honestly\nKeep it under 250 words.";
    expect(cleanRequest(conditions)).toEqual({ request: conditions, material: "" });
    const proposal =
      "Need to text my brothers about mom's care. Here's what I want to propose:\n\nMon/Tue - me\nWed/Thu - Mark\n\nplus we split the cost of a day aide";
    expect(cleanRequest(proposal).material).toBe("");
    expect(cleanRequest(proposal).request).toContain("Mon/Tue - me\nWed/Thu - Mark\n\nplus we split");
    expect(cleanRequest("proofread this:\n- i has went home\n- their going tomorow").material).toBe(
      "- i has went home\n- their going tomorow",
    );
  });

  it("keeps a pasted recipe whole up to the member's own paragraph, plural brackets and all", () => {
    const recipe =
      "Lemon Bars (makes 9)\nCrust: 1 cup flour, 1/2 cup butter\nFilling: 2 eggs, 3/4 cup sugar\nBake crust at 350F 18 min, pour in filling, bake 20 more.";
    const { request, material } = cleanRequest(
      `scale this to serve 27 and convert to grams:\n\n${recipe}\n\noriginal is an 8x8 pan, what pan(s) should I use`,
    );
    expect(material).toBe(recipe);
    expect(request).toContain("what pan(s) should I use");
  });

  it("keeps a recipe's method with its ingredients", () => {
    const recipe =
      "Chicken Casserole (serves 12)\n- 3 lb chicken thighs\n- 2 cans soup\n- 1 cup sour cream\n- 2 cups rice\nBake at 375 for 55 min covered";
    const { request, material } = cleanRequest(`scale this recipe from 12 to 40 servings please\n\n${recipe}`);
    expect(material).toBe(recipe);
    expect(request).not.toContain("Bake at 375");
  });

  it("keeps output printed under a fenced block with it, and the member's words after it theirs", () => {
    const code = "```\nconst rows = await db.query(sql)\nconsole.log(rows[0].total)\n```";
    const printed =
      "console says:\nTypeError: Cannot read properties of undefined (reading 'total')\n    at main (report.js:12:21)";
    expect(cleanRequest(`why does this fail?\n\n${code}\n\n${printed}\n\nit worked yesterday, what changed?`)).toEqual({
      request: "why does this fail?\n\nit worked yesterday, what changed?",
      material: `${code}\n\n${printed}`,
    });
    expect(
      cleanRequest("my script crashes\n\n```python\nprint(1/0)\n```\n\nZeroDivisionError: division by zero"),
    ).toEqual({
      request: "my script crashes",
      material: "```python\nprint(1/0)\n```\n\nZeroDivisionError: division by zero",
    });
  });

  it("gives back a sentence that quotes a condition after a pasted schema", () => {
    const { request, material } = cleanRequest(
      "Postgres please. Schema:\n\nitems(id, sku, qty, warehouse_id)\nwarehouses(id, city)\n\nList every warehouse where qty > 10 for sku 'A-17', with the city. Sort by city.",
    );
    expect(material).toBe("items(id, sku, qty, warehouse_id)\nwarehouses(id, city)");
    expect(request).toContain("List every warehouse where qty > 10 for sku 'A-17', with the city. Sort by city.");
    // A line that sets a value is code, not a sentence.
    expect(cleanRequest("what does this do\n\nlimit = 10\nrows = fetch(limit)\nprint(rows)").material).toBe(
      "limit = 10\nrows = fetch(limit)\nprint(rows)",
    );
  });

  it("gives back a long sentence typed under a schema, formula and all", () => {
    const { request, material } = cleanRequest(
      "Postgres. Gym tables:\nvisits(visit_id, member_id, visited_at, branch_id)\nbranches(branch_id, city)\nI need the share of visits per branch per week in 2025, where share = branch_visits / (all visits that week). Show city, week and the share with 2 decimals.",
    );
    expect(material).toBe("visits(visit_id, member_id, visited_at, branch_id)\nbranches(branch_id, city)");
    expect(request).toContain("where share = branch_visits / (all visits that week). Show city, week");
  });

  it("takes an error printed above a code block into the material, and a sentence with a tag in it after the block out", () => {
    const error = "TypeError: Cannot read properties of undefined (reading 'map')\n    at List.jsx:12:20";
    const code = "```\nreturn items.map((item) => <li>{item}</li>);\n```";
    expect(
      cleanRequest(
        `my shop page is blank, the console shows:\n${error}\n\nList.jsx:\n${code}\nthe list is in a <div class="products"> on the page. im not a developer so go slow`,
      ),
    ).toEqual({
      request:
        'my shop page is blank, the console shows:\n\nthe list is in a <div class="products"> on the page. im not a developer so go slow',
      material: `${error}\n\nList.jsx:\n${code}`,
    });
  });

  it("gives a one-word plea under pasted code back to the member", () => {
    expect(
      cleanRequest("why does this print None\ndef add(a, b):\n    print(a + b)\nprint(add(2, 3))\npls help"),
    ).toEqual({
      request: "why does this print None\n\npls help",
      material: "def add(a, b):\n    print(a + b)\nprint(add(2, 3))",
    });
  });

  it("keeps the member's paragraphs after a pasted reply in the order typed", () => {
    const reply = '"Dear Parent, the trip is cancelled due to low numbers. Regards, The Office."';
    expect(
      cleanRequest(
        `The school sent this about the trip:\n\n${reply}\n\nWe paid £40 in March and nobody told us until yesterday.\n\nWrite a reply asking for a refund. Under 120 words, and a short text version for the other parents too.`,
      ).request,
    ).toBe(
      "The school sent this about the trip:\n\nWe paid £40 in March and nobody told us until yesterday.\n\nWrite a reply asking for a refund. Under 120 words, and a short text version for the other parents too.",
    );
  });
});
