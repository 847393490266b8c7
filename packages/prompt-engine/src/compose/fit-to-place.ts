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

/** The countries a text names, by their index in the list above. */
export const countriesNamed = (lower: string) =>
  new Set(countries.flatMap((names, index) => (names.some((name) => containsPhrase(lower, name)) ? [index] : [])));

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
