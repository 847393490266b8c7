/**
 * The part of the site's stylesheet one prerendered page needs for its first paint, worked out
 * from the page's own HTML: every rule whose selector can match its markup in any state (hover,
 * focus, an open menu, each session variant of the header; see selector-needs.ts), in the
 * original order and cascade layers, plus the custom properties (and @property registrations)
 * those rules read. The whole stylesheet arrives after the first paint and only repeats these
 * rules for the markup on screen, so nothing moves when it applies.
 */
import postcss, { type AtRule, type Container, type Declaration, type Rule } from "postcss";

import { selectorNeeds, type SelectorNeed } from "./selector-needs.ts";

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const attributeValues = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, "g"))].map((match) => decodeAttribute(match[1] ?? ""));

/** The custom properties a piece of CSS (or an inline style) reads with var(). */
const variablesRead = (text: string) => [...text.matchAll(/var\(\s*(--[-\w]+)/g)].map((match) => match[1] ?? "");

/** What a page's markup offers selectors: its classes, ids and element names. */
const markupOf = (html: string) => {
  const present = {
    class: new Set(attributeValues(html, "class").flatMap((value) => value.split(/\s+/))),
    id: new Set(attributeValues(html, "id")),
    tag: new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => (match[1] ?? "").toLowerCase())),
  };
  return (need: SelectorNeed) => present[need.kind].has(need.name);
};

const isInsideKeyframes = (rule: Rule) =>
  rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name);

/**
 * Removes @media and @supports blocks left with nothing inside, innermost first. @layer blocks
 * stay, empty or not: the first mention of a layer sets its place in the cascade.
 */
const removeEmptyBlocks = (container: Container) => {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    removeEmptyBlocks(node);
    if (node.nodes.length === 0 && node.name !== "layer") node.remove();
  });
};

/**
 * Drops custom property declarations and @property registrations nothing left reads: most of
 * Tailwind's `--tw-*` defaults and theme values serve utilities other pages use. Properties read
 * by kept properties count too (repeated until nothing changes), and so do the page's inline styles.
 */
const removeUnreadVariables = (root: Container, html: string) => {
  const read = new Set(variablesRead(html));
  let isGrowing = true;
  while (isGrowing) {
    const before = read.size;
    root.walkDecls((declaration) => {
      if (!declaration.prop.startsWith("--") || read.has(declaration.prop)) {
        for (const name of variablesRead(declaration.value)) read.add(name);
      }
    });
    isGrowing = read.size > before;
  }
  root.walkDecls((declaration: Declaration) => {
    if (declaration.prop.startsWith("--") && !read.has(declaration.prop)) declaration.remove();
  });
  root.walkAtRules("property", (registration) => {
    if (!read.has(registration.params.trim())) registration.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
};

/**
 * Reads a stylesheet once and answers, for each page's whole HTML, the CSS that page needs
 * inline. (Rules nested in rules, which the built stylesheet does not have, go with their parent.)
 */
export const createCriticalCss = (stylesheet: string) => {
  const parsed = postcss.parse(stylesheet);
  return (html: string): string => {
    const isPresent = markupOf(html);
    const root = parsed.clone();
    root.walkRules((rule) => {
      if (isInsideKeyframes(rule) || rule.parent?.type === "rule") return;
      const canMatch = rule.selectors.some((selector) => selectorNeeds(selector).every(isPresent));
      if (!canMatch) rule.remove();
    });
    removeUnreadVariables(root, html);
    removeEmptyBlocks(root);
    return root.toString();
  };
};
