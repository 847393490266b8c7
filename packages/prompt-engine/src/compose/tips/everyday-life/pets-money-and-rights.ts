import type { ExpertTip } from "../expert-tip.ts";
import { INCOME_CONTINGENT_LOAN } from "../rules-by-place/terms.ts";

/** Pets, money, consumer rights and tenancy. */
export const petsMoneyAndRightsTips: ExpertTip[] = [
  // Pets.
  {
    kinds: ["question", "advice"],
    about: "dog dogs puppy ibuprofen advil nurofen",
    when: [
      "ibuprofen",
      "advil",
      "nurofen",
      "motrin",
      "nsaid",
      "nsaids",
      "painkiller",
      "painkillers",
      "aspirin",
      "naproxen",
    ],
    text: "Warn plainly against human painkillers without a vet's instruction, since ibuprofen and other NSAIDs can cause stomach ulcers and kidney failure in dogs even at small doses, and advise ringing a vet or pet poison line at once if any has been swallowed.",
  },
  {
    kinds: ["question", "advice"],
    about: "cat cats kitten paracetamol tylenol acetaminophen",
    when: ["paracetamol", "tylenol", "acetaminophen", "calpol", "painkiller", "painkillers", "ibuprofen", "aspirin"],
    text: "Warn plainly that paracetamol (acetaminophen) can kill a cat even at a fraction of one tablet, and that ibuprofen and aspirin are dangerous too, so only vet-prescribed pain relief should be given, and a vet or pet poison line rung at once if any has been swallowed.",
  },
  {
    kinds: ["question", "advice"],
    about: "tuna cat cats kitten fish",
    text: "Explain that tuna suits an occasional treat but not a daily meal, since it lacks complete nutrition, tuna-heavy diets are linked to vitamin E deficiency (yellow fat disease) and mercury build-up, and tuna in spring water beats brine or oil.",
    when: ["tuna"],
  },
  {
    kinds: ["how-to", "advice", "question"],
    about: "nail nails claws claw trim trimming clip clipping",
    text: "Take off thin slivers at a time to avoid the quick (pink in light nails, a dark dot in the cut face of dark ones), have styptic powder or cornflour ready for bleeding, and build tolerance with treats over several brief sessions.",
    when: ["dog", "dogs", "puppy", "cat", "cats", "kitten"],
    // How to trim, not "nail trim only €15" on a groomer's price list.
    whenPattern:
      /\bhow (?:do|can|should|often) (?:i|we|you)\b|\b(?:trim|cut|clip)(?:ping|ming)? (?:my|our|his|her|their|the) (?:dog'?s?|cat'?s?|puppy'?s?|kitten'?s?|pet'?s?)? ?(?:nails|claws)\b|\b(?:scared|afraid|hates?|won'?t let)\b/u,
  },
  {
    kinds: ["advice", "plan"],
    about: "reactive reactivity aggressive aggression dog lunging",
    text: "Work at a distance where the dog notices other dogs or people but stays calm, pair each sighting with high-value food, avoid punishments or corrections that suppress warning signals, and suggest a vet check and a qualified behaviourist for aggression.",
    when: ["dog", "dogs"],
    unless: ["baby", "newborn", "infant", "toddler", "child", "kids", "cat", "cats"],
  },
  {
    kinds: ["advice"],
    about: "dog baby newborn infant toddler",
    text: "Put safety first: never leave the dog and baby together unsupervised even briefly, use gates and a separate retreat space for the dog, and get a vet check and a qualified behaviourist promptly rather than punishing growls, which are warnings.",
    when: [
      "aggressive",
      "aggression",
      "growl",
      "growled",
      "growling",
      "growls",
      "snapped",
      "snapping",
      "bit",
      "bite",
      "nipped",
      "lunged",
    ],
  },
  {
    kinds: ["plan", "advice", "how-to"],
    about: "puppy toilet potty house crate accidents",
    text: "Take the puppy out after every sleep, meal and play session and at least every one to two hours when awake, reward within seconds of going outside, clean accidents with an enzymatic cleaner, and never punish, which teaches hiding.",
    when: ["puppy", "puppies", "dog"],
  },
  // Money.
  {
    kinds: ["advice", "comparison", "question"],
    about: "mortgage loan invest fund overpay pay",
    text: "Compare the loan's interest rate (after any tax relief) with a realistic after-tax investment return, put a full employer match and an emergency fund ahead of both unless I have them already, and note that paying the loan off brings a guaranteed return while investing carries risk.",
    when: ["invest", "investing", "investments", "stocks", "index fund", "401k", "pension"],
    unless: INCOME_CONTINGENT_LOAN,
  },
  {
    kinds: ["plan", "advice"],
    about: "credit score improve raise build fico",
    text: "Focus on the biggest factors: on-time payments every month (set minimum autopay), card utilisation below 30% and ideally under 10% of limits, keeping old accounts open, and disputing errors on the free reports from each bureau, noting missed payments stay on file six to seven years but weigh less over time.",
    when: ["credit score", "credit rating", "credit report", "fico"],
  },
  {
    kinds: ["question"],
    about: "roth ira contribution limit max",
    text: "State the limit for the tax year asked about, note the income phase-out ranges for Roth contributions, that the limit is shared across traditional and Roth IRAs, and that contributions for a year can be made until the April filing deadline.",
    when: ["limit", "limits", "max", "maximum", "contribute", "contribution", "how much"],
  },
  {
    kinds: ["advice", "comparison"],
    about: "lump sum pension annuity monthly",
    text: "Compare the lump sum with the cost of buying an equivalent annuity, and weigh life expectancy, survivor benefits for a spouse, inflation adjustment, the plan's funding or guarantor (the PBGC in the US) and the tax on taking the lump sum.",
    when: ["lump sum", "lump-sum"],
  },
  {
    kinds: ["question", "how-to", "advice"],
    about: "tax taxes filing deadline return irs hmrc",
    text: "Give the filing deadline for my country (in the US usually April 15, with an extension moving filing but not payment to October; in the UK 31 October for paper and 31 January for online Self Assessment returns) and the automatic penalties for filing late.",
    when: ["deadline", "due date", "when is", "when's", "late"],
    unless: ["refund", "faulty", "product", "order", "amazon", "library", "appraisal", "performance review"],
  },
  {
    kinds: ["how-to", "advice", "question"],
    about: "freelance freelancer self-employed sole tax",
    // The rules of a country the member names come from that country's tip (rules by place); this one names none.
    text: "Cover setting aside roughly 25–30% of profit for tax, keeping records and receipts of deductible business expenses, and the registration and payment deadlines where I work.",
    when: ["tax", "taxes", "hmrc", "irs", "register", "registering"],
    // "Can I claim tax relief on work boots?" asks about one expense, not how to run the tax side.
    unless: [
      ...["claim", "tax relief", "deduct", "write off", "write-off", "allowable"],
      // One scheme asked about ("Making Tax Digital"), not how to run the tax side.
      ...["making tax digital", "mtd", "quarterly updates"],
      // Selling off the member's own things beside a job is no business to run the tax side of.
      ...["old clothes", "my old", "personal belongings", "personal items", "declutter", "decluttering"],
      // …nor is income shown for a visa or a loan.
      ...["clearing out", "car boot", "paye", "visa", "immigration", "income requirement", "mortgage", "affordability"],
      "ireland",
      "irish",
      "canada",
      "australia",
      "new zealand",
      "india",
      "germany",
      "france",
      "spain",
      "netherlands",
    ],
  },
  {
    kinds: ["question", "advice"],
    about: "ebay vinted depop sell tax",
    text: "Distinguish selling personal belongings for less than they cost (generally not taxable) from reselling or making items for profit (taxable trading), and note platforms now report sellers' totals to tax authorities.",
    when: ["tax", "taxes", "irs", "hmrc", "1099"],
  },
  {
    kinds: ["advice", "how-to", "question"],
    about: "testament executor guardian guardians estate wills",
    text: "Cover naming an executor and guardians for any children, the country's signing and witnessing rules (in England and Wales two independent witnesses who aren't beneficiaries or their spouses), and reviewing it after marriage, divorce or a new child.",
    when: ["will", "wills", "testament"],
  },
  // Consumer rights and tenancy.
  {
    kinds: ["advice", "question"],
    about: "rent increase raise raising hike landlord",
    text: "Check the lease and the rules where I live (ask where, if I have not said) — the notice a rise needs, any cap on it, and whether I can be made to leave without a court order — and compare with local market rents before negotiating.",
    // A rise in the rent, not a deposit kept back or rent owed.
    when: [
      "rent increase",
      "increase",
      "increasing",
      "raise",
      "raising",
      "rent hike",
      "hike",
      "going up",
      "goes up",
      "put up",
    ],
    unless: ["rent a car", "rental car", "my tenant", "my tenants", "allotment"],
  },
  {
    kinds: ["how-to", "advice", "question"],
    about: "small claims court claim sue suing owed owes",
    text: "Start with a letter before action giving a deadline, check the court's limit and fee (for example $12,500 for individuals in California, £10,000 on the small claims track in England and Wales), gather written evidence, and note a judgment only helps if the other side can pay.",
    when: ["small claims", "small claim", "sue", "suing", "court"],
  },
  {
    kinds: ["how-to", "advice", "email", "question"],
    about: "parking ticket pcn appeal fine",
    text: "Check the deadline and any early-payment discount (in the UK often still available during an informal challenge), collect photos of signs, road markings and any permit or receipt, and build the appeal on the specific grounds I give, or, if I give none, on ones such as unclear signage or a wrong vehicle.",
    // A parking ticket to challenge, not a noise heard in a car park nor a train ticket to refund.
    when: [
      ...["parking ticket", "parking tickets", "parking fine", "parking charge", "pcn", "penalty charge"],
      ...["penalty notice", "appeal", "appealing"],
    ],
  },
  {
    kinds: ["question", "advice"],
    about: "record recording phone call consent legal",
    text: "Explain one-party versus all-party consent and ask where each party is, since the stricter rule can apply across borders (most US states need only one participant's consent, while California and about a dozen others require everyone's).",
    when: ["record", "recording", "recorded"],
    unless: ["iphone", "android", "samsung", "pixel", "app", "podcast", "voicemail"],
  },
];
