/** A quantity in kitchen units as recipes write it: "1/2 cup butter", "2 tbsp flour", "3 lb chicken". */
const kitchenQuantity =
  /(?:^|[\s,:;(-])[\d¼½¾⅓⅔][\d¼½¾⅓⅔/.]*\s*(?:cups?|tsp|tbsp|teaspoons?|tablespoons?|g|kg|ml|l|oz|lbs?|cans?|pinch)\b/gimu;

/** Text that lists a recipe's ingredients: at least three quantities in kitchen units. */
export const listsIngredients = (text: string) => (text.match(kitchenQuantity) ?? []).length >= 3;
