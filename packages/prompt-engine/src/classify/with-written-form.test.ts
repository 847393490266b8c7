import { describe, expect, it } from "vitest";

import { NEUTRAL_KIND } from "../kinds.ts";
import { withWrittenForm } from "./with-written-form.ts";

describe("a written form read as another kind", () => {
  it("is a bio, not the speech the talk is nor the newsletter's article", () => {
    expect(
      withWrittenForm("speech", "short speaker bio for me, I'm presenting on beekeeping at the library on Saturday"),
    ).toBe("resume");
    expect(
      withWrittenForm(
        "article",
        "The parish magazine wants a short bio of every volunteer. Can you do mine? Tom, 71, ex-postman",
      ),
    ).toBe("resume");
  });

  it("is a letter to read, not a speech, when a letter is asked for", () => {
    expect(
      withWrittenForm(
        "speech",
        "I'm a speech therapist, please write a short letter to the parents of a 7 year old about her progress",
      ),
    ).toBe("email");
    expect(
      withWrittenForm("speech", "draft an email to the choir about the concert, I'm a speech and language therapist"),
    ).toBe("email");
  });

  it("leaves a speech a speech, an article an article, and a bio read as something else alone", () => {
    expect(withWrittenForm("speech", "5 minute talk on beekeeping for the library, I'm nervous")).toBe("speech");
    expect(withWrittenForm("speech", "write my best man speech, and a letter to read out from his late dad")).toBe(
      "speech",
    );
    expect(withWrittenForm("article", "write an article on the bio of Ada Lovelace for our blog")).toBe("article");
    expect(withWrittenForm("social-post", "instagram bio for my pottery studio")).toBe("social-post");
    expect(withWrittenForm("speech", "I need a cover letter read aloud at the interview")).toBe("speech");
  });
});

describe("a letter with no job and a notice for print", () => {
  it("is a letter, not a cover letter, when there is no job to apply for", () => {
    expect(
      withWrittenForm(
        "cover-letter",
        "invitation letter for my mum's visitor visa to the UK, she will stay with me 3 months, I'm a nurse in Leeds",
      ),
    ).toBe("email");
    expect(withWrittenForm("cover-letter", "write a cover letter")).toBe("cover-letter");
    expect(withWrittenForm("cover-letter", "motivation letter for a master's in nursing in the Netherlands")).toBe(
      "cover-letter",
    );
    expect(withWrittenForm("cover-letter", "letter applying for the teaching assistant role at Hill Primary")).toBe(
      "cover-letter",
    );
  });

  it("is no e-mail when it is a notice for a bulletin or a noticeboard", () => {
    expect(withWrittenForm("email", "notice for the parish bulletin about the cake sale on Sunday, max 80 words")).toBe(
      "neutral",
    );
    expect(withWrittenForm("email", "email the parents the notice about the cake sale")).toBe("email");
    expect(withWrittenForm("email", "a welcome sheet we can laminate for the toilet block at our campsite")).toBe(
      "neutral",
    );
    expect(
      withWrittenForm("message", "a notice for our mosque noticeboard and WhatsApp group about iftar volunteers"),
    ).toBe("neutral");
  });
});

describe("a notice, a chat message and a script with a link in its bio", () => {
  it("reads a notice for a newsletter or a place of worship as a notice", () => {
    expect(
      withWrittenForm("speech", "a short notice for the parish newsletter about the harvest supper, 80 words"),
    ).toBe("neutral");
    expect(withWrittenForm("email", "write a notice for our temple about the Diwali parking, three sessions")).toBe(
      "neutral",
    );
  });

  it("reads a WhatsApp broadcast as a message, and a TikTok script with 'link in bio' as a script", () => {
    expect(withWrittenForm("email", "whatsapp broadcast msg for my egg customers, trays are $6 this week")).toBe(
      "message",
    );
    expect(withWrittenForm("email", "email and a whatsapp message to the parents about the trip")).toBe("email");
    expect(
      withWrittenForm("email", "a reference letter for our nanny Grace, people can WhatsApp me on +44 7700 900123"),
    ).toBe("email");
    expect(withWrittenForm("speech", "30 second TikTok script of me icing a cake, orders via link in bio")).toBe(
      "speech",
    );
  });

  it("is a cover letter, not an e-mail, when one is asked for outside an e-mail", () => {
    expect(
      withWrittenForm(
        "email",
        "Write me a cover letter for a site foreman job in Leeds, 6 yrs on housing sites, under 250 words",
      ),
    ).toBe("cover-letter");
    expect(withWrittenForm("email", "can you draft a short covering letter for the library assistant post")).toBe(
      "cover-letter",
    );
    expect(withWrittenForm("email", "write an email to the recruiter attaching my cover letter")).toBe("email");
    expect(withWrittenForm("email", "write a cover letter and send it by email to the hiring manager")).toBe("email");
  });

  it("is a piece for a mailing, not the e-mail itself", () => {
    expect(
      withWrittenForm("email", "short blurb for the PTA's monthly newsletter about the bake sale on Friday, cheerful"),
    ).toBe("neutral");
    expect(withWrittenForm("email", "an item for our weekly staff email about the new parking rules")).toBe("neutral");
    expect(withWrittenForm("email", "email the PTA about the bake sale on Friday")).toBe("email");
  });

  it("is a newsletter of the member's items, not a web article", () => {
    expect(withWrittenForm("article", "draft the spring newsletter for our allotment society, items below")).toBe(
      "neutral",
    );
    expect(withWrittenForm("article", "write a newsletter article about our new beehives")).toBe("article");
    expect(
      withWrittenForm("article", "a 300 word piece for our bowls club newsletter about the new green, keep it light"),
    ).toBe("neutral");
  });

  it("writes a reference the member gives someone else as a letter, not their own cover letter", () => {
    expect(
      withWrittenForm(
        "cover-letter",
        "write a reference letter for my old apprentice Jake, he's applying for an electrician job, always on time",
      ),
    ).toBe("email");
    expect(withWrittenForm("cover-letter", "cover letter for a receptionist job, references available")).toBe(
      "cover-letter",
    );
  });

  it("is a message, not an e-mail, when a text or a note is what to write", () => {
    expect(
      withWrittenForm(
        "email",
        "need a short text to my landlord saying the boiler is broken again, third time this month",
      ),
    ).toBe("message");
    expect(
      withWrittenForm("email", "can u do a friendly but clear txt to the parents on my sons team about paying subs"),
    ).toBe("message");
    expect(
      withWrittenForm(
        "email",
        "my housemate left a passive aggressive post-it about the dishes. help me write a note back that isnt petty",
      ),
    ).toBe("message");
    expect(
      withWrittenForm(
        "email",
        "write a quick note to leave under the upstairs flat's door about the noise after midnight",
      ),
    ).toBe("message");
  });

  it("stays an e-mail when an e-mail or a letter is named beside the text or the note", () => {
    expect(withWrittenForm("email", "write an email to my landlord about the boiler and a text to my flatmate")).toBe(
      "email",
    );
    expect(withWrittenForm("email", "draft a letter to the council, and a note to leave for the bin men")).toBe(
      "email",
    );
    expect(withWrittenForm("email", "write a text to speech greeting for our phone line")).toBe("email");
  });

  it("is neutral, not a web article, when a short item for a newsletter is asked for", () => {
    expect(
      withWrittenForm(
        "article",
        "school newsletter blurb reminding parents the car park is staff only, keep it friendly",
      ),
    ).toBe(NEUTRAL_KIND);
    expect(
      withWrittenForm(
        "article",
        "need a short plea for the next parish bulletin, we need two more people on the flower rota",
      ),
    ).toBe(NEUTRAL_KIND);
    expect(withWrittenForm("article", "write an article for our club newsletter on the history of the ground")).toBe(
      "article",
    );
  });

  it("is a letter, not a chat message, when a letter to a tax office, a court or a bank is asked for", () => {
    expect(
      withWrittenForm(
        "message",
        "HMRC say I owe tax on £3,100 of PayPal payments but it was my flatmates paying their share of the bills. I need to write a letter back disputing it, short and clear",
      ),
    ).toBe("email");
    expect(withWrittenForm("message", "write a letter to my nan for her 90th, she lives in a care home now")).toBe(
      "message",
    );
  });

  it("is a chat message when the member names one and turns an e-mail away", () => {
    expect(
      withWrittenForm(
        "email",
        "message to our caterer asking if we can pay the deposit in two halves, we love her food. whatsapp message, not email",
      ),
    ).toBe("message");
    expect(withWrittenForm("email", "send a whatsapp message and an email to the caterer about the deposit")).toBe(
      "email",
    );
  });

  it("is a story, not a speech, when a speech therapist asks for one", () => {
    expect(
      withWrittenForm(
        "speech",
        "I'm a speech therapist, write a silly short story for a 5 year old practising /k/ at the start of words, he loves cats",
      ),
    ).toBe("creative-writing");
    expect(withWrittenForm("speech", "I'm a speech therapist giving a talk to parents next week, 10 minutes")).toBe(
      "speech",
    );
  });

  it("is a letter for a covering letter that goes with a notice, and no e-mail for a notice to parents", () => {
    expect(
      withWrittenForm(
        "cover-letter",
        "need a covering letter to go with the section 13 notice for my tenants, explaining the rent rise, friendly",
      ),
    ).toBe("email");
    expect(withWrittenForm("cover-letter", "cover letter for the deputy manager vacancy at the garden centre")).toBe(
      "cover-letter",
    );
    expect(
      withWrittenForm(
        "email",
        "write a notice to parents from the head, school closes at 1pm on Friday for training, one page",
      ),
    ).toBe(NEUTRAL_KIND);
  });

  it("is a formal complaint, not a chat message, when it goes to someone in charge", () => {
    expect(
      withWrittenForm(
        "message",
        "complaint to the darts league secretary, their captain cancelled on the group chat then reported us as no-shows. calm and factual",
      ),
    ).toBe("email");
    expect(withWrittenForm("message", "text to our captain on the group chat saying we're 2 short tonight")).toBe(
      "message",
    );
  });

  it("is no e-mail for a notice for the tenants, named first", () => {
    expect(
      withWrittenForm("email", "Notice for tenants in our block: the lift is out of service on Monday, use the stairs"),
    ).toBe(NEUTRAL_KIND);
  });

  it("reads a poster in the member's story as a thing that happened, not one to write", () => {
    expect(
      withWrittenForm(
        "email",
        "his teacher emailed because the project is late, his sister tore his poster. help me reply",
      ),
    ).toBe("email");
    expect(withWrittenForm("email", "a poster for our bake sale on Saturday, 10am in the church hall")).toBe(
      NEUTRAL_KIND,
    );
  });

  it("follows the member who changes an e-mail into a chat message", () => {
    expect(
      withWrittenForm(
        "email",
        "write an email to my neighbour about the fence, actually make it a text, she never checks email",
      ),
    ).toBe("message");
    expect(
      withWrittenForm(
        "email",
        "email to the council about the bins, make it clear in the text that it's the third time",
      ),
    ).toBe("email");
  });
});
