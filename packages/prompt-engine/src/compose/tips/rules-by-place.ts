import type { ExpertTip } from "./expert-tip.ts";

// The places a request names: a tip for one applies only where the request names it.
const california = [
  "california",
  "ca",
  "calif",
  "los angeles",
  "san francisco",
  "san diego",
  "san jose",
  "sacramento",
  "oakland",
  "bay area",
];
const newYork = ["new york", "ny", "nyc", "brooklyn", "manhattan", "queens", "bronx"];
const texas = ["texas", "tx", "houston", "dallas", "austin", "san antonio", "fort worth"];
const florida = ["florida", "fl", "miami", "orlando", "tampa", "jacksonville"];
const ohio = ["ohio", "columbus", "cleveland", "cincinnati", "toledo", "akron", "dayton"];
const illinois = ["illinois", "chicago"];
const england = ["england", "uk", "london", "manchester", "birmingham", "leeds", "bristol", "liverpool"];
const scotland = ["scotland", "scottish", "edinburgh", "glasgow", "aberdeen", "dundee"];
/** A question of interest on a deposit, not of getting it back. */
const depositInterest = ["interest", "yes or no"];
const uk = [...england, "britain", "british", "wales", "welsh", "cardiff", "hmrc", "nhs", ...scotland];
const us = [
  "usa",
  "in the us",
  "the us",
  "u.s.",
  "united states",
  "america",
  "american",
  "irs",
  "401k",
  ...california,
  ...newYork,
  ...texas,
  ...florida,
  ...ohio,
  ...illinois,
  "washington",
  "seattle",
  "new jersey",
  "massachusetts",
  "pennsylvania",
  "michigan",
  "arizona",
  "colorado",
];
const canada = ["canada", "canadian", "ontario", "quebec", "british columbia", "alberta", "toronto", "vancouver"];
const australia = ["australia", "australian", "sydney", "melbourne", "brisbane", "perth", "adelaide"];
const eu = ["eu", "europe", "european", "germany", "france", "spain", "italy", "netherlands", "ireland", "belgium"];

/** Places whose rules differ from the UK's: a UK tip never fires where they are named. */
const notUk = [...us, ...canada, ...australia, "india", "new zealand", "ireland", "irish"];
/** Places whose rules differ from the US's. */
const notUs = [...uk, ...canada, ...australia, "india", "new zealand", ...eu];
/** A train, or lost or damaged luggage: not a delayed or cancelled flight. */
const notFlightDelay = ["train", "rail", "railway", "luggage", "suitcase", "bag", "baggage", "bags"];
/** Other US states and countries, for a tip written for one state. */
const otherThan = (place: string[]) => [...uk, ...canada, ...australia, ...us.filter((name) => !place.includes(name))];

/** Rules that differ by place: tenancy by US state and UK nation, work, consumer rights, a small business, money, benefits and care. */
export const rulesByPlaceTips: ExpertTip[] = [
  // Deposits, by state and nation.
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord return withheld deductions",
    text: "Apply California's rule (Civil Code 1950.5): the landlord has 21 days after move-out to return the deposit or send an itemised statement of deductions, with receipts for work over $125, and bad-faith withholding can cost up to twice the deposit in damages.",
    when: california,
    unless: [...otherThan(california), ...depositInterest],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord return withheld deductions",
    text: "Apply New York's rule: since 2019 the landlord must return the deposit or give an itemised statement of deductions within 14 days of move-out, and one who misses that deadline loses the right to keep any of it; deposits are also capped at one month's rent.",
    when: newYork,
    unless: [...otherThan(newYork), ...depositInterest],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord return withheld deductions",
    text: "Apply Texas's rule (Property Code ch. 92): the landlord has 30 days after surrender to refund the deposit with a written list of deductions, the tenant must have given a forwarding address in writing, and bad-faith withholding exposes the landlord to $100 plus three times the amount wrongly withheld and attorney's fees.",
    when: texas,
    unless: [...otherThan(texas), ...depositInterest],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord return withheld deductions",
    text: "Apply Florida's rule (Statute 83.49): the landlord must return the deposit within 15 days or, within 30 days, send notice of the intended claim by certified mail — missing that forfeits the claim — and the tenant then has 15 days to object in writing.",
    when: florida,
    unless: [...otherThan(florida), ...depositInterest],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord return withheld deductions",
    text: "Apply Ohio's rule (Revised Code 5321.16): the landlord has 30 days after termination to return the deposit with an itemised list of deductions, provided the tenant gave a forwarding address in writing, and wrongful withholding can be recovered twice over with attorney's fees.",
    when: ohio,
    unless: [...otherThan(ohio), ...depositInterest],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord return withheld deductions",
    text: "Apply Illinois's rule: in buildings of five or more units the landlord must send an itemised statement of damage with receipts within 30 days and return the rest within 45 days, and in Chicago the Residential Landlord and Tenant Ordinance adds stricter duties with penalties of twice the deposit.",
    when: illinois,
    unless: [...otherThan(illinois), ...depositInterest],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord protected scheme tenancy",
    text: "Check whether the deposit was protected in a government-approved scheme within 30 days with the prescribed information given, since in England and Wales an unprotected deposit lets the tenant claim one to three times its value and blocks a no-fault (section 21) notice, and the deposit is capped at five weeks' rent for most tenancies.",
    when: england,
    // A deposit the member says is protected: the penalty for an unprotected one doesn't apply.
    unless: [
      ...notUk,
      ...scotland,
      "northern ireland",
      "dps",
      "tds",
      "mydeposits",
      "is protected",
      "was protected",
      "protected with",
      "protected by",
    ],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord protected scheme tenancy",
    text: "Apply Scotland's rule: the landlord must lodge the deposit with an approved scheme (SafeDeposits Scotland, MyDeposits Scotland or Letting Protection Service Scotland) within 30 working days of the tenancy starting, disputes go to the scheme's free adjudication, and failing to lodge it can bring a tribunal award of up to three times the deposit.",
    when: scotland,
    unless: notUk,
  },
  // Repairs and withholding rent, by state.
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repair withhold rent escrow",
    text: "Explain Ohio's rent escrow procedure (Revised Code 5321.07): with rent paid up to date, give the landlord written notice of the problem, and if it isn't fixed within a reasonable time (up to 30 days) deposit the rent with the municipal or county court clerk instead of simply withholding it, which can lead to eviction.",
    when: ohio,
    // A repair, not a rent increase, a late payment or a deposit.
    unless: [
      ...otherThan(ohio),
      "increase",
      "raise",
      "raising",
      "hike",
      "late",
      "deposit",
      "evict",
      "eviction",
      "renew",
    ],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repair broken leak withhold ac",
    text: "Set out California's repair-and-deduct remedy (Civil Code 1942): after written notice and a reasonable time (30 days is presumed reasonable, less for urgent problems), a tenant may pay for repairs of habitability defects costing up to one month's rent and deduct them, no more than twice in 12 months, and the landlord may not retaliate.",
    when: california,
    unless: otherThan(california),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repair broken leak withhold ac",
    text: "Follow Texas's procedure (Property Code 92.056): with rent paid up, give notice of a condition affecting health or safety, then a second written notice (or one by certified mail) and a reasonable time — presumed seven days — before remedies such as repair-and-deduct, ending the lease or a justice court order, and stress that withholding rent is not allowed in Texas.",
    when: texas,
    unless: otherThan(texas),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repair broken leak withhold ac",
    text: "Note Florida's rule (Statute 83.60): a tenant may withhold rent for a landlord's failure to maintain the property only after delivering seven days' written notice specifying the problem and the intent to withhold, and should keep the withheld rent set aside in case a court orders it paid in.",
    when: florida,
    unless: otherThan(florida),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repairs repair heat mold fix apartment",
    text: "Cite New York's warranty of habitability (Real Property Law 235-b), and in New York City suggest a 311 complaint so HPD can inspect and issue violations, with an HP action in Housing Court to compel repairs, rather than withholding rent without advice.",
    when: newYork,
    unless: otherThan(newYork),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repairs repair disrepair damp mould fix",
    text: "Point to the landlord's repairing duty for structure, heating, hot water and sanitation under section 11 of the Landlord and Tenant Act 1985 and the Homes (Fitness for Human Habitation) Act 2018, the council's environmental health team if written requests fail, and the rule that withholding rent risks possession proceedings.",
    when: england,
    unless: [...notUk, ...scotland, "northern ireland"],
  },
  // Rent increases and eviction notices.
  {
    kinds: ["advice", "question", "email"],
    about: "rent increase raise raising landlord hike",
    text: "Check California's Tenant Protection Act (AB 1482): for most buildings over 15 years old annual increases are capped at 5% plus local inflation, never more than 10% (many single-family homes not owned by corporations are exempt), local rent control in cities such as Los Angeles or San Francisco may cap them lower, and increases over 10% need 90 days' notice.",
    when: california,
    unless: otherThan(california),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "rent increase raise raising landlord hike renewal",
    text: "Apply New York's notice rule: an increase of 5% or more, or a non-renewal, needs 30, 60 or 90 days' written notice according to whether the tenant has lived there under one year, one to two years, or over two, while rent-stabilised apartments follow the Rent Guidelines Board's set increases.",
    when: newYork,
    unless: otherThan(newYork),
  },
  {
    kinds: ["advice", "question"],
    about: "evict eviction notice quit vacate landlord",
    text: "Explain that in Texas a landlord usually must give a written three-day notice to vacate (unless the lease sets another period) before filing an eviction suit in justice court, that only a court order and constable can remove a tenant, and that lockouts or cutting utilities to force someone out are illegal.",
    when: texas,
    unless: otherThan(texas),
  },
  {
    kinds: ["advice", "question"],
    about: "evict eviction notice quit vacate landlord",
    text: "Distinguish California's notices — a three-day notice to pay or quit (not counting weekends and court holidays), and 30 days' or, after a year's tenancy, 60 days' notice to end a month-to-month tenancy — and check whether the Tenant Protection Act's just-cause rules or a local ordinance apply, since only a court can order the tenant out.",
    when: california,
    unless: otherThan(california),
  },
  {
    kinds: ["advice", "question"],
    about: "evict eviction notice section 21 8 landlord possession",
    text: "Check which regime the notice was served under, since in England section 21 no-fault notices (two months) are being abolished by the Renters' Rights Act in favour of section 8 notices that must cite a statutory ground, and that either way the tenant need not leave until a court possession order is enforced by bailiffs.",
    when: england,
    unless: [...notUk, ...scotland, "northern ireland"],
  },
  // Work: final pay, notice, redundancy, leave.
  {
    kinds: ["advice", "question", "email"],
    about: "final paycheck pay fired quit last vacation payout",
    text: "Apply California's final-pay rules: an employee who is let go is owed all wages, including accrued unused vacation, on the last day, one who quits with under 72 hours' notice within 72 hours, and late payment earns a waiting-time penalty of a day's wages for each day late, up to 30 days.",
    when: california,
    unless: otherThan(california),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "final paycheck pay fired quit last",
    text: "Apply Texas's final-pay rule: someone fired must be paid within six calendar days, someone who quits by the next regular payday, and unpaid wages can be claimed through the Texas Workforce Commission within 180 days.",
    when: texas,
    unless: otherThan(texas),
  },
  {
    kinds: ["advice", "question"],
    about: "final paycheck pay fired quit last unpaid",
    text: "Explain that the deadline for a final paycheck is set by each US state — some require it on the last day, others by the next regular payday — and name the rule for the state given (or ask which state), including whether it requires accrued vacation to be paid out, and that the state labor department takes wage claims.",
    when: ["paycheck", "final pay", "last pay", "final check", "last check"],
    unless: [...notUs, ...california, ...texas],
  },
  {
    kinds: ["advice", "question"],
    about: "fired terminated reason wrongful at-will termination",
    text: "Explain US at-will employment — an employer may dismiss for any reason or none, but not an illegal one such as discrimination, retaliation for a complaint or whistleblowing, or taking protected leave — and note Montana as the exception, the value of a written termination reason and the state unemployment claim.",
    when: ["fired", "terminated", "let go", "at will", "at-will", "wrongful termination", "wrongfully terminated"],
    unless: notUs,
  },
  {
    kinds: ["advice", "question"],
    about: "notice period resign resignation quit",
    text: "Distinguish the UK statutory minimums — an employee with over a month's service must give at least one week's notice, and an employer must give one week per full year of service up to 12 weeks — from the contract's notice clause, which applies if it is longer.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question"],
    about: "notice resign resignation quit two",
    text: "Explain that in US at-will employment the customary notice is a courtesy rather than a legal requirement unless a contract requires it, that an employer may end the job as soon as notice is given, and that in some states the payout of accrued vacation turns on the notice given.",
    when: [...us, "two weeks notice", "two weeks' notice", "2 weeks notice", "at will", "at-will"],
    unless: notUs,
  },
  {
    kinds: ["advice", "question"],
    about: "redundancy redundant redundancies consultation uk",
    text: "Set out UK redundancy rights: statutory redundancy pay after two years' service (half a week's pay per year under 22, one week from 22 to 40, one and a half from 41, up to 20 years with weekly pay currently capped), a fair selection process, consultation (collective for 20 or more at one site within 90 days), suitable alternative roles and paid notice.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question"],
    about: "laid layoff layoffs severance release cobra",
    text: "Cover the US layoff checklist: severance is not legally required but a release must be read before signing (workers 40 and over get 21 days to consider, 45 in a group layoff, and 7 to revoke), the WARN Act's 60 days' notice for large layoffs, COBRA health cover elected within 60 days, the final-pay deadline in that state and an unemployment claim.",
    when: [...us, "severance", "cobra", "laid off", "layoff", "layoffs"],
    unless: notUs,
  },
  {
    kinds: ["advice", "question"],
    about: "unfair dismissal dismissed sacked fired uk",
    text: "Explain that in the UK unfair-dismissal claims currently generally need two years' service (discrimination and whistleblowing claims don't), that ACAS early conciliation must be started before an employment tribunal claim, and that the time limit is three months less one day from the dismissal.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question"],
    about: "reference referee employer bad negative",
    text: "Explain that UK employers generally needn't give a reference (except in some regulated jobs) but any given must be true, accurate and fair, that many give only dates and job title, and that a data subject access request can reveal what was written.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "maternity paternity parental leave pay smp baby",
    text: "Set out UK statutory parental rights: 52 weeks' maternity leave, Statutory Maternity Pay for 39 weeks (90% of average weekly earnings for six weeks, then the flat rate or 90% if lower) for employees with 26 weeks' service by the 15th week before the due week, notice due by that 15th week, paternity leave of one or two weeks, and shared parental leave.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "maternity paternity parental leave fmla baby",
    text: "Explain that federal FMLA gives 12 weeks of unpaid, job-protected leave only where the employer has 50 or more employees within 75 miles and the employee has worked there 12 months and 1,250 hours, and that paid leave comes from the employer's policy or a state programme (California, New York, Washington, New Jersey, Massachusetts and others).",
    when: [...us, "fmla"],
    unless: notUs,
  },
  {
    kinds: ["advice", "question", "email"],
    about: "flexible working request hours",
    text: "Treat it as a UK statutory flexible-working request — open to employees from their first day, up to two in any 12 months — which the employer must decide within two months and can refuse only for one of eight listed business reasons after consulting the employee.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question"],
    about: "overtime hours daily paid time half",
    text: "Apply California's overtime rules: non-exempt employees earn time and a half beyond 8 hours in a workday or 40 in a week, and double time beyond 12 hours in a day, plus meal and rest breaks with premium pay when they're missed.",
    when: california,
    unless: otherThan(california),
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "holiday entitled entitlement annual leave statutory",
    text: "State the UK statutory minimum of 5.6 weeks' paid holiday a year (28 days for a five-day week, which may include bank holidays), pro rata for part-time hours, and that holiday pay must reflect normal pay including regular overtime.",
    when: uk,
    unless: notUk,
  },
  // Consumer refunds and chargebacks.
  {
    kinds: ["advice", "question", "email"],
    about: "online return refund cancel bought order",
    text: "Apply the UK's distance-selling rule: goods bought online or by phone can usually be cancelled within 14 days of delivery for any reason, with another 14 days to send them back and a refund due within 14 days of return, apart from exceptions such as personalised or unsealed hygiene items.",
    when: uk,
    // Something bought, not a tax return filed online.
    unless: [...notUk, "tax", "self assessment", "hmrc"],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "refund return faulty warranty guarantee online",
    text: "Apply the EU rules: a 14-day right of withdrawal for online and distance purchases, and a legal guarantee of at least two years against goods that were faulty on delivery, owed by the seller rather than the manufacturer.",
    when: eu,
    unless: [...uk, ...us, ...canada, ...australia],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "refund return faulty chargeback warranty store",
    text: "Apply the Australian Consumer Law's consumer guarantees: for a major failure the buyer chooses their money back or a replacement, for a minor one the seller may repair first, store signs or policies can't remove these rights, and a change of mind gives no such right.",
    when: australia,
    unless: [...uk, ...us, ...canada, ...eu],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "chargeback dispute charge credit card bank",
    text: "Explain the US Fair Credit Billing Act route: dispute a billing error on a credit card in writing to the issuer within 60 days of the statement that first showed it, keep paying the undisputed balance, and note that debit cards have weaker protections and shorter deadlines.",
    when: us,
    unless: notUs,
  },
  {
    kinds: ["advice", "question", "email"],
    about: "flight delay delayed cancelled compensation airline",
    text: "Apply UK261 or EU261: a delay of three hours or more on arrival, or a late cancellation, earns fixed compensation by distance (£220/£350/£520 under UK rules, €250/€400/€600 under EU rules) unless the airline proves the cause was extraordinary (bad weather, air traffic control strikes, not routine technical faults), plus meals and accommodation while waiting.",
    when: [...uk, ...eu, "uk261", "eu261"],
    unless: [...us, ...canada, ...australia, ...notFlightDelay],
  },
  {
    kinds: ["advice", "question", "email"],
    about: "flight delay delayed cancelled refund airline",
    text: "Apply the US Department of Transportation rule: a passenger is owed a cash refund, not just a voucher, when an airline cancels or significantly changes a flight (a delay of over three hours domestic or six international) and the passenger declines the alternative, while compensation for delays comes only from the airline's own published commitments.",
    when: us,
    unless: [...notUs, ...notFlightDelay],
  },
  // Small business admin.
  {
    kinds: ["advice", "question", "email"],
    about: "late payment interest invoice overdue client unpaid",
    text: "Cite the UK's Late Payment of Commercial Debts (Interest) Act for business-to-business invoices: statutory interest at 8% above the Bank of England base rate plus fixed compensation of £40, £70 or £100 by the debt's size, unless the contract sets its own terms.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "vat register registration threshold turnover",
    text: "State the UK VAT registration threshold — currently £90,000 of taxable turnover over any rolling 12 months, with registration due within 30 days of the month it is passed — and weigh voluntary registration and the Flat Rate Scheme.",
    when: [...uk, "vat"],
    unless: [...notUk, ...eu],
  },
  {
    kinds: ["advice", "question", "explanation", "how-to"],
    about: "sales tax collect nexus online state sell",
    text: "Explain US economic nexus: since the Wayfair ruling each state sets its own threshold (commonly $100,000 of sales into the state, some with a transaction count), marketplaces such as Etsy and Amazon collect on their sales, and direct sales need a permit in each state where nexus is reached.",
    when: [...us, "sales tax", "nexus"],
    unless: notUs,
  },
  {
    kinds: ["advice", "question", "comparison", "explanation"],
    about: "sole trader limited company ltd incorporate",
    text: "Compare a UK sole trader (Self Assessment, income tax and Class 4 National Insurance on profits, simple records) with a limited company (corporation tax currently 19–25%, a salary and dividends, Companies House accounts and confirmation statements, limited liability) at the member's profit level.",
    when: uk,
    // A trading business, not property held through a company.
    unless: [...notUk, "buy to let", "buy-to-let", "property", "properties", "mortgage", "mortgages", "landlord"],
  },
  {
    kinds: ["advice", "question", "comparison", "explanation"],
    about: "llc sole proprietor proprietorship corp s-corp",
    text: "Explain that a single-member LLC is taxed like a sole proprietorship by default (Schedule C and self-employment tax) but shields personal assets from business debts if kept separate, that an S-corp election can cut self-employment tax once profits support a reasonable salary, and that state fees vary (California charges at least $800 a year).",
    when: [...us, "llc"],
    unless: notUs,
  },
  {
    kinds: ["advice", "question", "how-to"],
    about: "mailing list newsletter email subscribers consent marketing",
    text: "Cover the sign-up rules: under UK and EU data-protection and e-privacy law marketing e-mails need a clear opt-in (no pre-ticked boxes) except the soft opt-in for existing customers, every e-mail needs an easy unsubscribe, each opt-in must be recorded, and US CAN-SPAM requires a postal address and honouring opt-outs within 10 business days.",
    when: ["gdpr", "consent", "can-spam", "legal", "legally", "compliant", "compliance", "allowed", "permission"],
  },
  {
    kinds: ["advice", "email", "question"],
    about: "review reply respond patient clinic dental practice",
    text: "Keep the reply from confirming that the reviewer is or was a patient or mentioning any treatment, since health privacy rules (HIPAA in the US, GDPR in the UK and EU) apply even when the reviewer disclosed it, and invite them to contact the practice directly.",
    when: [
      "patient",
      "patients",
      "clinic",
      "dental",
      "dentist",
      "therapist",
      "practice",
      "doctor",
      "physio",
      "chiropractor",
    ],
  },
  // Side-hustle and freelance tax.
  {
    kinds: ["advice", "question", "explanation"],
    about: "side hustle income tax earn extra declare hmrc",
    text: "Explain the UK £1,000 trading allowance — gross trading income up to that each tax year needs no declaring, above it register for Self Assessment by 5 October after the tax year — and that the allowance can be claimed instead of deducting actual expenses, not as well.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "side hustle income tax 1099 self-employment extra",
    text: "Explain that US side income is taxable whether or not a 1099-NEC or 1099-K arrives (the 1099-K threshold for payment apps has changed repeatedly and is currently $20,000 and 200 transactions), that 15.3% self-employment tax applies once net earnings reach $400, and that quarterly estimated payments may be needed.",
    when: [...us, "1099", "1099-k", "1099k", "venmo", "paypal"],
    unless: notUs,
  },
  // Personal finance by country.
  {
    kinds: ["advice", "question", "comparison", "explanation"],
    about: "tfsa rrsp fhsa contribution room",
    text: "Compare the TFSA (contribution room accumulating each year from age 18 since 2009, withdrawals tax-free and re-added the next calendar year) with the RRSP (deduction now, taxed on withdrawal, room of 18% of earned income up to the yearly limit) by current versus expected retirement tax rate, and the FHSA for a first home ($8,000 a year, $40,000 lifetime).",
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "workplace pension contribution salary sacrifice employer match",
    text: "Explain UK auto-enrolment minimums (8% of qualifying earnings, at least 3% from the employer), tax relief at the marginal rate, that salary sacrifice also saves National Insurance, and to check whether the employer matches above the minimum, which is usually worth taking first.",
    when: uk,
    unless: notUk,
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "hsa worth contribute invest",
    text: "Explain the HSA's triple tax advantage (deductible contributions, tax-free growth, tax-free qualified medical spending), that it requires HSA-eligible high-deductible health cover, has annual limits set by the IRS each year, and that the money stays the member's after changing jobs.",
    when: ["hsa", "hsas", "health savings account"],
  },
  // Insurance claims.
  {
    kinds: ["advice", "question", "email"],
    about: "insurance claim denied denial appeal insurer",
    text: "Set out the US health-plan appeal route under the Affordable Care Act: an internal appeal within 180 days of the denial with the doctor's letter of medical necessity, then an independent external review if it is upheld, and the state insurance department for help.",
    when: [...us, "health insurance", "medical necessity", "prior authorization", "prior auth", "eob"],
    unless: notUs,
  },
  {
    kinds: ["advice", "question", "email"],
    about: "insurance claim rejected refused complaint insurer",
    text: "Outline the UK route: a formal complaint to the insurer, then the free Financial Ombudsman Service once eight weeks have passed or a final response arrives (within six months of it), citing the policy wording and the duty not to refuse for non-disclosure that was neither deliberate nor careless.",
    when: uk,
    unless: notUk,
  },
  // Health by condition.
  {
    kinds: ["advice", "question", "explanation"],
    about: "asthma inhaler reliever wheezing attack",
    text: "Explain that needing the reliever inhaler three or more times a week signals poorly controlled asthma worth a review of the preventer, and that an attack where the reliever isn't helping, speaking in full sentences is hard or lips turn blue needs an emergency call.",
  },
  {
    kinds: ["advice", "question"],
    about: "pregnant pregnancy bleeding spotting movements cramps",
    text: "List the pregnancy warning signs that need same-day contact with the maternity unit or midwife rather than waiting — bleeding, severe tummy pain, a severe headache with vision changes or sudden swelling, fewer baby movements later in pregnancy, waters leaking, or fever.",
    // A worry about how the pregnancy is going, not food, work or an announcement.
    when: [
      "bleeding",
      "blood",
      "spotting",
      "pain",
      "cramp",
      "cramps",
      "cramping",
      "movement",
      "movements",
      "moving less",
      "kicking",
      "headache",
      "swelling",
      "swollen",
      "leaking",
      "fever",
      "worried",
      "worry",
      "should i worry",
    ],
    unless: ["test", "announce", "announcement", "caption", "gift"],
  },
  {
    kinds: ["advice", "question", "explanation"],
    about: "menopause perimenopause hrt hot flushes flashes",
    text: "Explain that HRT's benefits usually outweigh risks for most women under 60 or within ten years of menopause, that estrogen through the skin (patch, gel) doesn't raise clot risk as tablets can, that a progestogen is needed if there is a womb, and that any bleeding after menopause must be checked.",
  },
  {
    kinds: ["advice", "question"],
    about: "missed pill contraceptive forgot birth control",
    text: "Give the standard missed-pill rules by pill type from the leaflet — for a combined pill, one missed pill is taken as soon as remembered with no extra protection, two or more need condoms for seven days and possibly emergency contraception — and note that a pharmacist can advise free and same day.",
    when: ["pill", "pills"],
  },
  {
    kinds: ["advice", "question"],
    about: "missed dose forgot medication medicine double",
    text: "Give the general rule — take a missed dose when remembered unless it's nearly time for the next, never double up — and check the leaflet or a pharmacist because some medicines (insulin, blood thinners, epilepsy drugs) have specific rules.",
    unless: ["pill", "pills", "contraceptive", "birth control"],
  },
  {
    kinds: ["advice", "question"],
    about: "low blood sugar hypo diabetes insulin",
    text: "Give the rule of 15 for a hypo — about 15 g of fast-acting sugar, recheck after 15 minutes, repeat if still low, then a snack if the next meal is far off — and that someone drowsy or unable to swallow needs an emergency call, not food by mouth.",
    when: [
      "low blood sugar",
      "sugar is low",
      "sugar low",
      "sugars low",
      "hypo",
      "hypoglycemia",
      "hypoglycaemia",
      "shaky",
      "sugar dropped",
      "sugar dropping",
    ],
    unless: ["carb", "carbs", "recipe", "recipes", "meal", "meals", "diet", "snack ideas"],
  },
  // Mental health and care.
  {
    kinds: ["advice", "question"],
    about: "suicidal suicide feel thoughts friend",
    text: "Give the crisis line for the member's country — 988 in the US and Canada, Samaritans on 116 123 in the UK and Ireland, Lifeline on 13 11 14 in Australia — and emergency services if life is at immediate risk, before anything else.",
    when: [
      "suicidal",
      "suicide",
      "kill myself",
      "end my life",
      "end it all",
      "self harm",
      "self-harm",
      "want to die",
      "don't want to be here",
      "dont want to be here",
    ],
    // Someone at risk, not a story, an essay or figures.
    unless: ["character", "story", "novel", "essay", "statistics", "rates", "research"],
  },
  {
    kinds: ["advice", "question", "how-to"],
    about: "therapist therapy counselling counseling affordable afford",
    text: "Point to NHS Talking Therapies, which in England takes self-referrals without a GP for anxiety and depression, and, for private therapy, to checking registration with the BACP, UKCP or HCPC.",
    when: england,
    unless: [...notUk, ...scotland, "wales", "welsh", "northern ireland"],
  },
  {
    kinds: ["advice", "question", "how-to"],
    about: "therapist therapy counselling counseling affordable insurance",
    text: "Cover the US routes to affordable therapy — the insurer's in-network directory and mental-health benefits, community mental-health centres, sliding-scale fees, university training clinics and an employer's EAP sessions — and checking the therapist's state licence.",
    when: us,
    unless: notUs,
  },
  {
    kinds: ["advice", "question"],
    about: "dementia alzheimers attorney finances legal diagnosed",
    text: "Stress making both lasting powers of attorney — property and financial affairs, and health and welfare — while the person still has capacity, and checking Attendance Allowance (not means-tested, for those over State Pension age) and a carer's assessment from the council.",
    when: [...england, "wales", "welsh", "cardiff", "lpa"],
    unless: [...notUk, ...scotland, "northern ireland"],
  },
  {
    kinds: ["advice", "question"],
    about: "dementia alzheimers attorney finances legal diagnosed",
    text: "Stress setting up a durable power of attorney for finances and a healthcare proxy or advance directive while the person still has capacity, and that Medicare doesn't pay for long-term custodial care, which Medicaid may cover after a means test.",
    when: [...us, "medicare", "medicaid"],
    unless: notUs,
  },
  {
    kinds: ["advice", "question", "email", "how-to"],
    about: "pip form assessment claim disability points",
    text: "Help describe how the condition affects each PIP activity on a bad day, how often and with what help, backed by evidence from professionals, and note that a refused claim needs a mandatory reconsideration within one month before an appeal to the tribunal.",
    when: ["pip", "personal independence payment", "dwp"],
    unless: ["performance improvement", "pip install", "python", "employee", "employees"],
  },
  {
    kinds: ["advice", "question", "how-to"],
    about: "ssdi ssi disability claim denied",
    text: "Explain that SSDI needs enough work credits and a condition expected to last 12 months that prevents substantial gainful activity, starts after a five-month waiting period, that most initial claims are denied, and that an appeal (reconsideration) must be filed within 60 days.",
  },
];
