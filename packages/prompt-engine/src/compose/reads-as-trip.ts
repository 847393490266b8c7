import type { Term } from "../text/nlp.ts";
import { movePattern, routinePattern, tripPattern } from "./signal-patterns.ts";

/**
 * A stay somewhere asked about: a trip named ("road trip", "itinerary"), or a place one goes to
 * with a stay said beside it ("5 days in Lisbon"). "3 days a week… I'm in Cape Town" is a routine
 * where the member lives, and "relocating to Montreal" a move, not a stay.
 */
export const readsAsTrip = (lower: string, terms: Term[]): boolean =>
  tripPattern.test(lower) ||
  (!routinePattern.test(lower) &&
    !movePattern.test(lower) &&
    terms.some(
      (term, at) =>
        (term.tags.has("City") || term.tags.has("Country")) &&
        // "5 days in Lisbon", not "the Turkey Trot 5K … 9 weeks from now": a place one goes to…
        /^(?:in|to|around|across|through|visiting)$/u.test(terms[at - 1]?.normal ?? "") &&
        // …not where someone lives or works ("dad still lives alone in Brampton", "I work 9-5 in Mississauga")…
        !terms
          .slice(Math.max(0, at - 6), at)
          .some((before) => /^(?:lives?|living|based|works?|working|home)$/u.test(before.normal)) &&
        // …for a stay said beside it, not "my studio in Bristol … pieces ready in 3 weeks".
        terms
          .slice(Math.max(0, at - 8), at + 8)
          .some((near) => /^(?:days?|nights?|weeks?|weekend)$/u.test(near.normal)),
    ));
