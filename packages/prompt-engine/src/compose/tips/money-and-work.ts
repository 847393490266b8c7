import type { ExpertTip } from "./expert-tip.ts";
import { us, usFlight } from "./rules-by-place/terms.ts";

/** Expertise for tenancy, consumer rights, personal finance and a small business. */
export const moneyAndWorkTips: ExpertTip[] = [
  {
    kinds: ["advice", "how-to"],
    about: "builder tradesman contractor plumber electrician quotes",
    text: "Suggest three written, itemised quotes, checking the licence or registration the work needs where I live, insurance and recent references, and paying in stages tied to finished work rather than a large upfront sum.",
    // Past getting quotes: the member weighs the ones they have.
    unless: [
      "two quotes",
      "2 quotes",
      "both quotes",
      "other quote",
      "one quote",
      "the quotes",
      "three quotes",
      "3 quotes",
    ],
  },
  {
    kinds: ["comparison", "advice"],
    about: "removal removals movers moving van packers",
    text: "Compare quotes only after an in-person or video survey, check whether goods-in-transit insurance is included and its per-item limit, and cost a van-hire DIY option with fuel, time and helpers.",
  },
  {
    kinds: ["advice", "question"],
    about: "deposit deductions landlord wear tear dps",
    // A deposit held back, not any charge a landlord makes.
    when: ["deposit", "deduct", "deducted", "deduction", "deductions", "withheld", "withhold", "withholding", "bond"],
    text: "Explain that fair wear and tear usually can't be charged and a deduction needs evidence of the place's condition at move-in and move-out, check what the local law lets a deposit be kept for and how soon it must be returned, and point to the free deposit dispute service or tenancy board where one exists, otherwise small claims court.",
    // Disputed deductions, not a yes-or-no question of deposit law.
    unless: ["interest", "yes or no"],
  },
  {
    kinds: ["advice"],
    about: "landlord landlords repairs repair disrepair",
    text: "Lay out an escalation ladder — written request with a deadline, follow-up, council housing or code enforcement inspection, then legal aid — and warn against withholding rent unless local law clearly allows it.",
  },
  {
    kinds: ["advice", "summary"],
    about: "tenancy lease clauses renting sign",
    text: "Point out the clauses to check before signing: term and break clause, notice periods, who pays which bills and repairs, pet and subletting rules, fees, and any automatic renewal or rent increase.",
    unless: [
      "one line",
      "short answer",
      "brief",
      "this clause",
      "lease clause",
      "one sentence",
      "one plain sentence",
      "meeting",
      "lease signed",
    ],
    // A lease about to be signed, not any mention of a lease or a tenancy, nor a job's contract.
    whenPattern: /\b(?:lease|leases|tenancy|rent|rental|renting|landlord|letting|flat|apartment|sublet\w*)\b/u,
    when: [
      "sign",
      "signing",
      "signed",
      "new lease",
      "tenancy agreement",
      "lease agreement",
      "rental agreement",
      "renting",
      "rent a",
    ],
  },
  {
    kinds: ["advice", "question"],
    about: "faulty refund retailer consumer rights warranty",
    text: "Ask which country, then state the specific rule (in the UK, the 30-day short-term right to reject faulty goods under the Consumer Rights Act), and stress that the seller, not the manufacturer, is responsible.",
  },
  {
    kinds: ["advice"],
    about: "ombudsman chargeback claims deadlock escalate complaint",
    text: "Map the escalation route in order: the company's final response or deadlock letter, the relevant ombudsman or regulator, a card chargeback (or a Section 75 claim for UK credit card purchases over £100), then small claims.",
    unless: ["one line", "short answer", "brief"],
  },
  {
    kinds: ["how-to", "email", "advice"],
    about: "cancel cancelling subscription membership gym contract",
    text: "Check the contract's notice period and cancellation method, cancel in writing with proof of sending, keep the confirmation, and note that stopping the direct debit alone doesn't end the contract or the debt.",
    // The member cancelling something of theirs, not a cancellation policy they write for clients.
    whenPattern:
      /\b(?:cancel|cancell?ing|cancell?ation of|get out of|terminat(?:e|ing)|end(?:ing)?|quit(?:ting)?|leave|leaving)\b[^.?!]{0,30}?\b(?:my|our|this|the)\b[^.?!]{0,20}?\b(?:subscriptions?|memberships?|contracts?|gym|broadband|phone|mobile|insurance|account|service|plan|tenancy|lease)\b/u,
    // How to cancel, not disputing charges after cancelling.
    unless: [
      "disputing",
      "dispute",
      "chargeback",
      "i cancelled",
      "already cancelled",
      "cancelled in",
      "canceled in",
      "i canceled",
    ],
  },
  {
    kinds: ["question", "email"],
    about: "flight delayed delay cancelled airline compensation eu261",
    text: "Where UK261 or EU261 applies (a flight from the UK or EU, or into them on a UK or EU airline), cover the three-hour arrival-delay threshold, fixed compensation by distance, the extraordinary-circumstances exception, and claiming from the airline directly.",
    // A cancelled port on a cruise or a late train is no flight.
    whenPattern: /\b(?:flights?|airlines?|plane|flew|flying|airport)\b/u,
    unless: [
      ...us,
      ...usFlight,
      "within the us",
      "us domestic",
      "domestic flight in the us",
      "luggage",
      "suitcase",
      "baggage",
      "bag",
      "bags",
      "rail",
      "train",
      "if i cancel",
      "if you cancel",
      "i cancel",
      "i cancelled",
      "i canceled",
    ],
    // A delayed or cancelled flight, not lost luggage or the passenger's own cancellation.
    when: [
      "delay",
      "delayed",
      "delays",
      "cancelled",
      "canceled",
      "cancellation",
      "compensation",
      "eu261",
      "uk261",
      "eu 261",
    ],
  },
  {
    kinds: ["question", "advice"],
    about: "scam phishing fraud suspicious legit scammer",
    text: "Point to the specific red flags in the message (urgency, payment by gift card or bank transfer, mismatched sender, links), and advise verifying through a number from the official website, never one given in the message.",
  },
  {
    kinds: ["advice"],
    about: "noisy neighbours noise nuisance neighbor",
    text: "Recommend a dated noise diary with times, duration and effect, plus recordings, before contacting the council's noise team or the landlord, since authorities usually need a pattern of evidence to act.",
  },
  {
    kinds: ["advice", "plan", "spreadsheet"],
    about: "budget budgeting overspend income paycheck savings",
    text: "Start from the last three months of actual bank statements rather than estimates, and turn irregular costs (car repairs, gifts, annual bills) into monthly sinking-fund amounts so they stop breaking the budget.",
    // Figures the member gives ("rent is 22k") are the start; a sheet made for clients is no budget of theirs.
    unless: [
      ...["rent is", "earn", "take home", "take-home", "salary is", "income is", "i make"],
      ...["for clients", "for our clients", "for my clients", "for customers", "for our customers", "for students"],
    ],
  },
  {
    kinds: ["comparison", "advice"],
    about: "mortgage remortgage remortgaging fixed tracker variable",
    // Choosing a deal, not overpaying the one the member has.
    when: [
      "remortgage",
      "remortgaging",
      "deal",
      "deals",
      "tracker",
      "variable",
      "switch",
      "renew",
      "renewal",
      "product transfer",
      "which mortgage",
      "broker",
    ],
    text: "Compare deals on total cost over the initial period including arrangement fees, show the monthly payment if rates rise two percentage points, and note early repayment charges and the rate that applies afterwards.",
  },
  {
    kinds: ["advice", "question"],
    about: "afford house buying deposit stamp duty",
    // Whether a scheme's money may go towards bare land asks nothing of what buying costs.
    when: ["afford", "affordable", "budget", "cost", "costs", "how much", "save", "saving", "deposit"],
    text: "Include all upfront costs (deposit, stamp duty or closing costs, survey, legal fees, moving) and ongoing ones (insurance, maintenance of roughly 1% of the value a year), not just the mortgage payment.",
  },
  {
    kinds: ["comparison", "question"],
    about: "loan loans apr borrowing repayable lender",
    text: "Compare loans on APR and total amount repayable including fees, not the monthly payment, since longer terms lower the payment but raise the total, and show the arithmetic for each option.",
  },
  {
    kinds: ["question", "explanation", "advice"],
    about: "isa isas lisa uk",
    text: "State the £20,000 annual allowance shared across all ISA types for the tax year starting 6 April, and flag the Lifetime ISA's 25% withdrawal charge unless it's used for a first home or after 60.",
  },
  {
    kinds: ["advice"],
    about: "pension pensions consolidate consolidation transfer pots",
    // Taking a lump sum or retiring early moves no pension anywhere.
    when: [
      "consolidate",
      "consolidating",
      "consolidation",
      "combine",
      "combining",
      "transfer",
      "transferring",
      "merge",
      "one pot",
      "move my pension",
      "old pensions",
    ],
    text: "Before recommending consolidation, check each old pension for exit fees, guaranteed annuity rates or defined-benefit promises that would be lost, and current charges, and note when a transfer needs regulated advice (in the UK, final-salary transfers over £30,000).",
  },
  {
    kinds: ["advice"],
    about: "debt debts arrears collector bailiffs struggling",
    text: "Prioritise essential debts (housing, energy, council tax or taxes) over unsecured ones, and point to free debt charities rather than fee-charging firms (StepChange or Citizens Advice in the UK, NFCC agencies in the US).",
  },
  {
    kinds: ["comparison"],
    about: "pcp lease car finance balloon leasing",
    text: "Compare total cost over the same period, including deposit, balloon payment, mileage limits, excess-wear charges and resale value, rather than monthly payments.",
  },
  {
    kinds: ["advice", "question"],
    about: "liability indemnity business insurance freelancer insure",
    text: "Distinguish public liability, professional indemnity and employers' liability cover, noting that where UK rules apply the last is legally required once I employ staff, and suggest checking client contracts for minimum cover amounts.",
  },
  {
    kinds: ["advice", "business-document"],
    about: "pricing freelance hourly rate underpricing markup",
    text: "Set a floor from real costs — materials, overheads, tax and unbillable hours (often a third or more of working time) — then price towards the value to the customer and competitor rates.",
    // A price to set, not rates the member has set and wants laid out ("a pay rate table… $3.40 per head").
    when: [
      ...["how much to charge", "how much should i charge", "how much should we charge", "what to charge"],
      ...["what should i charge", "what should we charge", "how to price", "how should i price", "how do i price"],
      ...["pricing", "price my", "price our", "undercharging", "underpricing", "undercharge", "underprice"],
      ...["raise my prices", "raise our prices", "put my prices up", "what rate", "rate should", "charge per"],
      ...["markup", "mark up", "too cheap", "too expensive", "too low", "too high"],
    ],
  },
  {
    kinds: ["business-document"],
    about: "invoice invoicing invoices billing vat payable",
    text: "Include a unique sequential invoice number, issue and due dates, both parties' details, itemised work, payment terms and bank details, and a VAT or tax number with tax shown separately if registered.",
  },
];
