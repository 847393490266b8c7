import { describe, expect, it } from "vitest";

import { promptFor } from "../testing/prompt-for-kind.ts";
import { tipsFor } from "../testing/tips-for-kind.ts";

describe("template lines fit the reader, the occasion and what the member set", () => {
  it("lets the reader set a message's register, and writes a job ad to draw people in", () => {
    const formal = promptFor(
      "message",
      "write a text apologising to my neighbour Lorraine, she's 70 and pretty formal",
    );
    expect(formal).not.toMatch(/no formal sign-off/u);
    expect(promptFor("message", "text my sister that I'm running late")).toMatch(/no formal sign-off/u);
    const advert = promptFor("business-document", "job ad for a part time farmhand, $17/hr, for facebook marketplace");
    expect(advert).not.toMatch(/people who will sign it/u);
    expect(advert).toMatch(/state pay, hours and location plainly/u);
    expect(promptFor("business-document", "a remote work policy for our 12 staff")).toMatch(/people who will sign it/u);
  });

  it("asks nothing of the reader of a resignation or an explanation, and lays a resignation out plainly", () => {
    const notice = promptFor("email", "two weeks notice letter, last day June 28, I like my boss Dr. Reyes");
    expect(notice).not.toMatch(/what I ask for and by when|reference line/u);
    const explains = promptFor(
      "email",
      "a short explanatory letter for my visa application about a gap in my statements",
    );
    expect(explains).not.toMatch(/what I ask for and by when/u);
    expect(promptFor("email", "a letter to the council disputing my parking fine")).toMatch(
      /what I ask for and by when/u,
    );
  });

  it("makes flashcards to read, not official questions to ask", () => {
    const cards = promptFor("quiz", "25 flashcards for the CDL permit test, question on one side answer on the other");
    expect(cards).not.toMatch(/official questions/u);
    expect(promptFor("quiz", "quiz me on the civics questions for my citizenship interview")).toMatch(
      /official questions/u,
    );
  });

  it("writes a shop's bio for its customers, and a listing plainly for a member who hates a sales pitch", () => {
    const bio = promptFor("resume", "short bio for my etsy shop, hand-poured soy candles, first person, 60 words");
    expect(bio).toMatch(/^You are a writer of short, specific bios\./u);
    expect(bio).not.toMatch(/\[number\]|recruiter/u);
    expect(promptFor("resume", "tighten the bullets on my CV for a data analyst job")).toMatch(/recruiter/u);
    const cabin = promptFor(
      "marketing-copy",
      "airbnb listing for my cabin near Lake Tahoe, sleeps 6, hot tub. I hate when listings sound like a sales pitch",
    );
    expect(cabin).not.toMatch(/conversion copywriter|call to action|Lead with the benefit|burn time|materials/u);
    expect(cabin).toMatch(/what guests book for/u);
  });

  it("holds a quiz's answers to the end when the member asks, and keeps a product photo's staging to products", () => {
    const held = promptFor(
      "quiz",
      "quiz me on the causes of WW1, don't give me the answers until i respond to all of them",
    );
    expect(held).toMatch(/Hold back every answer/u);
    expect(held).not.toMatch(/one question at a time|After each answer/u);
    expect(promptFor("quiz", "quiz me on the bones of the hand")).toMatch(/one question at a time/u);
    expect(promptFor("quiz", "quiz me on the krebs cycle, don't give me the answer until I try")).toMatch(
      /one question at a time/u,
    );
    expect(
      promptFor("image-prompt", "midjourney: realistic photo of an old farmer in a wheat field, shot on 35mm film"),
    ).not.toMatch(/product stands out/u);
    expect(promptFor("image-prompt", "product photo of my handmade candle for etsy, studio shot")).toMatch(
      /product stands out/u,
    );
  });

  it("keeps a neutral text neutral, a note informal, and lets a rewrite use what the member tells it", () => {
    const neutral = promptFor(
      "message",
      "text to my ex about switching weekends, keep it neutral, no emotions, just logistics",
    );
    expect(neutral).not.toMatch(/warmer|Match the relationship/u);
    const note = promptFor("email", "an apology note to leave in my neighbor's mailbox, my dog dug up her tulips");
    expect(note).not.toMatch(/formal letter|reference line/u);
    const about = promptFor(
      "rewrite",
      "make this less stiff: 'We are a provider of solutions.' its just me, Dave, 20 years",
    );
    expect(about).toMatch(/beyond the original and what I tell you in my request/u);
    expect(
      promptFor("marketing-copy", "zillow listing for my 2 bed duplex unit, dont oversell it, students complain"),
    ).not.toMatch(/call to action|conversion/u);
    expect(promptFor("question", "my iPhone says iCloud is full but I have 40 GB free, do I have to pay?")).not.toMatch(
      /Settings > Storage/u,
    );
  });

  it("fixes a pasted formula that does not parse, and keeps a role-play's feedback where the member put it", () => {
    const parse = promptFor(
      "spreadsheet",
      'my google sheets formula is giving an error, what\'s wrong\n=IMPORTRANGE("https://x", Inventory!A2:D200)\n#ERROR! Formula parse error.',
    );
    expect(parse).toMatch(/Give my formula back corrected/u);
    expect(parse).toMatch(/exact part that breaks it/u);
    expect(parse).not.toMatch(/fill it down|stored as text/u);
    const interview = promptFor(
      "role-play",
      "role-play a hiring manager and interview me. After 5 questions tell me what I did well and what I should improve.",
    );
    expect(interview).toMatch(/give feedback only when and in the form I asked for/u);
    expect(interview).not.toMatch(/'stop'|'pause'/u);
  });

  it("keeps a circular and family news informal, a practice's e-mail free of review rules, and the member's own stop word", () => {
    const campout = promptFor(
      "email",
      "write a letter to parents about our fall campout, $65 per scout, slips due Oct 7",
    );
    expect(campout).not.toMatch(/formal letter/u);
    const adoption = promptFor("social-post", "a facebook post celebrating our son's adoption, happy but not sappy");
    expect(adoption).not.toMatch(/call to action|'see more'/u);
    expect(
      promptFor("email", "email to our dental patients about a $50 missed-appointment fee from March 1, friendly"),
    ).not.toMatch(/reviewer/u);
    expect(promptFor("email", "reply to a 1-star google review of our dental practice")).toMatch(/reviewer/u);
    const notArguing = promptFor(
      "message",
      "reply to this tripadvisor review, she says our pizza was $30, it's $24 but I don't want to argue about it publicly",
    );
    expect(notArguing).toMatch(/reviewer/u);
    expect(notArguing).not.toMatch(/correct what was not/u);
    expect(
      promptFor("email", "a formal complaint to my manager about my rota, and ask for a meeting to discuss it"),
    ).not.toMatch(/time slots/u);
    expect(
      promptFor("email", "claim to the airline for our cancelled flight, no subject line, it goes in their web form"),
    ).not.toMatch(/subject line that says/u);
    const pubQuiz = promptFor("quiz", "20 question pub quiz on 80s films for the rugby club, answers at the end");
    expect(pubQuiz).toMatch(/quizmaster/u);
    expect(pubQuiz).not.toMatch(/reason for each answer|apply the idea/u);
    expect(
      promptFor("quiz", "a 10 question quiz on photosynthesis for my year 8 class, answer key at the end"),
    ).toMatch(/reason for each answer/u);
    const lease = promptFor(
      "question",
      "what does this clause in my lease mean? the landlord says I owe €200 for a broken oven",
    );
    expect(lease).not.toMatch(/24–48 hours|deposit scheme/u);
    expect(promptFor("code", "python regex to pull phone numbers from text and remove duplicates")).not.toMatch(
      /dry-run/u,
    );
    expect(promptFor("code", "python script to delete duplicate photos in a folder")).toMatch(/dry-run/u);
    expect(promptFor("article", "a short piece for the parish newsletter thanking the flower arrangers")).not.toMatch(
      /own short heading/u,
    );
    const eulogy = promptFor("speech", "eulogy for my nan, 4 minutes, end on something about her garden");
    expect(eulogy).not.toMatch(/a toast/u);
    expect(eulogy.match(/130 spoken words/gu)).toHaveLength(1);
    expect(
      promptFor("debugging", "my javascript countdown shows NaN, code: const d = new Date('20/04/2025');"),
    ).not.toMatch(/container/u);
    expect(
      promptFor("question", "I'm a self-employed cleaner, do I have to do Making Tax Digital and quarterly updates?"),
    ).not.toMatch(/25–30%/u);
    const interview = promptFor(
      "role-play",
      "be the interviewer for a shop job, one question at a time, after each answer tell me one thing I did well and one thing to improve",
    );
    expect(interview).not.toMatch(/'stop'|'pause'|score each answer/u);
    const brothersToast = promptFor("speech", "toast at my brother's wedding, mention our late dad, end with a toast");
    expect(brothersToast).not.toMatch(/story about the daughter/u);
    expect(promptFor("speech", "father of the bride speech for my daughter Amy's wedding")).toMatch(
      /story about the daughter/u,
    );
    const video = promptFor("speech", "60 second tiktok script, before and after of a garden makeover, upbeat");
    expect(video).toMatch(/first two seconds/u);
    expect(video).not.toMatch(/repeat a number or address|the room/u);
    expect(promptFor("speech", "voicemail greeting for my plumbing business")).toMatch(/repeat a number or address/u);
    const cards = promptFor("advice", "what should I write in a card for my neighbour who lost her husband? 3 options");
    expect(cards).not.toMatch(/which you would choose/u);
    const contract = promptFor(
      "summary",
      "summarise this gym contract and tell me if there's anything I should watch out for",
      "Minimum term 12 months. Cancellation needs 60 days' notice by recorded post.",
    );
    expect(contract).not.toMatch(/action items|Add nothing that is not in the material/u);
    expect(contract).toMatch(/judgement of it apart/u);
    expect(
      promptFor("summary", "summarise these meeting minutes for the team", "Agreed: move launch to May. Sam owns QA."),
    ).toMatch(/action items/u);
    const grant = promptFor(
      "business-document",
      "grant application to a foundation, just the 'Statement of Need' section, 250 words, compelling",
    );
    expect(grant).not.toMatch(/neutral and precise|budget that matches/u);
    const leave = promptFor(
      "email",
      "leave application letter to my son's class teacher, absent 4th to 8th November for a wedding, formal but simple language",
    );
    expect(leave.match(/Lay it out as/gu)).toHaveLength(1);
    expect(leave).not.toMatch(/reference line/u);
    const template = promptFor(
      "message",
      "template reply for students locked out of their account: come to the IT desk with your student card, easy to scan",
    );
    expect(template).not.toMatch(/handwritten/u);
    expect(promptFor("message", "a message for the leaving card of my colleague who is moving to Perth")).toMatch(
      /handwritten/u,
    );
    const channelIntro = promptFor(
      "speech",
      "60-second intro script for our YouTube channel, each episode reviews one campsite",
    );
    expect(channelIntro).not.toMatch(/cold open|sponsor/u);
    const quizRound = promptFor(
      "quiz",
      "I'm running the quiz at our club fundraiser, a round of 10 questions on 90s music with answers at the end, plus a tie-breaker",
    );
    expect(quizRound).not.toMatch(/one question at a time|keep score/u);
    const workshop = promptFor(
      "plan",
      "plan a 2-hour candle-making workshop for 10 adults at my shop in Leeds, pieces ready to collect in 2 weeks",
    );
    expect(workshop).not.toMatch(/travel time/u);
    expect(promptFor("plan", "5 days in Lisbon with my parents in May, they walk slowly")).toMatch(/travel time/u);
    expect(
      promptFor(
        "email",
        "email asking the head of year for a meeting about Sam's timetable, with my availability next week",
      ),
    ).toMatch(/time slots/u);
    const landlord = promptFor(
      "role-play",
      "pretend you're my landlord. Don't break character unless I type \"pause\".",
    );
    expect(landlord).not.toMatch(/'stop'|'pause'/u);
  });

  it("keeps a short card short, a first birthday free of drop-offs, and referral and tax tips to their own situation", () => {
    const card = promptFor(
      "message",
      "short message for a leaving card, colleague Priya moving to Toronto, 2 lines max",
    );
    expect(card).not.toMatch(/a greeting, a few warm, specific sentences and a sign-off/u);
    const birthday = promptFor(
      "message",
      "invitation text for my son Arlo's 1st birthday, Sunday 9 March, RSVP to Jess",
    );
    expect(birthday).not.toMatch(/drop off/u);
    expect(
      promptFor("email", "email to a patient's daughter: I've sent the referral to the county council for grab rails"),
    ).not.toMatch(/person who referred you/u);
    expect(
      promptFor("cover-letter", "cover letter for the analyst role, Dana from finance referred me and recommended me"),
    ).toMatch(/person who referred you/u);
    const boots = promptFor("question", "Can I claim tax relief on work boots and tools as a self-employed plasterer?");
    expect(boots).not.toMatch(/25–30%|15\.3%/u);
  });

  it("keeps a trip saved for out of a budget's plan, and a budget from the member's figures", () => {
    const budget = promptFor(
      "plan",
      "monthly budget please, i take home £2,300, rent is £850, want to save for a trip to Japan next spring",
    );
    expect(budget).not.toMatch(/pace everyone going can enjoy|bank statements/u);
    expect(
      tipsFor(
        "advice",
        "help me budget, i take home £2,300 a month, rent is £850, where am i overspending on my income",
      ),
    ).not.toMatch(/bank statements/u);
    expect(tipsFor("advice", "help me budget, where am i overspending on my income each month")).toMatch(
      /bank statements/u,
    );
  });
});
