import { DECLINING } from "../profiles/profile-phrases.ts";
import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for e-mails and messages. */
export const correspondenceTips: ExpertTip[] = [
  {
    kinds: ["email"],
    about: "follow up after interview thank",
    text: "Send it within a day, refer to one specific point from the conversation, and keep it to a few sentences.",
    // A thank-you after an interview or a meeting: not every follow-up (a quote, an invoice), nor a
    // thank-you for years of service, which follows no conversation.
    when: [
      "interview",
      "interviewed",
      "interviewing",
      "meeting",
      "met with",
      "coffee",
      "conversation",
      "spoke",
      "talked",
    ],
    // Past the day after, 'send it within a day' no longer applies.
    unless: [
      "heard back",
      "haven't heard",
      "havent heard",
      "not heard",
      "days ago",
      "weeks ago",
      "went quiet",
      "no reply",
      "no response",
    ],
  },
  {
    kinds: ["email", "message"],
    about: "decline say no invitation cancel",
    text: "Say no clearly in the first lines, with a brief reason only if it helps, and no over-apologising.",
    // A cancelled flight to get refunded is no invitation to turn down.
    when: DECLINING,
  },
  {
    kinds: ["email"],
    about: "cold outreach pitch introduce stock my product",
    text: "Make it about the recipient's benefit, keep it under 120 words, and ask for one small next step.",
  },
  {
    kinds: ["email", "message", "speech"],
    about: "condolence sympathy passed away died loss grief",
    // Words to the bereaved, not a celebrant's tribute or a eulogy about the one who died.
    unlessPattern: /\b(?:eulogy|tribute|celebrant|order of service|funeral service|obituary)\b/u,
    // A colleague's father, whom the writers never met, leaves no memory to share.
    text: "Name the person who died if known, share a specific memory or quality only if I knew them (otherwise speak to the loss of the one grieving), and offer concrete help rather than 'let me know'.",
    // A card from someone not close, or signed by a whole team, has no memory or help of its own to offer.
    unless: [
      ...["not close", "not super close", "not that close", "not very close", "didn't know", "never met"],
      ...["whole team", "from the team", "from all of us", "everyone is signing", "team is signing", "office card"],
    ],
  },
  {
    kinds: ["message"],
    about: "dating match dm hinge tinder",
    text: "Refer to something specific from their profile and end with an easy question to answer.",
    // An opener: after a date the member has the date itself to refer to.
    unless: ["first date", "a date", "our date", "the date", "second date", "went out", "date last night"],
  },
  {
    kinds: ["email", "message"],
    about: "landlord repair heater heating broken leak",
    // A home's repair the landlord owes, not a church roof to fund, a suitcase to be paid for, nor a
    // deposit owed back after moving out.
    whenPattern:
      /^(?=[\s\S]*\b(?:landlord|landlady|tenant|tenancy|letting agent|property manager|housing association|lease|rent|rented|renting|flat|apartment)\b)(?=[\s\S]*\b(?:repair\w*|fix|fixed|broken|leak\w*|mould|mold|damp|heating|heater|boiler|no hot water)\b)(?![\s\S]*\b(?:moved out|move-out|moving out)\b)/u,
    text: "List each date the problem was reported and how, state what it is doing to the home or to me, and request a specific repair date in writing so the e-mail serves as dated notice.",
  },
  {
    kinds: ["email", "advice"],
    about: "raise salary pay compensation manager underpaid",
    text: "Anchor the ask on two or three measurable results from the past year plus a market salary figure for the role, name a specific number, and request a meeting to discuss it.",
    unless: [
      "after the meeting",
      "already discussed",
      "since i asked",
      "after i asked",
      "i asked for a raise",
      "already asked",
      "retaliation",
      "retaliating",
    ],
    // Asking for more pay, not any e-mail to a manager about pay (nor a flight delay's compensation,
    // nor a salary named in a tax question).
    when: [
      ...["raise", "pay rise", "underpaid", "pay increase", "more money", "paid more", "pay review", "salary review"],
      ...["salary increase", "higher salary", "review my salary", "salary bump"],
    ],
  },
  {
    kinds: ["email"],
    about: "resignation resign notice quit leaving employer",
    text: "State the exact last working day (the one I give, or else worked out from the contractual notice period), keep reasons brief or omit them, and offer a handover, since the letter goes into the personnel file.",
    // The member resigns, not writes of others who quit ("2 people quit over weekends") or of a notice to give.
    whenPattern:
      /\b(?:resign\w*|(?:i'?m|i am|im) (?:quitting|leaving)|quit(?:ting)? my (?:job|role|position)|hand(?:ing)? in my notice|giv(?:e|ing) (?:my )?(?:two weeks'? |2 weeks'? |a month'?s? )?notice|my last (?:working )?day|leaving (?:my job|the company|my role|my position))\b/u,
  },
  {
    kinds: ["email", "message"],
    about: "sick ill unwell absence calling",
    text: "Say you are unwell and until when (or that a fit note covers it), flag any urgent work and who can cover it, and leave out symptom details — employers rarely need medical specifics.",
    // Unwell now: "I called in sick 2 weeks ago" is why a swap for a football tournament must not look like flaking.
    whenPattern:
      /\b(?:i'?m|i am|im|i'?ve been|i feel|feeling|got|am) (?:\w+ )?(?:sick|ill|unwell|poorly)\b|\b(?:call(?:ing)?|phon(?:e|ing)|ring(?:ing)?) in sick\b|\bsick (?:day|leave|note)\b|\bfit note\b|\boff sick\b|\b(?:flu|covid|migraine|fever|vomiting|stomach bug|food poisoning)\b/u,
  },
  {
    kinds: ["email"],
    about: "complaint faulty order product defective escalate",
    text: "Include the order number, purchase date, what was promised versus delivered, the exact remedy wanted (refund, replacement, repair) and a reply deadline before escalating.",
    // A flight or its luggage is no order bought and delivered.
    unless: ["flight", "airline", "airport", "luggage", "baggage", "suitcase"],
    // A complaint about an order, not placing one.
    when: [
      "complaint",
      "complain",
      "complaining",
      "faulty",
      "defective",
      "broken",
      "damaged",
      "wrong",
      "refund",
      "replacement",
      "never arrived",
      "missing",
      "escalate",
      "not working",
      "stopped working",
    ],
    // Something bought: a missed bin collection or a council's reply has no order or purchase date.
    whenPattern:
      /\b(?:orders?|ordered|bought|buy|purchas\w*|deliver\w*|items?|products?|parcels?|shop|store|online|website|amazon|ebay|etsy|warranty|guarantee|receipt|paid for|retailer|seller)\b/u,
  },
  {
    kinds: ["email"],
    about: "deposit security deduction withheld tenancy checkout",
    text: "Ask for an itemised list of deductions with receipts, point to move-in photos or the inventory, and note that many places require deposits returned or itemised within a legal deadline.",
  },
  {
    kinds: ["email"],
    about: "meeting meet schedule availability calendar slot",
    text: "Propose two or three specific time slots with time zone and duration, give the purpose in a sentence, and name what the recipient should prepare or decide.",
    // A meeting asked for at the end of a complaint is the recipient's to arrange.
    unless: ["complaint", "complain", "complaining", "grievance", "dispute", "appeal"],
  },
  {
    kinds: ["email", "message"],
    about: "apology apologize sorry mistake error",
    text: "Name the specific mistake and its impact on the reader, say what's already been done to fix it and prevent a repeat, and avoid conditional 'sorry if you felt' phrasing.",
    // "genuinely sorry but don't admit legal liability": naming the mistake is what the member must not do.
    unless: ["liability", "liable", "admit fault", "admitting fault", "admission", "without admitting", "legal advice"],
  },
  {
    kinds: ["email"],
    about: "introduction introduce connect intro mutual contact",
    // Two people put in touch, not the member introducing themselves ("introducing us to an importer").
    unlessPattern: /\bintroduc\w* (?:me|myself|us|ourselves|our (?:business|company|shop|farm|cooperative|co-?op))\b/u,
    text: "Give each person a one-line who-they-are and the specific reason they should talk, and suggest confirming the busier person agrees before sending (a double opt-in intro).",
  },
  {
    kinds: ["email"],
    about: "followup follow nudge unanswered reminder chaser",
    text: "Restate the original request in one self-contained sentence so it can be answered without scrolling, add one new detail or a deadline, and make a yes/no reply easy.",
  },
  {
    kinds: ["email", "message"],
    about: "reference referee recommendation former supervisor",
    text: "Remind the person when and how you worked together, give the role and deadline, and attach the job description plus two or three achievements you'd like them to mention.",
    // Asking someone for a reference, not writing one for them.
    when: ["ask", "asking", "request", "requesting", "be my referee", "be a referee", "would you be"],
  },
  {
    kinds: ["email"],
    about: "ooo autoreply vacation away office holiday",
    text: "Give the return date, say whether messages will be read or should be resent, name a backup contact for urgent matters, and leave out where you're travelling.",
    // A resignation that uses up holidays, or a booking for one, is no automatic reply.
    whenPattern:
      /\b(?:out[- ]of[- ](?:the[- ])?office|ooo|auto[- ]?(?:reply|replies|responder|matic reply)|away message|vacation (?:reply|responder|message))\b/u,
  },
  {
    kinds: ["email", "advice"],
    about: "counteroffer negotiate recruiter offer signing",
    text: "Open with enthusiasm for the role, counter with a specific number backed by market data or a competing offer, and bundle every ask (base, signing bonus, start date, remote) in one message.",
  },
  {
    kinds: ["email", "advice"],
    about: "harassment hr report inappropriate misconduct",
    text: "Stick to dated, factual incidents with exact words, witnesses and any earlier reports, state the outcome wanted, and keep a personal copy outside work systems.",
  },
  {
    kinds: ["message"],
    about: "friend reconnect touch silence drifted",
    text: "Skip a long apology for the silence; mention one specific shared memory or something that reminded you of them, and end with an easy question rather than pushing for a meetup.",
  },
  {
    kinds: ["message", "email"],
    about: "condolence condolences sympathy bereavement deceased grieving funeral",
    text: "Use the deceased's name, share a specific memory if known, offer one concrete help (a meal on a named day) instead of 'let me know', and avoid 'everything happens for a reason'.",
  },
  {
    kinds: ["message", "email"],
    about: "decline invitation invite rsvp attend",
    // Only a reply that says no: an invitation of one's own asks people to come.
    when: DECLINING,
    text: "Say no in the first sentence with a brief reason or none, thank them, and offer an alternative only if it's genuine — a vague 'maybe next time' invites repeat asks.",
  },
  {
    kinds: ["message"],
    about: "announcement announce reminder notice arrangements group chat",
    text: "Put the key facts — what, date, time, place, and action needed by when — in the first two lines, since most members only read the notification preview.",
  },
  {
    kinds: ["message"],
    about: "slack delay delayed slip blocker",
    text: "Lead with the new expected date, then the cause in one sentence, what is affected downstream, and exactly what you need from whom to hold the new date.",
  },
  {
    kinds: ["message"],
    about: "outage incident downtime status degraded",
    text: "Include start time with time zone, affected services, current user impact and the time of the next update, and don't guess at root cause or fix ETA until confirmed.",
  },
  {
    kinds: ["message"],
    about: "cancel cancelling bail reschedule flake",
    text: "Apologise once, give the real reason briefly, and propose a specific replacement date in the same message so it doesn't read as a brush-off.",
  },
  {
    kinds: ["message"],
    about: "neighbor neighbour noise loud music",
    text: "Assume they may not know how far the sound carries, mention the specific times and rooms affected, and suggest a concrete fix such as quiet after 11pm on weeknights.",
    // The member makes the noise and apologises for it ("apologising for the noise" of the band's practice).
    unless: [
      ...["apologise", "apologize", "apologising", "apologizing", "apology", "sorry for the noise", "our noise"],
      ...["our rehearsal", "our practice", "our party", "we're having", "we are having", "heads up", "warn them"],
    ],
  },
  {
    kinds: ["message"],
    about: "welcome joiner joined onboard newcomer",
    text: "Say who they are, their role and what they'll work on, one personal detail they've agreed to share, and who to ask about what in their first week.",
    // A colleague joining a team, not new members of a club.
    whenPattern:
      /\b(?:team|colleagues?|staff|employees?|new hires?|starters?|role|department|office|company|firm|joins? us as|joined us as|first day|first week)\b/u,
  },
  {
    kinds: ["message", "email"],
    about: "angry upset reply respond negative",
    text: "Acknowledge the specific problem in their own words, skip defensive explanations, and move resolution to a direct channel with a named person and a timeframe.",
    // An upset customer or client, not a best friend whose baby shower was missed.
    when: [
      ...["customer", "customers", "client", "clients", "review", "complaint", "complained", "complaining"],
      ...["guest", "guests", "buyer", "order", "patient", "member", "members", "parent", "parents"],
    ],
  },
  {
    kinds: ["email", "business-document"],
    about: "application objection council object planning",
    text: "Quote the application reference and keep to material planning considerations (parking and road safety, overlooking and loss of privacy, overshadowing, scale and design, protected species or trees), not property values or a lost view, and send it before the comment deadline.",
    // An objection to a planning application, not a complaint to the council about bins.
    when: ["objection", "object to", "objecting", "oppose", "opposing"],
    whenPattern:
      /\b(?:planning|application|proposal|development|extension|dwellings?|build(?:ing)? (?:on|behind|next)|overlook\w*|doors? down|next door)\b/u,
  },
];
