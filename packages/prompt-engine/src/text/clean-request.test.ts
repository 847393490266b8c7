import { describe, expect, it } from "vitest";

import { cleanRequest } from "./clean-request.ts";

const cleaned = (raw: string) => cleanRequest(raw).request;

describe("cleanRequest", () => {
  it("removes spoken fillers and keeps every other word as typed", () => {
    expect(cleaned("um so i need like an email to my boss about friday")).toBe(
      "i need an email to my boss about friday",
    );
    expect(cleaned("uh write a poem about cats")).toBe("write a poem about cats");
    expect(cleaned("I'd like a poem about cats")).toBe("I'd like a poem about cats");
    expect(cleaned("explain how vaccines work like I'm 12")).toBe("explain how vaccines work like I'm 12");
    expect(cleaned("explain it like you're talking to a kid")).toBe("explain it like you're talking to a kid");
  });

  it("keeps the words of a request in another language, where 'um' is a word", () => {
    const portuguese =
      "Escreve um texto curto para a despedida do meu colega Rui, ele vai para o Porto. Quero algo um pouco divertido, umas 5 linhas.";
    expect(cleaned(portuguese)).toBe(portuguese);
    const spanish =
      "Hola, ¿me puedes hacer un plan de estudio para la selectividad? Tengo 5 semanas y um poco de miedo.";
    expect(cleaned(spanish)).toBe(spanish);
    expect(cleaned("so um can you write a short poem for my colleague Rui, he is moving to Porto")).toBe(
      "can you write a short poem for my colleague Rui, he is moving to Porto",
    );
  });

  it("applies self-corrections: the corrected value replaces the one taken back", () => {
    expect(cleaned("email saying he'll be out monday no tuesday for a dentist appointment")).toBe(
      "email saying he'll be out tuesday for a dentist appointment",
    );
    expect(cleaned("write a blog post for busy parents, actually no make it grad students")).toBe(
      "write a blog post for grad students",
    );
    expect(cleaned("raid is moved to thursday no wait wednesday 9pm")).toBe("raid is moved to wednesday 9pm");
    expect(cleaned("the heater has been broken since friday, no wait, since thursday, and it's cold")).toBe(
      "the heater has been broken since thursday, and it's cold",
    );
    expect(cleaned("a 500 word essay, no wait 800 words, on ww1")).toContain("800 word essay");
    expect(cleaned("a 500 word essay, no wait 800 words, on ww1")).not.toContain("500");
  });

  it('applies a correction restated as "it\'s …", typed with or without its apostrophe, with its article', () => {
    expect(cleaned("the bbq is sunday the 9th, no wait its the 16th. bring chairs")).toBe(
      "the bbq is sunday the 16th. bring chairs",
    );
    expect(cleaned("dinner for 6, no wait it's 8 people")).toBe("dinner for 8 people");
    expect(cleaned("the launch is on the 2nd, sorry, thats the 3rd")).toBe("the launch is on the 3rd");
    // A possessive "its" with nothing taken back stays as typed.
    expect(cleaned("the cafe is great, its coffee is the best")).toBe("the cafe is great, its coffee is the best");
  });

  it("keeps tokens that contain a filler's letters or start with a dot", () => {
    for (const raw of [
      "python script that renames all the .jpg files to their date taken, format YYYY-MM-DD_HHMMSS.jpg",
      "convert HH:MM timestamps to minutes, and skip the .tmp files",
      "um rename the .png files to lowercase",
    ])
      expect(cleaned(raw)).toBe(raw.replace(/^um /u, ""));
  });

  it("keeps a 'so' that carries on a sentence after brackets or a quote", () => {
    for (const raw of [
      "a GPT that answers couples' questions (timelines, deposits, packages) so they stop messaging me at 11pm",
      'my boss wrote "see me tomorrow" so I am worried, what could it mean?',
      // A stop inside the quote or the brackets ends the quoted words, not the sentence.
      "he always signs off with 'talk soon.' so should I reply the same way?",
      "the song (the one that goes 'we will rise!') so we can sing it on sunday",
    ])
      expect(cleaned(raw)).toBe(raw);
    expect(cleaned("the report is done. so can you write the email now")).toBe(
      "the report is done. can you write the email now",
    );
  });

  it("removes an interjection only where a sentence opens with it", () => {
    expect(cleaned("hey, write a poem about cats")).toBe("write a poem about cats");
    expect(cleaned("oh write a thank-you note to my aunt")).toBe("write a thank-you note to my aunt");
    expect(cleaned("my 14 yo son barely talks to us anymore")).toBe("my 14 yo son barely talks to us anymore");
    expect(cleaned("is it safe to drive with this light on? yes or no")).toBe(
      "is it safe to drive with this light on? yes or no",
    );
    expect(cleaned("reflective essay on my shifts in the ER, gibbs cycle")).toBe(
      "reflective essay on my shifts in the ER, gibbs cycle",
    );
  });

  it("drops a 'like' that opens a sentence only as a spoken filler, not one that gives an example", () => {
    expect(cleaned("so like i need an email to my boss")).toBe("i need an email to my boss");
    expect(cleaned("Like, we need it by friday. write a text")).toBe("we need it by friday. write a text");
    expect(cleaned("a table for each month. like D2 says January and E2 the total")).toBe(
      "a table for each month. like D2 says January and E2 the total",
    );
    expect(cleaned("like I said, keep it short")).toBe("like I said, keep it short");
  });

  it("keeps 'like' where it compares, and words that only look like interjections", () => {
    expect(cleaned("a chore chart that doesn't feel like a punishment")).toBe(
      "a chore chart that doesn't feel like a punishment",
    );
    expect(cleaned("rename files like IMG_001.jpg by date")).toBe("rename files like IMG_001.jpg by date");
    expect(cleaned("Q3: revenue up 8%, churn down")).toBe("Q3: revenue up 8%, churn down");
  });

  it("leaves a 'no' that is not a correction alone", () => {
    expect(cleaned("a recipe with no sugar and no more than 5 ingredients")).toBe(
      "a recipe with no sugar and no more than 5 ingredients",
    );
  });

  it("keeps quotes, code, schemas, JSON and what follows a colon byte for byte", () => {
    const schema = "sql for monthly sales per region from sales(id, region_id, amount_cents, created_at)";
    expect(cleaned(schema)).toBe(schema);
    const json = 'um return this JSON {"a": 1, "b": [1, 2]}  with b doubled';
    expect(cleaned(json)).toContain('{"a": 1, "b": [1, 2]}');
    expect(cleaned("fix the grammar of this note: um i has like went to the store")).toBe(
      "fix the grammar of this note: um i has like went to the store",
    );
    expect(cleaned("reply to 'um like no way' for me")).toContain("'um like no way'");
  });

  it("keeps a message pasted in quotes over several lines as typed, its greeting included", () => {
    for (const message of [
      '"Hi Tom, the garden is overgrown again and I think it is your job to sort it out. Can you send someone this week?\nThanks, Ruth"',
      "“Hello,\nso we stayed two nights and the heating never worked. We want half the money back.\nMark”",
    ]) {
      const { request, material } = cleanRequest(
        `My tenant sent me this and I am not sure how to answer, the lease says she pays for the gardener.\n\n${message}\n\nfriendly but firm please`,
      );
      expect(`${request}\n${material}`).toContain(message);
    }
  });

  it("never re-splits a numbered list of asks", () => {
    const request = "1) summarize the meeting notes in 5 bullets 2) draft an email to the team 3) list risks";
    expect(cleaned(request)).toBe(request);
  });

  it("separates pasted material from the instruction and keeps it exactly", () => {
    const material = "Line one of notes.\n  indented line\n\ttabbed {x: 1}";
    expect(cleanRequest(`summarize this:\n${material}`)).toEqual({ request: "summarize this:", material });
    const code = "```js\nconst a = 1;\n```";
    expect(cleanRequest(`why does this throw\n${code}`)).toEqual({ request: "why does this throw", material: code });
  });
});

describe("cleanRequest never mistakes a constraint for a self-correction", () => {
  it("keeps a 'no …' constraint after a list, and the words before it", () => {
    for (const request of [
      "make me a playlist of 90s hip hop, no kids",
      "a dinner with spinach and feta, no oven, only stovetop",
      "plan a weekend away for two adults, no pets, no car",
      "birthday party ideas for my office, no alcohol",
      "a 20 minute workout with dumbbells, no jumping",
      "explain the tax forms simply, no jargon",
    ])
      expect(cleaned(request)).toBe(request);
  });

  it("still applies a correction with an unmistakable marker or between two values of one sort", () => {
    expect(cleaned("email my landlord, heater broken since monday, no, tuesday")).toBe(
      "email my landlord, heater broken since tuesday",
    );
    expect(cleaned("book the call at 3pm, no, 4pm please")).toBe("book the call at 4pm please");
    expect(cleaned("write 500 words, no, 800 words on the war")).toBe("write 800 words on the war");
    expect(cleaned("a toast for my sister, actually no make it my brother")).toContain("my brother");
    expect(cleaned("a toast for my sister, actually no make it my brother")).not.toContain("sister");
    expect(cleaned("book a table at 7pm, sorry, 8pm for four")).toBe("book a table at 8pm for four");
    expect(cleaned("move the call to monday, actually tuesday")).toBe("move the call to tuesday");
    expect(cleaned("write 500 words, scratch that, 800 words on rome")).toBe("write 800 words on rome");
    for (const request of [
      "a blog post, actually a newsletter about bees",
      "explain recursion, actually it's for my son",
      "sorry to bother you, can you help with 3 things",
      "i actually need a cake for 12",
    ])
      expect(cleaned(request)).toBe(request);
  });

  it("keeps the spaces around a quote", () => {
    expect(cleaned("why are rows marked 'Paid' in the table missing")).toBe(
      "why are rows marked 'Paid' in the table missing",
    );
    expect(cleaned('um rename "Draft" to "Final" in every heading')).toBe('rename "Draft" to "Final" in every heading');
    expect(cleaned("so count the `status` column where it says 'Open' and group it")).toBe(
      "count the `status` column where it says 'Open' and group it",
    );
  });

  it("keeps pasted code whole, in one material, byte for byte", () => {
    const blocks = "```py\nx = compute()\n```\nand the error:\n```\nTypeError: boom, at line 1\n```";
    expect(cleanRequest(`why does this fail\n${blocks}`)).toEqual({ request: "why does this fail", material: blocks });
    const python = "def total(items):\n    if not items:\n        return 0\n    return sum(items)";
    expect(cleanRequest(`fix my function please\n${python}`)).toEqual({
      request: "fix my function please",
      material: python,
    });
  });

  it("joins the member's words around a fenced block as two paragraphs, with no hole where it was", () => {
    const block = "```js\nconst total = items.reduce((a, b) => a + b)\n```";
    expect(
      cleanRequest(`node keeps crashing on this\n\n${block}\n\n\nTypeError: Reduce of empty array\nwhat do i do`),
    ).toEqual({
      request: "node keeps crashing on this\n\nTypeError: Reduce of empty array\nwhat do i do",
      material: block,
    });
  });

  it("keeps a pasted e-mail whole from its salutation on, however its paragraphs read", () => {
    const email =
      "Hi team,\n\nThe venue moved to the Corn Exchange and doors now open at 6.30, so please update the run sheet before Friday.\n\nThanks,\nMo";
    expect(cleanRequest(`what is this asking me to do\n\n${email}`)).toEqual({
      request: "what is this asking me to do",
      material: email,
    });
  });

  it("returns the member's words after pasted code to the request", () => {
    const table = "CREATE TABLE orders (\n  id INT PRIMARY KEY,\n  total DECIMAL(10,2)\n);";
    expect(cleanRequest(`I have this table:\n\n${table}\n\nI need the biggest 5 orders of the last month`)).toEqual({
      request: "I have this table:\n\nI need the biggest 5 orders of the last month",
      material: table,
    });
    const python = "def f(x):\n    return x * 2";
    expect(cleanRequest(`fix this:\n${python}\n\nit says x is not defined when I call it`)).toEqual({
      request: "fix this:\n\nit says x is not defined when I call it",
      material: python,
    });
    // A last line of code, and prose that was pasted to be worked on, stay in the material.
    const withCall = "def f(x):\n    return x\n\nprint(f([3, 9, 2]))";
    expect(cleanRequest(`why does this print None?\n\n${withCall}`).material).toBe(withCall);
    const schema = "orders(id INT, customer_id INT, total DECIMAL(10,2))";
    expect(cleanRequest(`I have this table:\n\n${schema}\n\nI need each customer's monthly spend`)).toEqual({
      request: "I have this table:\n\nI need each customer's monthly spend",
      material: schema,
    });
    const notes = "The council met on Tuesday about roads.\n\nIt also talked about parks and the library budget.";
    expect(cleanRequest(`summarize this:\n${notes}`).material).toBe(notes);
  });

  it("leaves a correction of what the request is about as typed rather than splice it into a value", () => {
    const request =
      "write a toast for my sister's graduation from nursing school — actually no wait, make it about her new job instead";
    expect(cleaned(request)).toBe(request);
  });

  it("reads a list after 'can you:' as the member's asks, not as pasted text", () => {
    const request =
      "we're launching a loyalty card at the bakery next month. could you:\n1. suggest three names\n2. write the sign for the till\n3. list what could go wrong";
    expect(cleanRequest(request)).toEqual({ request, material: "" });
    expect(cleanRequest("summarise these notes:\n1. budget is up 5%\n2. hiring paused").material).toBe(
      "1. budget is up 5%\n2. hiring paused",
    );
  });

  it("leaves 'no one' and a sentence that opens with 'Now' as typed", () => {
    const typed = "the claim number is CX-2291 and no one calls back. Now they want the receipts again.";
    expect(cleanRequest(`complaint to the insurer: ${typed}`).request).toBe(`complaint to the insurer: ${typed}`);
    expect(cleanRequest("meeting on Monday no Tuesday at 10").request).toBe("meeting on Tuesday at 10");
  });

  it("leaves the number of a piece within a catalogued work as typed", () => {
    for (const typed of [
      "program notes for liszt's hungarian rhapsody, s 244 no 2 and the chopin waltz op 64 no 1",
      "a poster for the recital, sat 7pm: debussy arabesque no 1, then Brahms Op. 118 No 2 played by Aiko",
    ])
      expect(cleanRequest(typed).request).toBe(typed);
  });

  it("keeps a 'no' that is said, or that ends its sentence, as an answer rather than a correction", () => {
    for (const typed of [
      "My friend asked me to be a bridesmaid and I need to say no. It's a destination wedding in Tulum.",
      "my boss wants me on the Saturday shift and I told him no, it's my daughter's birthday",
      "the council voted no. It is the third time this year, write a post about it",
      "the answer to the loan was no. That's after 3 months of waiting",
    ])
      expect(cleanRequest(typed).request).toBe(typed);
    expect(cleanRequest("can we meet Monday, no wait, Tuesday").request).toBe("can we meet Tuesday");
  });

  it("keeps a lead-in that starts a phrase and a 'like' that estimates", () => {
    expect(cleanRequest("Right now I'm doing 5 nights a week. Right so I need a text").request).toBe(
      "Right now I'm doing 5 nights a week. I need a text",
    );
    expect(cleanRequest("So far I've tried two recipes").request).toBe("So far I've tried two recipes");
    expect(cleanRequest("do I have to report it if I only made like $400").request).toBe(
      "do I have to report it if I only made like $400",
    );
    expect(cleanRequest("freezer meals, i need like 3 lbs of chicken used up").request).toBe(
      "freezer meals, i need like 3 lbs of chicken used up",
    );
  });

  it("keeps what follows 'scratch the…' as typed rather than splicing it in as a replacement", () => {
    const typed =
      "can he either pick up at 4 or come to the recital, actually no scratch the 4 option he never gets off work in time, just ask about the recital";
    expect(cleanRequest(typed).request).toBe(typed);
    expect(cleanRequest("make it 500 words, scratch that, 800 words").request).toBe("make it 800 words");
  });
});
