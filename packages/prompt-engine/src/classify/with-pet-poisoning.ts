import type { KindId } from "../kinds.ts";

/** What is poisonous to cats and dogs, named as owners type it. */
export const PET_POISONS = [
  ...["lily", "lilies", "xylitol", "grapes", "grape", "raisins", "raisin", "chocolate", "antifreeze", "rat poison"],
  ...["slug pellets", "onion", "onions", "garlic", "ibuprofen", "paracetamol", "tylenol", "advil", "sago palm"],
];

const poison = new RegExp(`\\b(?:${PET_POISONS.join("|")})\\b`, "u");
/** An animal, or the vet who treats one: breeds are typed as often as "dog". */
const animal =
  /\b(?:dogs?|cats?|pupp(?:y|ies)|pups?|kittens?|pets?|vets?|lab|labrador|retriever|spaniel|terrier|beagle|collie|poodle|dachshund|pug|husky|whippet|greyhound|bulldog|schnauzer|chihuahua)\b/u;
const swallowed = /\b(?:ate|eaten|swallowed|got into|chewed|licked|had some|scoffed)\b/u;
/** A cat or a dog has swallowed something ("my lab just ate…"), not a question of what is safe to eat. */
export const PET_SWALLOWED = new RegExp(`^(?=[\\s\\S]*${animal.source})(?=[\\s\\S]*${swallowed.source})`, "u");

/**
 * "my lab just ate 5 or 6 grapes… do I need the emergency vet?" reads as no kind in particular,
 * and no kind has nothing to say about a poison: it is a question, answered with what the vet
 * line needs, first.
 */
export const withPetPoisoning = (kind: KindId, request: string): KindId => {
  if (kind !== "neutral") return kind;
  const lower = request.toLowerCase();
  return PET_SWALLOWED.test(lower) && poison.test(lower) ? "question" : kind;
};
