import { describe, expect, it } from "vitest";

import { selectorNeeds } from "./selector-needs.ts";

const classes = (selector: string) =>
  selectorNeeds(selector)
    .filter((need) => need.kind === "class")
    .map((need) => need.name);

describe("selectorNeeds", () => {
  it("reads Tailwind's escaped class names as the markup writes them", () => {
    expect(classes(".hover\\:bg-primary\\/90:hover")).toEqual(["hover:bg-primary/90"]);
    expect(classes(".\\32 xl\\:flex")).toEqual(["2xl:flex"]);
    expect(classes(".\\[\\&_a\\]\\:underline a")).toEqual(["[&_a]:underline"]);
    expect(classes(".py-2\\.5")).toEqual(["py-2.5"]);
  });

  it("needs the classes, ids and elements of every compound, also inside a one-selector :where()", () => {
    expect(selectorNeeds(":where(.space-y-4>:not(:last-child))")).toEqual([{ kind: "class", name: "space-y-4" }]);
    expect(selectorNeeds("nav#menu ul > li.active")).toEqual([
      { kind: "tag", name: "nav" },
      { kind: "id", name: "menu" },
      { kind: "tag", name: "ul" },
      { kind: "tag", name: "li" },
      { kind: "class", name: "active" },
    ]);
  });

  it("needs nothing of states and attributes, which change while the page is open", () => {
    expect(selectorNeeds("[hidden]:where(:not([hidden=until-found]))")).toEqual([]);
    expect(classes(".focus-visible\\:ring-2:focus-visible")).toEqual(["focus-visible:ring-2"]);
    expect(
      classes(
        ".group-data-\\[session\\=signed-in\\]\\/header\\:contents:is(:where(.group\\/header)[data-session=signed-in] *)",
      ),
    ).toEqual(["group-data-[session=signed-in]/header:contents", "group/header"]);
    expect(classes('[aria-expanded="true"] .x')).toEqual(["x"]);
  });

  it("needs nothing inside :not(), :has() or a selector list, where any one may do", () => {
    expect(selectorNeeds(":not(.a)")).toEqual([]);
    expect(selectorNeeds("div:has(> .b)")).toEqual([{ kind: "tag", name: "div" }]);
    expect(selectorNeeds(":is(.c, .d) span")).toEqual([{ kind: "tag", name: "span" }]);
    expect(selectorNeeds('*, ::before, [data-x="a,b"]')).toEqual([]);
  });
});
