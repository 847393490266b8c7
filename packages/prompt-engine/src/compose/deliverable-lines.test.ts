import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";

describe("template lines fit the deliverable asked for", () => {
  it("gives a short piece no sections: a stated length of a few hundred words or a page is brevity", () => {
    const intro = promptFor(
      "article",
      "newsletter intro from me as head of year 7, upbeat, mention sports day. 200 words",
    );
    expect(intro).not.toMatch(/subheadings|headline/iu);
    expect(promptFor("business-document", "a simple hybrid working policy, plain english, 1 page max")).not.toMatch(
      /standard sections/iu,
    );
    expect(promptFor("article", "write a 1,200 word blog post about composting for beginners")).toMatch(
      /subheadings/iu,
    );
  });

  it("fits the lines to what is asked: a pattern is not a program, an app is not a repair, one spreadsheet app is enough", () => {
    const regex = promptFor("code", "regex to match UK postcodes with and without the space, in javascript");
    expect(regex).not.toMatch(/command to run|missing files/u);
    expect(promptFor("code", "python script that uses a regex to pull emails out of a folder of files")).toMatch(
      /command to run/u,
    );
    const facetime = promptFor("how-to", "how do I make a video call to my granddaughter on facetime on my ipad");
    expect(facetime).not.toMatch(/tools, materials|call a professional/u);
    expect(facetime).toMatch(/exactly as it appears on screen/u);
    expect(promptFor("how-to", "how do I replace a washer in a dripping kitchen tap")).toMatch(/tools, materials/u);
    expect(promptFor("spreadsheet", "google sheets: count unique names in B where D says Paid")).not.toMatch(
      /Excel and Google Sheets/u,
    );
    expect(promptFor("spreadsheet", "formula to count unique names where the status is paid")).toMatch(
      /Excel and Google Sheets/u,
    );
    // A feature named to refuse it is no feature to set up.
    const noPivot = promptFor("spreadsheet", "a formula that totals column B for each month. no pivot tables please");
    expect(noPivot).toMatch(/exact formula to paste/u);
    expect(noPivot).not.toMatch(/menu path/u);
    expect(promptFor("spreadsheet", "a pivot table of sales by month")).toMatch(/menu path/u);
    // A $ before the column for whole rows coloured by one column, not for a cell's own value.
    expect(
      promptFor("spreadsheet", "conditional formatting so the whole row goes grey when column F says Paid"),
    ).toContain("$ before the column letter");
    expect(
      promptFor("spreadsheet", "grid of classes by day, conditional formatting to make a cell amber if it's over 25"),
    ).not.toContain("$ before the column letter");
  });

  it("asks a translation for the form of address unless the member names the regional variant", () => {
    expect(promptFor("translation", "translate to spanish for my cleaner: can you come thursday?")).toMatch(
      /formal or familiar form of address/u,
    );
    expect(promptFor("translation", "translate this into brazilian portuguese: see you on monday")).toMatch(
      /regional variant I name/u,
    );
  });

  it("keeps subject lines to one line each, and tests headlines only where an ad has one", () => {
    const subjects = promptFor("marketing-copy", "10 email subject line options for our spring sale, 25% off");
    expect(subjects).toMatch(/single line/u);
    expect(subjects).not.toMatch(/End with one clear call to action/u);
    expect(promptFor("marketing-copy", "etsy product description for fig and cedar soy candles")).not.toMatch(
      /variants of the headline/u,
    );
    expect(promptFor("marketing-copy", "facebook ad for our new spin classes")).toMatch(/variants of the headline/u);
  });

  it("writes jokes as jokes, a bio as prose, and a shell command without a program's structure", () => {
    const jokes = promptFor("creative-writing", "clean christmas cracker jokes for a care home party, 15 of them");
    expect(jokes).toMatch(/land the laugh/u);
    expect(jokes).not.toMatch(/images, actions and dialogue|clichés|distinct voice/u);
    expect(promptFor("creative-writing", "a short story about a lighthouse keeper")).toMatch(/distinct voice/u);
    // A poem has no cast or dialogue: its images are the member's details.
    const poem = promptFor("creative-writing", "a poem for our 25th anniversary, we met at a ceilidh in Oban");
    expect(poem).not.toMatch(/dialogue|characters/u);
    expect(poem).toMatch(/particular details I gave/u);
    expect(promptFor("creative-writing", "a rhyming story about a dragon with dialogue")).toMatch(/dialogue/u);
    const bio = promptFor(
      "resume",
      "a bio for my portfolio site, brand designer in Leeds, under 80 words, first person",
    );
    expect(bio).toMatch(/short prose/u);
    expect(bio).not.toMatch(/each bullet|applicant tracking|third person/u);
    expect(promptFor("code", "bash command to delete .sql.gz files older than 30 days")).not.toMatch(
      /small named functions/u,
    );
  });

  it("answers how to do one thing in code with the lines that do it, and keeps a shell script plain", () => {
    const how = promptFor("code", "df has columns store, week, units. how do i get each store's best week");
    expect(how).toMatch(/using my own names/u);
    expect(how).not.toMatch(/complete, runnable|small named functions|edge cases/u);
    const program = promptFor("code", "write a python script that merges every csv in a folder into one file");
    expect(program).toMatch(/complete, runnable/u);
    expect(program).not.toMatch(/using my own names/u);
    expect(promptFor("code", "shell script that backs up my documents folder to a usb drive")).not.toMatch(
      /small named functions/u,
    );
  });

  it("plans a family trip by its days, not as training to measure", () => {
    const trip = promptFor("plan", "3 days in Vienna with our 8 year old, she loves trains and horses, relaxed pace");
    expect(trip).toMatch(/flexible slot/u);
    expect(trip).not.toMatch(/measurable goal|where I am now/u);
    expect(promptFor("plan", "12 week training plan for my first half marathon")).toMatch(/measurable goal/u);
    // A race named for a country is no trip there.
    expect(
      promptFor("plan", "I want to run the Turkey Trot 5K on Thanksgiving, 9 weeks from now. week by week plan please"),
    ).not.toMatch(/flexible slot/u);
    expect(promptFor("plan", "a week in Portugal with my mum, she can't walk far")).toMatch(/flexible slot/u);
    // A routine where the member lives is no stay in that place: a week's dinners neither.
    expect(
      promptFor("plan", "7 day dinner plan for a family of 4 in Durban, R900 budget, shopping list grouped by section"),
    ).not.toMatch(/flexible slot/u);
    expect(
      promptFor("plan", "swimming plan for 8 weeks, I'm in Perth so mornings only, 3 days a week, I'm 50 and slow"),
    ).not.toMatch(/flexible slot/u);
  });

  it("lets a rewrite that changes the tone change the voice and add a sign-off", () => {
    const formal = promptFor(
      "rewrite",
      "make this email to my landlord more formal and less angry: hi mark, third time",
    );
    expect(formal).not.toMatch(/facts and voice|sign-offs/u);
    expect(formal).toMatch(/change the tone as asked/u);
    expect(promptFor("rewrite", "tighten this paragraph: we are pleased to announce")).toMatch(/facts and voice/u);
  });

  it("writes one line of a profile as one line, and keeps machine keywords out of a request without buzzwords", () => {
    const tagline = promptFor("resume", "tagline for my linkedin, I teach yoga and now build websites, no buzzwords");
    expect(tagline).not.toMatch(/each bullet|applicant tracking/u);
    expect(promptFor("resume", "turn my 4 years running a bike shop into CV bullets")).toMatch(
      /each bullet.*applicant tracking/su,
    );
  });

  it("keeps a short post short: no 'see more' opening and no call to action", () => {
    const post = promptFor("social-post", "a quick tweet about our cat stealing my seat, keep it short");
    expect(post).not.toMatch(/see more|call to action/u);
    expect(promptFor("social-post", "linkedin post announcing our new office in Leeds")).toMatch(
      /see more.*call to action/su,
    );
  });

  it("writes a prompt for any named image generator, and gives a coloured picture no colouring-page tip", () => {
    expect(promptFor("image-prompt", "ideogram poster for our street party, bunting and a big sun")).not.toMatch(
      /Create the image/u,
    );
    const toType = "what should i type into an ai image generator for a robot walking a dog in the rain, 3 versions";
    expect(promptFor("image-prompt", toType)).not.toMatch(/Create the image/u);
    expect(promptFor("image-prompt", "a robot walking a dog in the rain, watercolour")).toMatch(/Create the image/u);
    expect(promptFor("image-prompt", "printable colouring page outline of a dinosaur for my 5 year old")).toMatch(
      /line art/u,
    );
    expect(
      promptFor("image-prompt", "printable page for a kids book, a fox in wellies, watercolour with pastel colours"),
    ).not.toMatch(/line art/u);
  });

  it("tells an invitation from a reply that declines one", () => {
    expect(promptFor("message", "text inviting the neighbours to our bbq on saturday, rsvp by thursday")).not.toMatch(
      /Say no in the first sentence/u,
    );
    const declining = promptFor("message", "decline Sam's invite to attend his party, I can't make it");
    expect(declining).toMatch(/Say no in the first sentence/u);
    expect(declining).not.toMatch(/RSVP date/u);
  });

  it("explains a bug to a learner step by step, and finds rows with no match the right way", () => {
    const learner = promptFor(
      "debugging",
      "why does my loop print undefined? explain like I'm a beginner, not just the fix",
    );
    expect(learner).toMatch(/step by step/u);
    expect(learner).not.toMatch(/one or two sentences/u);
    expect(
      promptFor("debugging", "my left join keeps dropping the unmatched customers, the ones with null orders"),
    ).toMatch(/IS NULL or NOT EXISTS/u);
  });

  it("plans an essay the member will write, and keeps a short letter short", () => {
    const plan = promptFor("essay", "outline for my 3000 word dissertation chapter on housing policy, don't write it");
    expect(plan).toMatch(/the plan, not the piece/u);
    expect(plan).not.toMatch(/thesis|counter-argument/u);
    expect(promptFor("essay", "write a 1500 word essay on whether zoos should exist")).toMatch(/thesis/u);
    expect(
      promptFor(
        "email",
        "a letter to my daughter's nursery saying she'll be off next week with chickenpox, keep it brief",
      ),
    ).not.toMatch(/formal letter/u);
    expect(promptFor("email", "a letter to the council disputing my parking fine")).toMatch(/formal letter/u);
    // An e-mail sent before is part of the story; the letter is still a letter, to a person.
    const letter = promptFor(
      "email",
      "write a letter to my landlord about the heat, third time asking: first by text, second Nov 12 by email",
    );
    expect(letter).toMatch(/Lay it out as a letter: my name and address/u);
    expect(letter).not.toMatch(/reference line/u);
    expect(promptFor("email", "a formal letter to my landlord about the mould, my son has asthma")).toMatch(
      /formal letter/u,
    );
    expect(letter).not.toMatch(/subject line/u);
    expect(promptFor("email", "turn this letter into an email to the whole team")).toMatch(/subject line/u);
  });

  it("weighs options only for a choice, and asks before guessing only of a bare request", () => {
    const howTo = promptFor(
      "advice",
      "my flatmate never cleans the kitchen and I'm sick of nagging, how do I bring it up without a big fight tonight",
    );
    expect(howTo).not.toMatch(/which you would choose|ask about anything essential/u);
    expect(promptFor("advice", "should I sell my car or keep it for the winter, I only drive at weekends")).toMatch(
      /which you would choose/u,
    );
  });

  it("keeps advice to what is asked: the questions themselves, the member's own choice, feelings that are no symptom", () => {
    expect(
      promptFor("advice", "my son wants a motorbike for his 17th, what questions should i ask him before i decide"),
    ).not.toMatch(/which you would choose/u);
    const ownChoice = promptFor(
      "advice",
      "should I move in with my boyfriend now or wait till the lease ends, help me think it through, dont just tell me what to do",
    );
    expect(ownChoice).toMatch(/without choosing for me/u);
    expect(ownChoice).not.toMatch(/which you would choose/u);
    expect(
      promptFor(
        "advice",
        "my wife wants us to move to Perth for her job and we keep arguing. Not looking for you to tell me whether to go, just how to talk about it",
      ),
    ).not.toMatch(/which you would choose/u);
    expect(
      promptFor("advice", "my sister didn't invite me to her hen do and I'm really hurt, what do I do"),
    ).not.toMatch(/symptoms|doctor/u);
  });

  it("shows a story through action alone when the member rules out dialogue", () => {
    const story = promptFor("creative-writing", "a 300 word story about a lighthouse keeper's last night, no dialogue");
    expect(story).not.toMatch(/dialogue rather/u);
    expect(story).toMatch(/images and actions/u);
  });

  it("compares in plain words when asked, recommends only for a choice, and flags dates only for products", () => {
    const plain = promptFor("comparison", "what's the difference between a will and a living trust, in simple terms");
    expect(plain).not.toMatch(/in a table|recommendation for my case|knowledge cut-off/u);
    expect(plain).toMatch(/what each is/u);
    const choice = promptFor("comparison", "kindle paperwhite or kobo clara, which should i get for reading in bed");
    expect(choice).toMatch(/in a table/u);
    expect(choice).toMatch(/recommendation for my case/u);
    expect(choice).toMatch(/knowledge cut-off/u);
  });

  it("gives the reasoning, not a yes or no first, to a member who asks for more than a yes or no", () => {
    const request = "is it worth overpaying my student loan? i want to understand the numbers, not just a yes or no";
    expect(promptFor("advice", request)).not.toMatch(/yes or no first/u);
    expect(promptFor("advice", "yes or no: can I return opened headphones in the UK?")).toMatch(/yes or no first/u);
  });

  it("keeps the member's own sessions a week, however they write them", () => {
    const plan = promptFor("plan", "a 6 week strength plan, 2-days-a-week, i'm a beginner at 45 with a home gym");
    expect(plan).not.toMatch(/two or three full-body sessions/u);
  });

  it("makes vocabulary cards term by term, and replies to an e-mail without a new subject", () => {
    expect(promptFor("quiz", "flashcards for these French words, French on the front, English on the back")).toMatch(
      /a term on the front/u,
    );
    expect(promptFor("email", "reply to my landlord's email about the inspection, friday works")).not.toMatch(
      /subject line/u,
    );
  });

  it("points out what is wrong instead of rewriting when the member says not to rewrite it", () => {
    const review = promptFor(
      "rewrite",
      "what's weak in my speech opening? give me 3 other first lines, don't rewrite it all",
    );
    expect(review).not.toMatch(/Return the full revised text/u);
    expect(review).toMatch(/write only the parts I ask for/u);
  });
});
