import { describe, expect, it } from "vitest";

import { withRecipeChange } from "./with-recipe-change.ts";

describe("a recipe to change", () => {
  const ingredients = "2 cups flour\n1 tsp baking powder\n1/2 cup milk\n2 eggs";

  it("is cooking, not an edit, when the member asks for a diet, a size or a swap", () => {
    expect(withRecipeChange("rewrite", "can you make this dairy free? my son can't have milk", ingredients)).toBe(
      "recipe",
    );
    expect(withRecipeChange("neutral", "double this recipe for 12 people please", "Soup: 1 onion, 2 carrots")).toBe(
      "recipe",
    );
    expect(
      withRecipeChange(
        "neutral",
        "scale this to serve 27 and convert everything to grams",
        "Crust: 1 cup flour, 1/2 cup butter softened, 1/4 cup powdered sugar\nFilling: 2 eggs, 3/4 cup sugar, 2 tbsp flour",
      ),
    ).toBe("recipe");
  });

  it("stays an edit when only the wording is asked, and a question when nothing of a recipe is pasted", () => {
    expect(withRecipeChange("neutral", "recipe wants buttermilk, what can I substitute?", "")).toBe("neutral");
    expect(withRecipeChange("rewrite", "fix the typos in this recipe card", ingredients)).toBe("rewrite");
    expect(withRecipeChange("rewrite", "make this paragraph half as long", "We opened in 1998.")).toBe("rewrite");
  });
});
