// The places a request names: a tip for one applies only where the request names it.
export const california = [
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
export const newYork = ["new york", "ny", "nyc", "brooklyn", "manhattan", "queens", "bronx"];
export const texas = ["texas", "tx", "houston", "dallas", "austin", "san antonio", "fort worth"];
export const florida = ["florida", "fl", "miami", "orlando", "tampa", "jacksonville"];
export const ohio = ["ohio", "columbus", "cleveland", "cincinnati", "toledo", "akron", "dayton"];
export const illinois = ["illinois", "chicago"];
export const england = ["england", "uk", "london", "manchester", "birmingham", "leeds", "bristol", "liverpool"];
export const scotland = ["scotland", "scottish", "edinburgh", "glasgow", "aberdeen", "dundee"];
/** A question of interest on a deposit, not of getting it back. */
export const depositInterest = ["interest", "yes or no"];
export const uk = [...england, "britain", "british", "wales", "welsh", "cardiff", "hmrc", "nhs", ...scotland];
export const us = [
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
/** Ontario, where a landlord may take no damage deposit at all. */
export const ontario = ["ontario", "toronto", "ottawa", "mississauga", "brampton", "gta"];
export const canada = [
  "canada",
  "canadian",
  "ontario",
  "quebec",
  "british columbia",
  "alberta",
  "toronto",
  "vancouver",
];
export const australia = [
  ...["australia", "australian", "aud", "sydney", "melbourne", "brisbane", "perth", "adelaide", "hobart"],
  ...["canberra", "darwin", "nsw", "new south wales", "queensland", "qld", "tasmania", "western australia"],
];
export const eu = [
  "eu",
  "europe",
  "european",
  "germany",
  "france",
  "spain",
  "italy",
  "netherlands",
  "ireland",
  "belgium",
];

/** Places whose rules differ from the UK's: a UK tip never fires where they are named. */
export const notUk = [...us, ...canada, ...australia, "india", "new zealand", "ireland", "irish"];
/** Places whose rules differ from the US's. */
export const notUs = [...uk, ...canada, ...australia, "india", "new zealand", ...eu];
/** What names a flight under US rules: the regulator, or a US airline ("a letter to united airlines"). */
export const usFlight = [
  ...["dot", "department of transportation", "united airlines", "delta", "southwest", "american airlines"],
  ...["jetblue", "alaska airlines", "spirit airlines", "frontier airlines", "allegiant", "hawaiian airlines"],
];
/** A train, or lost or damaged luggage: not a delayed or cancelled flight. */
export const notFlightDelay = ["train", "rail", "railway", "luggage", "suitcase", "bag", "baggage", "bags"];
/** Other US states and countries, for a tip written for one state. */
export const otherThan = (place: string[]) => [
  ...[...uk, ...canada, ...australia, ...us].filter((name) => !place.includes(name)),
];

/** A student loan repaid by income and written off after a term, which no interest comparison settles. */
export const INCOME_CONTINGENT_LOAN = [
  ...["plan 1", "plan 2", "plan 4", "plan 5", "plan 1 loan", "plan 2 loan", "student finance", "slc"],
  ...["hecs", "hecs-help", "help debt", "help loan"],
];
