import type { ExpertTip } from "../expert-tip.ts";
import {
  california,
  depositInterest,
  england,
  florida,
  illinois,
  newYork,
  notUk,
  ohio,
  ontario,
  otherThan,
  scotland,
  texas,
} from "./terms.ts";

/**
 * Something in the home needs fixing: a repair remedy suits only that ("rent goes from $1,050 to
 * $1,125" is a landlord's notice with no repair in it).
 */
const needsRepair =
  /\b(?:repairs?|repaired|fix|fixed|broken|broke|leak\w*|mou?ld\w*|damp|heat|heating|hot water|withhold\w*|escrow|pests?|roach\w*|mice|rats|a\/?c|air ?con\w*|disrepair|not working|doesn'?t work|won'?t work)\b/u;

/** A deposit kept, cut, withheld, claimed or in question, in either order ("kept £300 of my deposit", "deposit still not back"). */
const DEPOSIT_IN_DISPUTE =
  /\b(?:kept|keeping|keep|deduct\w*|withh[eo]ld\w*|won'?t (?:return|give)|hasn'?t (?:returned|given)|refus\w*|taking|took|charg\w*|claim\w*|disput\w*|protect\w*|scheme)\b[^.?!]{0,40}\bdeposits?\b|\bdeposits?\b[^.?!]{0,40}\b(?:kept|deduct\w*|withheld|not (?:been )?(?:returned|back)|back yet|still not|disput\w*|protected|scheme|deductions?)\b/u;

/** The member rules out withholding rent ("don't make it sound like I'm threatening to withhold rent"). */
const refusesWithholding = /\b(?:don'?t|do not|not|never|no|without)\b[^.?!]{0,50}\bwithhold/u;
/** The member rules out legal pressure altogether ("Don't threaten anything legal yet, just want it on record"). */
const refusesLegal =
  /\b(?:don'?t|do not|not|never|no|without)\b[^.?!]{0,40}\b(?:legal|law|laws|lawyer|solicitor|court|statutes?|threat\w*|threaten\w*)\b/u;
/** A repair where withholding rent is still an option to warn about, and the law may be named. */
const repairWithholdingOpen = new RegExp(
  `^(?=[\\s\\S]*${needsRepair.source})(?![\\s\\S]*${refusesWithholding.source})(?![\\s\\S]*${refusesLegal.source})`,
  "u",
);
/** A repair by a member who will not withhold rent: its risks are beside the point. */
const repairWithoutWithholding = new RegExp(
  `^(?=[\\s\\S]*${needsRepair.source})(?=[\\s\\S]*${refusesWithholding.source})`,
  "u",
);

/** Deposits, by state and nation, repairs and withholding rent, by state, rent increases and eviction notices. */
export const tenancyTips: ExpertTip[] = [
  // Deposits, by state and nation.
  {
    kinds: ["advice", "question", "email"],
    about: "deposit security landlord return withheld deductions",
    text: "Apply California's rule (Civil Code 1950.5): the landlord has 21 days after move-out to return the deposit or send an itemised statement of deductions, with receipts once repair or cleaning deductions reach $125, bad-faith withholding can cost up to twice the deposit in damages, and since July 2024 most deposits are capped at one month's rent.",
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
    text: "Apply Ohio's rule (Revised Code 5321.16): the landlord has 30 days after termination to return the deposit with an itemised list of deductions, provided the tenant gave a forwarding address in writing, and a tenant wrongly denied it can recover that amount plus an equal sum in damages and attorney's fees.",
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
    text: "Check whether the deposit was protected in a government-approved scheme within 30 days with the prescribed information given, since in England and Wales an unprotected deposit lets the tenant claim one to three times its value and restricts the landlord's possession notices, and the deposit is capped at five weeks' rent for most tenancies.",
    when: england,
    // A deposit in dispute ("he kept £300 of my deposit", "is my deposit protected?"), not any letter
    // to a landlord in England, nor a repair asked for by a tenant who wants theirs back one day.
    whenPattern: DEPOSIT_IN_DISPUTE,
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
  {
    kinds: ["advice", "question", "email"],
    about: "deposit damage security landlord return withheld deductions keep",
    text: "Apply Ontario's rule (Residential Tenancies Act, ss. 105–106): a landlord may take only a deposit for the last month's rent, which earns yearly interest at the rent-increase guideline, and a refundable key deposit of no more than the expected cost of replacing the keys; a damage deposit is not allowed at all, and the tenant can recover it through the Landlord and Tenant Board (form T1) within a year of the landlord taking or keeping it.",
    when: ontario,
    unless: otherThan(ontario),
  },
  // Repairs and withholding rent, by state.
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repair withhold rent escrow",
    text: "Explain Ohio's rent escrow procedure (Revised Code 5321.07): with rent paid up to date, give the landlord written notice of the problem, and if it isn't fixed within a reasonable time (up to 30 days) deposit the rent with the municipal or county court clerk instead of simply withholding it, which can lead to eviction.",
    when: ohio,
    whenPattern: needsRepair,
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
    whenPattern: needsRepair,
    unless: otherThan(california),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repair broken leak withhold ac",
    text: "Follow Texas's procedure (Property Code 92.056): with rent paid up, give notice of a condition affecting health or safety, then a second written notice (or one by certified mail) and a reasonable time — presumed seven days — before remedies such as repair-and-deduct, ending the lease or a justice court order, and stress that withholding rent is not allowed in Texas.",
    when: texas,
    whenPattern: needsRepair,
    unless: otherThan(texas),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repair broken leak withhold ac",
    text: "Note Florida's rule (Statute 83.60): a tenant may withhold rent for a landlord's failure to maintain the property only after delivering seven days' written notice specifying the problem and the intent to withhold, and should keep the withheld rent set aside in case a court orders it paid in.",
    when: florida,
    whenPattern: needsRepair,
    unless: otherThan(florida),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repairs repair heat mold fix apartment",
    text: "Cite New York's warranty of habitability (Real Property Law 235-b), and in New York City suggest a 311 complaint so HPD can inspect and issue violations, with an HP action in Housing Court to compel repairs, rather than withholding rent without advice.",
    when: newYork,
    whenPattern: needsRepair,
    unless: otherThan(newYork),
  },
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repairs repair disrepair damp mould fix",
    text: "Point to the landlord's repairing duty for structure, heating, hot water and sanitation under section 11 of the Landlord and Tenant Act 1985 and the Homes (Fitness for Human Habitation) Act 2018, the council's environmental health team if written requests fail, and the rule that withholding rent risks possession proceedings.",
    when: england,
    whenPattern: repairWithholdingOpen,
    unless: [...notUk, ...scotland, "northern ireland"],
  },
  // A member who rules out withholding rent has no use for its risks.
  {
    kinds: ["advice", "question", "email"],
    about: "landlord repairs repair disrepair damp mould fix",
    text: "Cite the landlord's repairing duty under section 11 of the Landlord and Tenant Act 1985 and the Homes (Fitness for Human Habitation) Act 2018 briefly, and say the council's environmental health team will be contacted if the repair is not made.",
    when: england,
    whenPattern: repairWithoutWithholding,
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
    text: "Explain that in Texas a landlord usually must give a written three-day notice to vacate (unless the lease sets another period) before filing an eviction suit in justice court, that only a writ of possession executed by a constable after a court judgment can remove a tenant, and that cutting utilities to force someone out is illegal.",
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
    about: "evict eviction notice section landlord",
    text: "Check which regime the notice was served under, since in England the Renters' Rights Act abolishes section 21 no-fault notices (two months) in favour of section 8 notices that must cite a statutory ground, and that either way the tenant need not leave until a court possession order is enforced by bailiffs.",
    when: england,
    unless: [...notUk, ...scotland, "northern ireland"],
  },
  {
    kinds: ["advice", "question"],
    about: "evict eviction notice landlord rent demand marshal",
    text: "Explain that in New York a landlord must serve a 14-day written rent demand before a nonpayment case, give 30, 60 or 90 days' notice to end a tenancy according to its length, and can evict only through a Housing Court judgment carried out by a marshal or sheriff, and that in New York City income-eligible tenants have a right to a free lawyer.",
    when: newYork,
    unless: otherThan(newYork),
  },
  {
    kinds: ["advice", "question"],
    about: "evict eviction notice leave landlord tribunal",
    text: "Explain that in Scotland a private landlord must serve a notice to leave citing one of the statutory eviction grounds and that only the First-tier Tribunal (Housing and Property Chamber) can grant an eviction order, so the tenant need not move out when the notice period ends.",
    when: scotland,
    unless: notUk,
  },
];
