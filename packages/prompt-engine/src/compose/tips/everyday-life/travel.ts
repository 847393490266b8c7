import type { ExpertTip } from "../expert-tip.ts";

/** A stop on the way, not a visit. */
const TRANSIT_WORDS = [
  "transit",
  "layover",
  "lay over",
  "stopover",
  "connecting flight",
  "connection",
  "change planes",
];

/** A past refusal asked about on a visa form: the answer that protects the application is the true one. */
const VISA_REFUSED =
  /\b(?:refused|refusal|rejected|denied)\b[^.?!]{0,40}\bvisas?\b|\bvisas?\b[^.?!]{0,40}\b(?:refused|refusal|rejected|denied)\b/u;

/** Travel: visas, passports, luggage, jet lag, insurance, hire cars and delays. */
export const travelTips: ExpertTip[] = [
  {
    kinds: ["question", "advice"],
    about: "visa refused refusal rejected denied application form declare",
    text: "Say plainly that a past refusal must be declared wherever a form asks, even one from another country years ago; that leaving it out can be treated as deception, which brings a refusal and a ban far worse than the old refusal; and how to explain it in a line with what has changed since.",
    whenPattern: VISA_REFUSED,
  },
  {
    kinds: ["question", "advice", "how-to"],
    about: "visa passport citizen esta visit travel",
    text: "Answer for the exact passport held and the destination, mention the electronic travel authorisations visa-free visitors still need (the US ESTA, Canada's eTA for air arrivals, the UK ETA), and point to the destination government's official site rather than agents charging extra.",
    when: ["visa", "visas", "esta", "eta", "etias"],
    unless: TRANSIT_WORDS,
  },
  {
    kinds: ["question", "advice", "how-to"],
    about: "transit visa layover connection stopover passport",
    text: "Cover, for the exact passport held and the country of the stop, whether a transit visa is needed to change planes without going through immigration, which other visas or residence cards the traveller holds waive it, what changes if bags must be re-checked or the stop is overnight, and where that government's official page is.",
    when: TRANSIT_WORDS,
  },
  {
    kinds: ["question", "advice"],
    about: "passport expires expire expiring expiry validity valid",
    text: "Check the destination's entry rule, since many countries (Thailand and much of Asia among them) require six months' passport validity on arrival, while Schengen countries need a passport issued within the last 10 years and valid three months beyond the date of leaving.",
    when: ["expire", "expires", "expiring", "expiry", "expired", "validity", "months left"],
  },
  {
    kinds: ["question", "advice"],
    about: "power bank powerbank lithium battery luggage",
    text: "Explain that power banks, spare lithium batteries and vapes must go in hand luggage, never in checked bags, that up to 100 Wh is allowed without approval while 100–160 Wh needs the airline's permission, and that some airlines now ban using or charging them on board.",
    when: ["power bank", "powerbank", "power banks", "lithium", "spare batteries", "vape"],
  },
  {
    kinds: ["advice", "question", "plan"],
    about: "jet lag jetlag timezone zones",
    text: "Use light timing — morning daylight after an eastward trip, late-afternoon daylight after a westward one — shift bedtime by an hour a day for a few days before departure if possible, and eat and sleep on local time from arrival.",
    when: ["jet lag", "jetlag", "jet-lag"],
  },
  {
    kinds: ["advice", "question", "comparison"],
    about: "travel insurance cancellation medical ehic",
    text: "Buy it when booking so cancellation cover starts early, declare pre-existing medical conditions, check the medical cover limit (high for the US) and activity exclusions, and note a UK GHIC or EHIC is no substitute for insurance.",
    when: ["travel insurance", "holiday insurance", "trip insurance", "ehic", "ghic"],
  },
  {
    kinds: ["question", "advice"],
    about: "rent rental hire car age",
    text: "Check the hire company's minimum age and young-driver surcharge (often under 25), whether the destination requires an International Driving Permit alongside the licence, and the excess on the included insurance before buying extra cover at the desk.",
    when: [
      "rent a car",
      "renting a car",
      "rental car",
      "car rental",
      "hire car",
      "car hire",
      "hire a car",
      "international driving permit",
      "idp",
    ],
  },
  {
    kinds: ["question", "advice", "plan"],
    about: "uk gb sticker britain dover england",
    text: "Cover the UK sticker that replaced GB in 2021 (not needed if the number plate shows the UK identifier), kit rules such as France's compulsory hi-vis vests and warning triangle, Crit'Air clean-air stickers for some French cities, and checking insurance and breakdown cover abroad.",
    when: ["france", "europe", "spain", "italy", "germany", "eu", "abroad", "the continent", "ferry", "eurotunnel"],
  },
  {
    kinds: ["plan"],
    about: "road trip roadtrip national park",
    text: "Keep daily driving to about 4–5 hours (less with young children), check whether any park or reserve on the way needs booking for those dates, note long stretches without fuel or signal, and book lodging near popular stops early.",
    when: ["road trip", "roadtrip", "road-trip", "national park", "national parks", "driving from"],
  },
  {
    kinds: ["question", "advice"],
    about: "gratuity tipping etiquette restaurant tip hairdresser",
    text: "Go by the norms of the country, asking which if unclear, since they differ sharply (in the US about 15–20%, often 18–20% at sit-down restaurants, is expected for restaurants, hairdressers and taxis; in much of Europe rounding up or 5–10% is generous; in Japan tipping is not expected and can cause confusion).",
    when: [
      "tipping",
      "gratuity",
      "how much to tip",
      "how much should i tip",
      "should i tip",
      "do i tip",
      "how much do you tip",
      "to tip",
    ],
  },
  {
    kinds: ["question", "advice", "email", "how-to"],
    about: "lost delayed damaged luggage baggage airline",
    text: "Quote the file reference (PIR) made at the airport, claim reasonable costs of essentials with receipts, and respect the Montreal Convention's written-claim deadlines — 7 days for damage, 21 days from delivery for delayed bags.",
    when: [
      "lost luggage",
      "lost baggage",
      "lost my luggage",
      "lost my bag",
      "delayed luggage",
      "delayed baggage",
      "damaged luggage",
      "damaged suitcase",
      "luggage didn't arrive",
      "bag didn't arrive",
      "never arrived",
      "lost my suitcase",
    ],
  },
];
