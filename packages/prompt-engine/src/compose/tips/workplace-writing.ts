import { RAISES_NOTHING, type ExpertTip } from "./expert-tip.ts";
import { NOT_ADMITTING, NOT_ARGUING, reviewReply } from "./review-reply.ts";

/** Expertise for work e-mails and messages, business documents, minutes, summaries and reviews. */
export const workplaceWritingTips: ExpertTip[] = [
  {
    kinds: ["email"],
    about: "reference referee vouch recommendation testimonial",
    text: "State how long and in what capacity I have known the candidate, back each quality with a specific example, and stick to verifiable facts, since misleading references can expose the referee to liability.",
  },
  {
    kinds: ["email"],
    about: "recap debrief call notes summarising",
    text: "Open with the call's purpose and date, list each agreed action with its owner and deadline, flag open questions, and invite the recipient to correct anything misremembered.",
    // A call or meeting held, not a note through the door or a dog "called Biscuit".
    whenPattern:
      /\b(?:recap|debrief|follow[- ]up|(?:the|our|a|today's|yesterday's|this morning's) (?:call|meeting|zoom|teams call|video call))\b/u,
  },
  {
    kinds: ["email", "business-document"],
    about: "final demand lba debtor owed",
    text: "State the total owed, any statutory late-payment interest or fixed compensation claimed, and a final payment date, and name the next step — small claims or a collection agency — only if it is genuinely intended.",
  },
  {
    kinds: ["email", "marketing-copy"],
    about: "subject line lines preview open rate",
    text: "Put the specific content or benefit in the first few words because mobile inboxes truncate, pair each with preview text that adds information instead of repeating it, and avoid spam-trigger styling like ALL CAPS or '!!!'.",
    // An e-mail's subject line, not any line or opening.
    when: ["subject line", "subject lines", "subject", "preview text", "open rate", "open rates"],
  },
  {
    kinds: ["email", "marketing-copy"],
    about: "outage disruption downtime breach incident compensation",
    text: "State what happened, the time window, which customers or data were affected, what they need to do now, and any credit with exactly how it will be applied, before the closing apology.",
  },
  {
    kinds: ["business-document", "summary"],
    about: "minutes board committee motion quorum trustees",
    // Minutes of a meeting that voted, or of a board; not catch-up notes, nor an agenda's "minutes of last AGM".
    whenPattern:
      /\b(?:motions?|quorum|quorate|trustees?|board|agm|egm|proposed|seconded|resolutions?|voted?|votes|voting|directors|governors|councill?ors?)\b/u,
    unless: ["agenda"],
    text: "Record attendance and apologies, whether the meeting was quorate, each motion with proposer, seconder and outcome, and declarations of interest, summarising discussion rather than transcribing who said what.",
  },
  {
    kinds: ["business-document", "email"],
    about: "handover handoff handing successor transition",
    text: "For each open item give status, next action, deadline, key contacts and where files live, and list recurring tasks and system access that must be transferred through proper channels, never pasting passwords.",
  },
  {
    kinds: ["business-document"],
    about: "accident incident injury near miss riddor",
    text: "Record date, time, exact location, people involved and witnesses, events in factual sequence without blame or speculation, first aid and immediate actions, and whether it is reportable to the regulator (RIDDOR in the UK).",
    // One incident's record, not a periodic report that counts them.
    unless: ["monthly", "weekly", "site report", "progress report"],
  },
  {
    kinds: ["business-document", "email"],
    about: "status rag amber stakeholders progress milestone",
    text: "Open with the overall RAG status and its reason, then progress since the last update, next steps, risks, and any decision needed from the reader, using dates instead of 'soon'.",
  },
  {
    kinds: ["business-document"],
    about: "lean canvas onepager overview startup",
    text: "Cover problem, offer, target customer, how customers are reached, pricing and unit economics, main costs and first milestones, marking any figure I haven't supplied as a placeholder instead of estimating it.",
  },
  {
    kinds: ["business-document", "plan"],
    about: "1:1 agenda direct report checkin catchup",
    text: "Make it a shared running document the report adds to first, put their topics ahead of status updates, and carry unresolved actions forward from the previous session.",
    // A manager's one-to-one, not any meeting's agenda.
    when: [
      "1:1",
      "1-1",
      "one-to-one",
      "one to one",
      "one-on-one",
      "1on1",
      "direct report",
      "direct reports",
      "check-in",
      "checkin",
      "catch-up",
      "catchup",
      "catch up",
    ],
  },
  // For a complaint, the reply corrects what was wrong, unless the owner will not argue it in
  // public; it owns what was fair, unless the owner will admit no fault.
  reviewReply({
    correction: "correct what was not calmly and without blame, ",
    unless: [...NOT_ARGUING, ...NOT_ADMITTING],
  }),
  reviewReply({
    correction: "leave unanswered the points I would rather not take up in public, ",
    when: NOT_ARGUING,
    unless: NOT_ADMITTING,
  }),
  reviewReply({
    owning: "acknowledge their frustration without taking the blame, ",
    correction: "keep any correction of the facts calm and brief, ",
    when: NOT_ADMITTING,
  }),
  {
    kinds: ["email", "lesson-material"],
    about: "carers pupils trip newsletter permission slip",
    text: "Put the action and deadline first (sign, pay, send in), then dates, times, cost, kit and contact, in plain language that translates well for families with English as an additional language.",
    // Written to the families: not a foster carer's e-mail to a social worker that mentions a trip.
    when: ["parents", "parent", "families", "carers", "permission slip", "consent slip"],
    // The letter's body, not the subject line alone.
    unless: ["subject line only", "just the subject line", "only the subject line", "just a subject line"],
  },
  {
    kinds: ["email"],
    about: "extension deadline coursework tutor lecturer assignment",
    text: "Ask before the deadline, name the assignment, original date and the specific new date wanted, and give the reason briefly, pointing to the formal extenuating-circumstances process if one applies.",
    // The member asks for more time ("an extension on my essay"), not a phone extension or a reminder of a deadline.
    when: ["an extension", "extension on", "extension for", "more time", "extend the deadline", "extra time"],
    unless: ["after the deadline", "missed the deadline", "already late"],
  },
  {
    kinds: ["email", "message"],
    about: "teacher teachers classroom son daughter",
    // A meeting is the member's to propose: "just so she keeps an eye out" asks for none.
    text: "Raise one issue with a specific example, ask questions rather than assume fault, and say plainly what I would like the teacher to do.",
    // Raising a concern, not telling the teacher of an absence, nor answering the concern the teacher raised.
    unless: [
      ...RAISES_NOTHING,
      "miss",
      "missing",
      "absence",
      "absent",
      "leave early",
      "off school",
      "off sick",
      "appointment",
      "dentist",
      "doctor",
      "funeral",
      "sick",
      "unwell",
    ],
  },
  {
    kinds: ["email"],
    about: "tenancy notice vacate vacating flat",
    text: "Quote the tenancy start date and notice clause, state the exact end date (aligned to the rent period if the agreement requires), and ask about checkout arrangements and the deposit return timeline.",
    unless: ["deposit"],
    // A tenant's notice to leave, not any tenancy notice (a rent increase).
    when: [
      "vacate",
      "vacating",
      "moving out",
      "move out",
      "leaving",
      "end my tenancy",
      "ending my tenancy",
      "end the tenancy",
      "notice to leave",
      "giving notice",
      "give notice",
      "my notice",
    ],
  },
  {
    kinds: ["email"],
    about: "phd supervisor prospective research masters postgraduate",
    text: "Reference one or two of the academic's specific recent papers, state the proposed research question, attach a CV, and ask directly whether they are taking students for the named intake.",
  },
  {
    kinds: ["email"],
    about: "customer support ticket helpdesk agent",
    // A reply to a customer's message: a letter that only names the member's support job asks none.
    whenPattern:
      /\b(?:repl(?:y|ies|ying)|respon(?:d|se|ding)|answer(?:ing)?|write back|get back to)\b[^.?!]{0,60}\b(?:customers?|clients?|callers?|users?|tickets?|complaints?|query|queries|enquiry|enquiries|inquiry|inquiries)\b|\b(?:customer|client|caller|user)s?\b[^.?!]{0,40}\b(?:asked|asks|wrote|writes|emailed|complained|complains|wants to know)\b/u,
    text: "Answer the customer's actual question in the opening line, give numbered steps when action is needed, and say what happens next and by when if this reply doesn't resolve it.",
  },
  {
    kinds: ["email"],
    about: "terminate terminating termination contract discontinue cease",
    text: "Cite the contract's termination clause and notice period, state the final service date, any outstanding invoices, and how files, access and data will be handed over.",
  },
  {
    kinds: ["email", "marketing-copy"],
    about: "welcome signup subscriber sequence drip",
    text: "Deliver whatever was promised at signup first, give one next step that gets them to first value, and say how often they'll hear from you.",
  },
  {
    kinds: ["message"],
    about: "coparent co-parent ex custody pickup",
    text: "Keep it to logistics — dates, times, places — in neutral wording that would read fairly to a mediator or court, without commentary on the other parent.",
  },
  {
    kinds: ["message", "email"],
    about: "annual leave holiday vacation pto",
    text: "State the exact dates and number of working days, and mention any deadline in that window with how it will be met.",
    // Asking for dates off, not about the leave balance.
    unless: ["how many", "days left", "carry over", "carry", "balance", "remaining", "entitlement"],
  },
  {
    kinds: ["rewrite"],
    about: "ai robotic human natural chatgpt humanise",
    text: "Remove stock AI phrasing (delve, tapestry, 'in today's fast-paced world', stacked em dashes), vary sentence length, and keep my own facts and specific words.",
  },
  {
    kinds: ["rewrite"],
    about: "read accessible disability dyslexia dyslexic plain",
    text: "Use one idea per sentence, everyday words, active voice, left-aligned text without italics or block capitals, and numbered steps for any instructions.",
  },
  {
    kinds: ["rewrite", "translation"],
    about: "british american localise localize americanise anglicise",
    text: "Change spelling, vocabulary (pavement/sidewalk), date formats and quotation-mark conventions, and flag idioms that don't carry over instead of silently swapping them.",
  },
  {
    kinds: ["summary"],
    about: "transcript transcription recording youtube podcast",
    text: "Attribute key points to the speaker who made them, keep numbers and commitments verbatim, and flag garbled passages rather than guessing.",
  },
  {
    kinds: ["summary", "business-document"],
    about: "executive summary briefing leadership c-suite",
    text: "Lead with the decision or recommendation required, then the key figures and risks behind it, so a reader who stops after the opening still acts correctly.",
  },
  {
    kinds: ["summary"],
    about: "survey responses verbatim themes nps comments",
    text: "Group comments into themes with counts or rough shares, quote a representative verbatim for each, and separate frequent minor issues from rare but severe ones.",
    // Comments to group into themes, not results already counted.
    when: [
      "comments",
      "comment",
      "verbatim",
      "verbatims",
      "open-ended",
      "open ended",
      "free text",
      "free-text",
      "answers",
      "feedback",
    ],
  },
  {
    kinds: ["feedback"],
    about: "cv resume résumé critique review",
    text: "Rank issues by their effect on landing an interview, quoting each problem line with a rewritten version, rather than general comments.",
  },
  {
    kinds: ["feedback"],
    about: "website landing page homepage site",
    text: "Judge it as a first-time visitor: whether they can tell what it is, who it's for and what to do next within seconds, and rank issues by likely impact on conversion.",
  },
  {
    kinds: ["presentation"],
    about: "viva thesis defence defense dissertation phd",
    text: "Structure it as question, gap, method, key findings, contribution and limitations, with backup slides for likely examiner questions.",
  },
  {
    kinds: ["business-document"],
    about: "terms conditions t&cs customer refunds cancellation",
    text: "Cover payment, cancellation and refunds, liability limits and governing law, note that statutory consumer rights can't be excluded, and recommend legal review before relying on it.",
    // Terms for customers, not a staff procedure for refunds, nor an invoice's "payment terms 14 days".
    when: [
      ...["terms and conditions", "terms & conditions", "terms of service", "terms of business", "terms of sale"],
      ...["terms of use", "booking terms", "t&cs", "t&c", "ts&cs", "conditions", "policy", "contract", "agreement"],
    ],
  },
  {
    kinds: ["business-document"],
    about: "privacy gdpr cookies ccpa policy",
    text: "List the data collected, the lawful basis and purpose for each, retention periods, third parties it's shared with and how people exercise their rights, matching what the site actually does.",
  },
  {
    kinds: ["business-document"],
    about: "risk register likelihood mitigation raid",
    text: "Score each risk by likelihood and impact, give an owner, a specific mitigation and a trigger, and keep risks (might happen) separate from issues (already happening).",
    // The member who sets the columns has set the register's shape.
    unless: ["columns", "column"],
  },
  {
    kinds: ["business-document"],
    about: "business case justification payback roi approval",
    text: "Compare options including doing nothing, show costs, benefits and payback period with assumptions stated, and name the decision requested and by when.",
  },
  {
    kinds: ["business-document"],
    about: "swot strengths weaknesses opportunities threats",
    text: "Keep strengths and weaknesses internal and opportunities and threats external, make each point specific and evidenced, and finish with actions that pair strengths with opportunities or fix weaknesses.",
  },
  {
    kinds: ["business-document"],
    about: "risk assessment hazards hazard controls harm",
    text: "List hazards, who might be harmed and how, existing controls, further actions with owner and date, and a review date, using the organisation's own template if it has one.",
  },
  {
    kinds: ["business-document"],
    about: "offer employment contract starter probation salary",
    text: "Include title, start date, salary and pay frequency, hours, place of work, holiday, probation, notice periods and conditions such as references or right-to-work checks, with placeholders for anything not provided.",
  },
];
