import type { KindId } from "../kinds.ts";
import { namesIngredients } from "../text/kitchen-quantities.ts";

/** Readings of a pasted recipe to change that miss the recipe: a text to edit, or no kind sure enough. */
const misreadKinds = new Set<KindId>(["rewrite", "feedback", "neutral"]);
/** A recipe pasted to change: named over pasted text, or quantities in kitchen units ("1/2 cup butter, 2 tbsp flour"). */
const isPastedRecipe = (request: string, material: string) =>
  (material.trim() !== "" && /\brecipe\b/iu.test(request)) || namesIngredients(material);
/** A change to what is cooked: a diet, a size, a swap. */
const changesRecipe =
  /\b(?:gluten[- ]free|vegan|vegetarian|dairy[- ]free|lactose[- ]free|egg[- ]free|nut[- ]free|sugar[- ]free|keto|low[- ]carb|halve|half|double|triple|scale|convert|substitut\w*|swap|replace|without (?:eggs|butter|sugar|milk|flour)|for \d+ people|serves? \d+)\b/iu;

/**
 * A pasted recipe to change ("make this recipe gluten free and cut it in half", then the recipe) is cooking: what changes,
 * by how much and what it does to the bake, not an edit of its wording.
 */
export const withRecipeChange = (kind: KindId, request: string, material: string): KindId =>
  misreadKinds.has(kind) && isPastedRecipe(request, material) && changesRecipe.test(request) ? "recipe" : kind;
