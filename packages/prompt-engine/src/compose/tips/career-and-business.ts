import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for careers, work documents and presentations. */
export const careerAndBusinessTips: ExpertTip[] = [
  {
    kinds: ["resume", "cover-letter"],
    about: "career change switch industry transferable",
    text: "Lead with transferable skills and results, and explain the change in one confident sentence.",
  },
  {
    kinds: ["interview-prep"],
    about: "nursing nurse hospital clinical",
    text: "Include patient-safety and prioritisation scenarios, and answers that show calm communication with patients and families.",
  },
  {
    kinds: ["interview-prep"],
    about: "software engineer developer coding technical system design",
    text: "Include a coding and a system-design question with what a strong answer covers, and how to think aloud.",
  },
  {
    kinds: ["business-document"],
    about: "policy procedure sop process",
    text: "State the purpose and scope, who is responsible for each step, and how exceptions are handled.",
  },
  {
    kinds: ["business-document"],
    about: "proposal pitch client project quote",
    text: "Lead with the client's problem and the outcome, then scope, timeline, price and what is not included.",
    // A client proposal's price and exclusions, not a grant application.
    unless: ["grant", "funder", "funding application"],
    // A proposal to win work, not any client project document.
    when: ["proposal", "pitch", "quote", "bid", "tender", "estimate", "win the"],
  },
  {
    kinds: ["business-document"],
    about: "job description hiring role posting",
    text: "Separate must-have from nice-to-have requirements (long must-have lists deter qualified applicants), state the salary range, and use inclusive wording.",
    // A volunteer role has no salary range to state. A trade's quote or invoice has a "job
    // description" line for the work done, not a post to fill.
    unless: [
      "volunteer",
      "volunteers",
      "volunteering",
      "unpaid",
      "quote",
      "quotes",
      "invoice",
      "invoices",
      "estimate",
      "estimates",
      "receipt",
      "work order",
    ],
  },
  {
    kinds: ["business-document", "presentation"],
    about: "meeting agenda quarterly review results",
    text: "Give every agenda item an owner, a time box and the decision it should produce.",
    // An agenda's items, not a review's slides.
    when: ["agenda", "meeting", "meetings", "all-hands", "offsite"],
  },
  {
    kinds: ["resume"],
    about: "resume cv bullet achievement",
    text: "Start each bullet with a strong verb and a quantified result (%, money, time saved, scale), but never invent numbers — leave placeholders like [X%] for me.",
  },
  {
    kinds: ["resume", "cover-letter"],
    about: "career change switch transition pivot",
    text: "Name the target role up front and reframe past experience around transferable skills the new role's postings ask for.",
  },
  {
    kinds: ["resume", "cover-letter"],
    about: "gap employment caregiving unemployed",
    text: "Address the gap in one neutral line (caregiving, health, study) with any skills kept current, without over-explaining.",
  },
  {
    kinds: ["resume"],
    about: "ats applicant tracking keyword scan",
    text: "Use a single-column layout with standard headings, no tables or text in images, and mirror exact keywords from the job posting.",
  },
  {
    kinds: ["resume"],
    about: "linkedin headline profile summary",
    text: "Write in first person, put target role and specialty in the headline rather than just the current title, and front-load the first lines shown before 'see more'.",
  },
  {
    kinds: ["resume"],
    about: "student graduate internship entry level",
    text: "Lead with education, projects and part-time or volunteer work framed by skills and outcomes, and keep it to one page.",
    // A whole résumé's order, not the one part asked for.
    unless: ["objective", "summary", "headline", "cover letter", "bio"],
  },
  {
    kinds: ["cover-letter"],
    about: "cover letter cover letter application hiring",
    text: "Open with the specific role and a hook tied to the company, match two or three posting requirements with evidence, and keep it to about 250–400 words.",
  },
  {
    kinds: ["cover-letter"],
    about: "internal transfer department current",
    text: "Mention achievements the hiring team already knows, what you'd bring to the new team, and whether your manager is aware — ask rather than assume.",
  },
  {
    kinds: ["cover-letter"],
    about: "motivation letter master program",
    text: "Connect a specific academic interest to named courses, faculty or labs in the program, and end with post-degree goals.",
    // A degree programme's courses and labs: not a volunteer post, a job or a scholarship.
    unless: ["volunteer", "volunteering", "scholarship", "au pair", "job", "nonprofit", "non-profit", "charity"],
  },
  {
    kinds: ["interview-prep"],
    about: "behavioral behavioural star situation competency",
    text: "Structure answers in STAR with most time on the Action and a quantified Result, and prepare 5–6 stories covering leadership, conflict, failure and a tight deadline.",
  },
  {
    kinds: ["interview-prep"],
    about: "weakness strength greatest biggest flaw",
    text: "Pick a real but non-core weakness and show concrete steps taken to improve, avoiding humblebrags like 'perfectionism'.",
  },
  {
    kinds: ["interview-prep"],
    about: "salary expectation range asked",
    text: "Give a researched range with the target near the bottom, or ask for the budgeted range first; note some places ban employers asking about salary history.",
  },
  {
    kinds: ["interview-prep"],
    about: "nursing nurse hospital clinical",
    text: "Prepare STAR stories on patient safety, a deteriorating patient, conflict with a colleague and prioritising several patients at once.",
  },
  {
    kinds: ["interview-prep"],
    about: "coding technical leetcode algorithm whiteboard",
    text: "Practise thinking aloud: clarify inputs and edge cases, state a brute-force solution and its complexity, then optimise before writing code.",
  },
  {
    kinds: ["interview-prep"],
    about: "interviewer interview ask end final",
    text: "Prepare questions about the first 90 days, the team's current challenges and how success is measured; leave perks and vacation for later rounds.",
    // Questions the candidate asks, not those the candidate will be asked.
    when: [
      "to ask",
      "i ask",
      "ask them",
      "ask the interviewer",
      "ask at the end",
      "ask the panel",
      "questions for the interviewer",
      "questions for them",
      "reverse questions",
    ],
  },
  {
    kinds: ["business-document"],
    about: "pip performance improvement underperformance documented",
    text: "List measurable goals with deadlines, the support provided (training, check-ins), the review schedule and consequences, base it on documented examples, and have HR review it.",
  },
  {
    kinds: ["business-document"],
    about: "sop procedure operating process",
    text: "Number the steps, each starting with a verb and covering one action, and include scope, roles, required tools, version, date and an owner.",
  },
  {
    kinds: ["business-document"],
    about: "projection forecast revenue market",
    text: "Show the assumptions behind every projection, size the market bottom-up, and state a clear funding ask with its use of funds.",
  },
  {
    kinds: ["business-document"],
    about: "proposal scope quote client",
    text: "Include scope with explicit exclusions, timeline milestones, pricing, payment terms and an expiry date for the quote.",
  },
  {
    kinds: ["business-document"],
    about: "quote template estimate labour parts trade job",
    text: "Give each quote a number, a date and how long it stays valid; list labour, parts and fees as separate lines with their rates, show any tax (VAT, GST or sales tax) as its own line before the total, and state the payment terms.",
    // A trade's quote for a job, not a client proposal's scope.
    when: ["quote", "quotes", "estimate", "estimates"],
  },
  {
    kinds: ["business-document"],
    about: "grant funding foundation nonprofit",
    text: "Mirror the funder's criteria and headings, give measurable outcomes and a budget that matches the narrative, and respect word limits exactly.",
    // One section of the application ("a 'Statement of Need' section") has neither the headings nor the budget.
    unless: ["section", "statement of need"],
  },
  {
    kinds: ["business-document"],
    about: "remote hybrid wfh telework",
    text: "Define eligibility, core hours, equipment and expense reimbursement, security rules and the approval process, and check local rules on home-working expenses.",
  },
  {
    kinds: ["business-document"],
    about: "freelance contractor clause killfee",
    text: "Cover scope, deliverables, payment schedule and late fees, IP transfer on payment, revision limits and termination, and recommend a lawyer for significant contracts.",
    // A whole contract's coverage, not the one clause asked for.
    unless: ["clause"],
  },
  {
    kinds: ["business-document"],
    about: "postmortem incident blameless rootcause",
    text: "Use a blameless format: UTC timeline, impact, root cause, contributing factors, and action items with owners and due dates.",
  },
  {
    kinds: ["presentation"],
    about: "slide deck quarterly result",
    text: "Make each slide title the takeaway as a full assertion rather than a label like 'Revenue', keep one message per slide, and move detailed tables to an appendix.",
  },
  {
    kinds: ["presentation"],
    about: "pitch deck seed traction fundraise startup",
    text: "Follow the usual 10–12 slide order (problem, solution, market, product, traction, model, competition, team, financials, ask), moving traction earlier if it's strong.",
    // A pitch for investment, not every deck that pitches (a feature, a sale).
    when: [
      "investor",
      "investors",
      "invest",
      "investment",
      "fundraising",
      "funding",
      "raise",
      "raising",
      "seed",
      "pre-seed",
      "series a",
      "vc",
      "vcs",
      "angel",
      "angels",
      "pitch deck",
      "startup",
    ],
    unless: [
      "investor update",
      "monthly update",
      "quarterly update",
      "board deck",
      "board meeting",
      "sales deck",
      "pta",
      "how we spent",
    ],
  },
  {
    kinds: ["presentation"],
    about: "conference keynote talk audience",
    text: "Budget about one slide per 1–2 minutes, open with a story or question rather than an agenda, and end on a single takeaway instead of a 'Questions?' slide.",
  },
  {
    kinds: ["presentation"],
    about: "class school student project",
    text: "Keep a few words per slide with visuals, put the script in speaker notes, and rehearse to fit the time limit.",
  },
  {
    kinds: ["presentation", "lesson-material"],
    about: "training workshop session participant",
    text: "State learning objectives up front and plan an interactive element every 10–15 minutes.",
  },
];
