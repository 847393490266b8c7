/** A quantity in kitchen units as recipes write it: "1/2 cup butter", "2 tbsp flour", "3 lb chicken". */
const quantity = String.raw`[\d¼½¾⅓⅔][\d¼½¾⅓⅔/.]*\s*(?:cups?|tsp|tbsp|teaspoons?|tablespoons?|g|kg|ml|l|oz|lbs?|cans?|pinch)\b`;
const kitchenQuantity = new RegExp(String.raw`(?:^|[\s,:;(-])${quantity}`, "gimu");
/** A line that opens with one, as a recipe lists its ingredients ("- 2 tbsp flour", "1. 200g sugar"). */
const ingredientLine = new RegExp(String.raw`^\s*(?:[-*•]\s*|\d+[.)]\s+)?${quantity}`, "iu");

/** Text that names a recipe's ingredients: at least three quantities in kitchen units, in a list or a line. */
export const namesIngredients = (text: string) => (text.match(kitchenQuantity) ?? []).length >= 3;

/**
 * Text laid out as a recipe's ingredient list: at least three lines that open with a quantity.
 * Figures inside lines ("KHP mass: 0.5103 g, 0.5087 g, 0.5121 g") are measurements, not ingredients.
 */
export const listsIngredients = (text: string) =>
  text.split("\n").filter((line) => ingredientLine.test(line)).length >= 3;
