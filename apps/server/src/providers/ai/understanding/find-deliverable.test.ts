import { describe, expect, it } from "vitest";

import { analyzeRequest } from "./analyze-request.ts";

const kindOf = (request: string) => analyzeRequest(request)?.kind;

describe("finding the deliverable from the sentence's structure", () => {
  it("takes the object of the main verb, not a word elsewhere in the sentence", () => {
    expect(kindOf("write an email to the team about our new SQL training")).toBe("email");
    expect(kindOf("write a poem about my workout plan failing again")).toBe("poem");
    expect(kindOf("draft a cover letter for a job writing release notes")).toBe("cover-letter");
    expect(kindOf("generate a SQL query for the customers table")).toBe("sql");
    expect(kindOf("I need a recipe my customers will love at the bakery")).toBe("recipe");
  });

  it("reads a bare noun phrase as the request", () => {
    expect(kindOf("quick haiku about autumn leaves")).toBe("poem");
    expect(kindOf("a packing list for a ski trip")).toBe("checklist");
    expect(kindOf("monthly budget for a couple saving for a house")).toBe("budget");
  });

  it("reads 'a text' about a subject or for a page as a piece of writing, and one to someone as a message", () => {
    expect(kindOf("could you write a text on renewable energy for a school project")).toBe("neutral");
    expect(kindOf("I need a short text for the welcome page of our club's site")).toBe("neutral");
    expect(kindOf("a text about the rules of chess, 300 words")).toBe("neutral");
    expect(kindOf("a text for my brother about his graduation")).toBe("personal-message");
    expect(kindOf("send a quick text telling my roommate the rent is due")).toBe("personal-message");
    expect(kindOf("a text about tomorrow's shift for my manager")).toBe("personal-message");
  });

  it("does not take a product's user stories for fiction", () => {
    expect(kindOf("draft the user stories for our password reset flow")).toBe("neutral");
    expect(kindOf("I need three stories for the onboarding epic")).toBe("neutral");
    expect(kindOf("a short story about a programmer who falls in love with her app")).toBe("story");
  });

  it("lets a part or a container take the deliverable it belongs to", () => {
    expect(kindOf("write the opening paragraph of my blog post about sourdough")).toBe("blog-post");
    expect(kindOf("give me a list of gift ideas for a teacher")).toBe("idea-list");
    expect(kindOf("the intro for my podcast episode about sleep")).toBe("video-script");
  });

  it("decides open-ended nouns by what they are for: the for-phrase, then the person's situation", () => {
    expect(kindOf("make a plan for my trip to Portugal")).toBe("itinerary");
    expect(kindOf("a plan for my marathon training")).toBe("workout-plan");
    expect(kindOf("I have my driving theory exam in two weeks, can you make me a plan")).toBe("study-plan");
    expect(kindOf("write a script for our product demo video")).toBe("video-script");
    expect(kindOf("write a script that deletes old log files")).toBe("code");
    expect(kindOf("a prompt for stable diffusion of a castle in fog")).toBe("image-prompt");
    expect(kindOf("a prompt that makes the assistant answer like a pirate")).toBe("ai-prompt");
  });

  it("knows who writes to whom", () => {
    expect(kindOf("reply to a guest who says the room was noisy")).toBe("customer-reply");
    expect(kindOf("write a complaint to my gym, they charged me after I cancelled")).toBe("complaint");
    expect(kindOf("my neighbour keeps parking across my driveway and ignored my note, help me write to him")).toBe(
      "complaint",
    );
    expect(kindOf("help me write to my aunt to thank her for the gift")).toBe("personal-message");
    expect(analyzeRequest("send a text to the book club saying we moved to Thursday")?.recipient).toBe("the book club");
  });

  it("tells a testimonial from a reference letter, and a content calendar from a marketing plan", () => {
    expect(kindOf("write a LinkedIn recommendation for my old manager Priya")).toBe("testimonial");
    expect(kindOf("write a recommendation for my student applying to nursing school")).toBe("letter");
    expect(kindOf("a google review for the garage that fixed my clutch")).toBe("testimonial");
    expect(kindOf("an instagram content calendar for my florist shop for May")).toBe("content-calendar");
    expect(kindOf("a plan for our first 12 podcast episodes")).toBe("content-calendar");
    expect(kindOf("explain this error: ModuleNotFoundError: No module named 'pandas'")).toBe("debugging");
  });

  it("reads what a wish inside a statement, a part or a preparation is for", () => {
    expect(kindOf("we sell handmade soap and want to post on instagram about our new lavender bar, make it fun")).toBe(
      "social-post",
    );
    expect(kindOf("write a description for our etsy listing, a hand-knitted wool scarf")).toBe("product-description");
    expect(kindOf("an introduction for my dissertation on urban heat islands")).toBe("essay");
    expect(kindOf("help me get ready for my citizenship test in June")).toBe("study-plan");
    expect(kindOf("fix my code, it says list index out of range")).toBe("debugging");
    expect(kindOf("fix my cover letter, it sounds stiff")).toBe("cover-letter");
    expect(kindOf("what's the best way to learn piano at 40 with 20 minutes a day")).toBe("study-plan");
    expect(kindOf("fun questions for a road trip with teenagers")).toBe("idea-list");
    expect(kindOf("I'm meeting my girlfriend's parents on Sunday, what should I talk about")).toBe("advice");
    expect(kindOf("how can I politely ask my neighbour to trim his hedge")).toBe("advice");
    expect(kindOf("give me honest feedback on my plan to open a food truck")).toBe("critique");
    expect(kindOf("a study guide for my chemistry final, chapters 4 to 6")).toBe("explanation");
    expect(kindOf("I need help writing a eulogy for my aunt")).toBe("speech");
    expect(kindOf("can you fix the spelling in my cover email to the school")).toBe("edit-text");
    expect(kindOf("my report is due on Monday and I have nothing, help")).toBe("report");
    expect(kindOf("I want to get into beekeeping, where do I start")).toBe("advice");
    expect(kindOf("how do I get my teenager to do homework without a fight")).toBe("advice");
    expect(kindOf("how do I get my laptop to connect to the printer")).toBe("how-to");
    expect(kindOf("write a description of our bike shop for Google")).toBe("bio");
    expect(kindOf("help me with a 1 minute elevator pitch for a networking event")).toBe("speech");
    expect(kindOf('help me answer the interview question "why do you want to work here"')).toBe("interview-prep");
    expect(kindOf("plan a one hour team building activity for our warehouse crew")).toBe("event-plan");
    expect(kindOf("draft a lease termination letter, 60 days notice, flat 2")).toBe("letter");
    expect(kindOf("make a table comparing the budgeting apps I use")).toBe("comparison");
    expect(kindOf("write a review for my physio on google, she fixed my shoulder")).toBe("testimonial");
    expect(kindOf("message the seller on ebay asking if the bike is still for sale")).not.toBe("complaint");
    expect(kindOf("what are good interview questions to ask a dog walker")).toBe("question-list");
  });

  it("takes what the person is making as the request when they ask nothing outright", () => {
    expect(kindOf("I'm giving the best man speech at my brother's wedding in May")).toBe("speech");
    expect(kindOf("we're writing a grant proposal for our school library")).toBe("proposal");
    expect(kindOf("we have a budget of 3000 for the office party, what should we do")).not.toBe("budget");
  });

  it("lets what a part, a script or a rewrite is for decide", () => {
    expect(kindOf("write questions for a staff engagement survey")).toBe("survey");
    expect(kindOf("a script for calling my internet provider to cancel")).toBe("negotiation");
    expect(kindOf("turn my meeting notes into an email to the client")).toBe("email");
    expect(kindOf("turn this into something punchier: we sell very good bread")).toBe("edit-text");
  });

  it("knows everyday names for messages and schedules, and what a text is for", () => {
    expect(kindOf("a quick follow-up to the plumber who quoted last week")).toBe("email");
    expect(kindOf("make a cleaning rota for our house of 3")).toBe("schedule");
    expect(kindOf("what should I write in a leaving card for my boss")).toBe("personal-message");
    expect(kindOf("remind the client that the invoice is due on the 30th")).toBe("email");
  });

  it("lets the thing to check say what checking it is", () => {
    expect(kindOf("can you check this query, it's slow: SELECT * FROM users")).toBe("sql");
    expect(kindOf("look over my essay on the French revolution")).toBe("edit-text");
    expect(kindOf("review my resume for a marketing job")).toBe("resume");
  });

  it("falls back to the neutral structure when the deliverable is unclear, never to another kind", () => {
    expect(kindOf("banana")).toBe("neutral");
    expect(kindOf("thoughts on the weather lately")).toBe("neutral");
    expect(kindOf("Escríbeme algo sobre la reunión del lunes, por favor")).toBe("neutral");
  });

  it("lets the word next to an open-ended noun say what it is for, before a word that only says when", () => {
    expect(kindOf("a weekly workout schedule, 3 days, I have dumbbells")).toBe("workout-plan");
    expect(kindOf("a weekly schedule for me and my partner, chores and errands")).toBe("schedule");
  });

  it("summarises a well-known work from what is known about it when no text is given", () => {
    const hamlet = analyzeRequest("summarize the plot of hamlet");
    expect([hamlet?.kind, hamlet?.summarisesKnownWork]).toEqual(["explanation", true]);
    expect(analyzeRequest("summarize this: the meeting moved to Friday")?.summarisesKnownWork).toBe(false);
  });

  it("names an unknown thing asked for, so the neutral structure can ask for it by name", () => {
    const intro = analyzeRequest("i need an introduction for my youtube channel about woodworking");
    expect([intro?.kind, intro?.noun]).toEqual(["neutral", "introduction"]);
    expect(analyzeRequest("I need help with my garden")?.noun).toBeUndefined();
  });

  it("recognises a misspelt deliverable", () => {
    expect(kindOf("i need a cover leter for a sales job")).toBe("cover-letter");
    expect(kindOf("can you write an emial to my landlord")).toBe("email");
    // A real word a letter away from a deliverable is not a slip for it.
    expect(kindOf("I want to get better at chess, make me a 6 week practice plan")).toBe("study-plan");
  });

  it("reads a plan by the situation it is for, chat shorthand, and lists in other languages", () => {
    expect(kindOf("I've got 2 hours to tidy the kids room before guests come, make me a plan")).toBe("schedule");
    expect(kindOf("gimme a packing list for Iceland in March")).toBe("checklist");
    expect(kindOf("fammi una lista della spesa per la settimana")).toBe("checklist");
  });

  it("reads known nouns that open with a function word, and what a description describes", () => {
    expect(kindOf("write a linkedin about section for a nurse moving into tech")).toBe("bio");
    expect(kindOf("a short description for my app that tracks sleep")).toBe("product-description");
    expect(kindOf("can u write sth sweet for my nans card")).toBe("personal-message");
  });

  it("plans a meeting as an agenda, cooking for guests as a menu, and being lost in a role as advice", () => {
    expect(kindOf("plan a 30 minute team meeting about the new rota")).toBe("meeting-agenda");
    expect(kindOf("what should we cook for christmas, 12 people, two are vegan")).toBe("menu");
    expect(kindOf("what should I cook tonight, I have eggs and spinach")).toBe("recipe");
    expect(kindOf("a menu for my cafe")).not.toBe("menu");
    expect(kindOf("I'm the new treasurer of our club and I don't know what I'm supposed to do")).toBe("advice");
  });

  it("reads a person's behaviour told with only 'help', a part whose whole was named before, and chat shorthand", () => {
    expect(kindOf("my 7 year old lies about homework all the time, please help")).toBe("advice");
    expect(kindOf("my report is on remote work and I need a punchy title")).toBe("report");
    expect(analyzeRequest("my report is on remote work and I need a punchy title")?.part).toBe("title");
    expect(kindOf("write a msg for our whatsapp group, the match is cancelled")).toBe("personal-message");
    expect(kindOf("a couch to 5k plan for my mum, she's 60")).toBe("workout-plan");
  });

  it("keeps a describing noun from taking over the phrase, and knows performance reviews", () => {
    expect(kindOf("best budget laptops for students")).toBe("recommendation");
    expect(kindOf("write my annual self-assessment, I lead a team of 4 nurses")).toBe("performance-review");
  });

  it("reads a named tool's unnamed result, what to say to someone, and notes for whoever takes over", () => {
    expect(kindOf("i have a postgres table of bookings with room and date, i need the busiest week per room")).toBe(
      "sql",
    );
    expect(kindOf("what should I say to my neighbour about his dog barking at night")).toBe("advice");
    expect(kindOf("write instructions for the dog sitter, he eats twice a day")).not.toBe("how-to");
    expect(kindOf("write instructions for our nanny for the weekend, the baby naps at 1")).toBe("handover");
    expect(kindOf("write instructions for assembling a bookshelf")).toBe("how-to");
  });

  it("reads who a message is for by the last noun, choices made by others, and a team's trouble", () => {
    expect(kindOf("a message to my daughter's coach, she'll miss practice on saturday")).not.toBe("personal-message");
    expect(kindOf("write a message to my daughter's coach, she'll miss practice on saturday")).toBe("email");
    expect(kindOf("what should I text my sister after our fight")).toBe("personal-message");
    expect(kindOf("my mum is lonely since she moved, what could she do to meet people")).not.toBe("neutral");
    expect(kindOf("our staff keep leaving after a few months, how do I fix this")).toBe("advice");
  });

  it("names a vague 'something' by where it goes or when it is said", () => {
    expect(kindOf("something to post on linkedin about my new job")).toBe("social-post");
    expect(kindOf("i need something to say at my sisters engagement party")).toBe("speech");
    expect(kindOf("write something for our slack channel about the office move")).toBe("personal-message");
    expect(kindOf("write something nice for my grandmas card")).toBe("personal-message");
    expect(kindOf("i need something for my headache")).toBe("neutral");
  });

  it("gives criticism when feedback is asked for, on the text itself when it is the person's", () => {
    expect(kindOf("can you critique my short story")).toBe("critique");
    expect(kindOf("feedback on my cover letter please")).toBe("critique");
    expect(kindOf("what's wrong with my pitch for the investor meeting")).toBe("critique");
    expect(kindOf("what is wrong with my car, it shakes at 100 km/h")).toBe("diagnosis");
  });

  it("reworks a text of the person's own, and a song part alone", () => {
    const resume = analyzeRequest("improve my resume for a marketing role");
    expect([resume?.kind, resume?.revisesOwnText]).toEqual(["resume", true]);
    expect(analyzeRequest("write my resume for a marketing role")?.revisesOwnText).toBe(false);
    const chorus = analyzeRequest("write me a chorus for a song about leaving home");
    expect([chorus?.kind, chorus?.part]).toEqual(["song-lyrics", "chorus"]);
  });

  it("asks for both deliverables joined in one request", () => {
    const both = analyzeRequest("come up with a band name and a logo tagline for our ska group");
    expect([both?.kind, both?.also]).toEqual(["naming", { kind: "tagline", noun: "logo tagline" }]);
    expect(analyzeRequest("write a cover letter and a resume summary for a nursing job")?.also?.kind).toBe("resume");
    expect(analyzeRequest("write a poem and a short story")?.also?.kind).toBe("story");
    expect(analyzeRequest("write an email and make it short")?.also).toBeUndefined();
  });

  it("reads an outline as the outline alone, of whatever is named", () => {
    expect(kindOf("outline a beginner course on watercolour painting")).toBe("outline");
    expect(kindOf("can you do a chapter outline for my fantasy novel")).toBe("outline");
    const essay = analyzeRequest("outline my essay on the causes of the first world war");
    expect([essay?.kind, essay?.part]).toEqual(["essay", "outline"]);
  });

  it("keeps ideas a list of ideas, whatever they are for", () => {
    expect(kindOf("lunch ideas for work that don't need a microwave")).toBe("idea-list");
    expect(kindOf("a meal plan for a family of four on a budget")).toBe("meal-plan");
  });

  it("knows the documents of small businesses and meetings", () => {
    expect(kindOf("write up the minutes of our residents association meeting, we agreed to repaint the hall")).toBe(
      "meeting-minutes",
    );
    expect(kindOf("I need a quote for a customer, painting 3 bedrooms, 2 coats")).toBe("quote");
    expect(kindOf("find me a quote about perseverance")).not.toBe("quote");
    expect(kindOf("a privacy policy for my dog walking website")).toBe("legal-text");
    expect(kindOf("draft a rental agreement for my spare room")).toBe("legal-text");
    expect(kindOf("a description for my podcast episode on sleep science")).toBe("video-description");
  });

  it("writes an apology as an apology, and a business's apology to a customer as a reply", () => {
    expect(kindOf("help me apologise to my sister for missing her graduation")).toBe("apology");
    expect(kindOf("I need to say sorry to my flatmate, write me an apology text")).toBe("apology");
    expect(kindOf("write an apology to a customer whose parcel went missing")).toBe("customer-reply");
  });

  it("reads what a routine, prompts or a preparation are for", () => {
    expect(kindOf("a 5 day stretching routine, 15 minutes a day")).toBe("workout-plan");
    expect(kindOf("I keep a diary, give me 20 prompts for it")).toBe("idea-list");
    expect(kindOf("write a prompt to make chatgpt act like a strict editor for my essays")).toBe("ai-prompt");
    expect(kindOf("help me prepare for a pay negotiation with my boss")).toBe("negotiation");
    expect(kindOf("what questions should I ask a wedding venue")).toBe("question-list");
  });

  it("reads a part to play in a session with me, an error pasted to be explained, and a field named beside 'improve'", () => {
    expect(kindOf("act like a strict french teacher and drill me on the subjunctive")).toBe("role-play");
    expect(kindOf("pretend you are a landlord so I can practise negotiating the rent with you")).toBe("role-play");
    expect(kindOf("be my debate opponent, I'll argue for school uniforms")).toBe("role-play");
    // A role with a deliverable to hand over is that deliverable.
    expect(kindOf("act as a nutritionist and write a meal plan for my week")).toBe("meal-plan");
    expect(kindOf("what does this mean: ReferenceError: fetch is not defined")).toBe("debugging");
    expect(kindOf("explain what a NullPointerException is to a beginner")).toBe("explanation");
    expect(kindOf("make me a plan to improve my marathon time")).toBe("workout-plan");
    expect(kindOf("a plan to get better at chess openings")).not.toBe("workout-plan");
    expect(kindOf("how do I meet new people when I work from home")).toBe("advice");
    expect(kindOf("how do I build a bookshelf")).toBe("how-to");
    expect(kindOf("flux, a lighthouse on a cliff at sunrise")).toBe("image-prompt");
  });
});
