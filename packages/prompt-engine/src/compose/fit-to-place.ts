import { containsPhrase } from "../text/contains-phrase.ts";
import { australia, canada, eu, uk, us } from "./tips/rules-by-place/terms.ts";

/**
 * Countries a request can name, each with its regions and cities: a tip's example from one
 * ("$12,500 in California") says nothing true to a member in another.
 */
const countries: readonly (readonly string[])[] = [
  us,
  uk,
  canada,
  australia,
  // Ireland's rules are the EU's where a tip gives the EU's ("€250 under EU rules").
  [...eu, "irish", "dublin", "cork", "galway"],
  ["new zealand", "auckland", "wellington", "christchurch"],
  ["india", "indian", "mumbai", "delhi", "bangalore", "bengaluru", "chennai", "hyderabad", "kolkata", "pune"],
  ["nigeria", "nigerian", "lagos", "abuja"],
  ["south africa", "johannesburg", "cape town", "durban", "pretoria"],
  ["kenya", "nairobi", "mombasa"],
  ["ghana", "accra"],
  ["philippines", "filipino", "manila", "cebu"],
  ["singapore"],
  ["malaysia", "kuala lumpur"],
  ["japan", "tokyo", "osaka", "kyoto"],
  ["brazil", "são paulo", "sao paulo", "rio de janeiro"],
  ["mexico", "mexico city", "guadalajara", "monterrey"],
  ["pakistan", "karachi", "lahore", "islamabad"],
  ["uae", "dubai", "abu dhabi"],
];

/**
 * Currencies that belong to one country or one of the places above ("€30k" is the euro area's;
 * a bare "$" is several countries' and names none).
 */
const currencies: readonly (readonly [RegExp, string])[] = [
  [/€|\beur\b|\beuros?\b/u, "eu"],
  [/£|\bgbp\b|\bquid\b/u, "uk"],
  // Rupees are also Pakistan's, Sri Lanka's and Nepal's: only the sign and the code name India.
  [/₹|\binr\b/u, "india"],
  [/₦|\bnaira\b|\bngn\b/u, "nigeria"],
  [/\bksh\b|\bkes\b|\bkenyan shillings?\b/u, "kenya"],
  [/\bzar\b/u, "south africa"],
  [/₱/u, "philippines"],
  [/\bnz\$|\bnzd\b/u, "new zealand"],
  [/\ba\$|\baud\b/u, "australia"],
  // Not "cad": computer-aided design.
  [/\bc\$/u, "canada"],
];

/** The countries a text names, by their index in the list above, or by the currency its sums are in. */
export const countriesNamed = (lower: string) => {
  const named = countries.flatMap((names, index) => (names.some((name) => containsPhrase(lower, name)) ? [index] : []));
  for (const [pattern, place] of currencies)
    if (pattern.test(lower)) named.push(countries.findIndex((names) => names.includes(place)));
  return new Set(named);
};

/** The countries a text names, outside its brackets: a tip names one country's norms only in brackets. */
export const countriesOutsideBrackets = (text: string) =>
  countriesNamed(text.replace(/\([^()]*\)/gu, "").toLowerCase());

/**
 * A tip as it fits the place the member names: its examples from other countries, given in
 * brackets ("check the court's limit (for example $12,500 in California)"), are left out, each
 * of several in one bracket apart ("(in the US about 15–20%; in Japan none)"). A request that
 * names no country takes every example; a tip that is one country's rule is gated by its own
 * terms (see rules-by-place/terms.ts).
 */
export const fitToPlace = (text: string, lower: string): string => {
  const members = countriesNamed(lower);
  if (members.size === 0) return text;
  const fits = (example: string) => {
    const named = countriesNamed(example.toLowerCase());
    return named.size === 0 || [...named].some((country) => members.has(country));
  };
  return text.replace(/(\s*)\(([^()]*)\)/gu, (_bracket, space: string, inside: string) => {
    const kept = inside.split(/;\s*/u).filter(fits);
    return kept.length === 0 ? "" : `${space}(${kept.join("; ")})`;
  });
};
