/**
 * What a CSS selector needs of a page's markup before it can match anything there: the classes,
 * ids and element names it names, also inside a one-selector :is() or :where() (Tailwind wraps
 * its variants in them). Attributes and states (:hover, :focus-visible, [data-session=…],
 * [hidden], [aria-expanded]) are left out on purpose: they change while the page is open, so a
 * rule that needs only them is kept. So is anything inside :not(), :has() and selector lists in
 * :is()/:where(). The answer can keep a rule that never matches; it never drops one that can.
 */
export type SelectorNeed = { kind: "class" | "id" | "tag"; name: string };

const identifierCharacter = /[-_a-zA-Z0-9\u0080-\uffff]/;
const hexEscape = /^[0-9a-fA-F]{1,6}[ \t\n]?/;

/** Reads a CSS identifier from `start`, resolving escapes (`\:` and `\32 xl` alike). */
const readIdentifier = (selector: string, start: number): [name: string, end: number] => {
  let name = "";
  let index = start;
  while (index < selector.length) {
    const character = selector[index] ?? "";
    if (character === "\\") {
      const hex = hexEscape.exec(selector.slice(index + 1));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
        index += 1 + hex[0].length;
      } else {
        name += selector[index + 1] ?? "";
        index += 2;
      }
    } else if (identifierCharacter.test(character)) {
      name += character;
      index += 1;
    } else {
      break;
    }
  }
  return [name, index];
};

/** The index just past an attribute selector that opens at `start`, quoted values included. */
const skipAttribute = (selector: string, start: number) => {
  let index = start + 1;
  while (index < selector.length && selector[index] !== "]") {
    const character = selector[index];
    if (character === "\\") index += 2;
    else if (character === '"' || character === "'") {
      index += 1;
      while (index < selector.length && selector[index] !== character) index += selector[index] === "\\" ? 2 : 1;
      index += 1;
    } else index += 1;
  }
  return index + 1;
};

/**
 * The argument of a functional pseudo-class whose "(" is at `open`, whether it is one selector
 * (no comma outside nested parentheses and attributes), and the index just past its ")".
 */
const readArgument = (selector: string, open: number) => {
  let depth = 0;
  let isOneSelector = true;
  let index = open;
  while (index < selector.length) {
    const character = selector[index];
    if (character === "\\") index += 2;
    else if (character === "[") index = skipAttribute(selector, index);
    else {
      if (character === "(") depth += 1;
      else if (character === ")") depth -= 1;
      else if (character === "," && depth === 1) isOneSelector = false;
      index += 1;
      if (depth === 0) break;
    }
  }
  return { argument: selector.slice(open + 1, index - 1), isOneSelector, end: index };
};

/** The needs of one complex selector (no top-level commas: split a selector list first). */
export const selectorNeeds = (selector: string): SelectorNeed[] => {
  const needs: SelectorNeed[] = [];
  let startsCompound = true;
  let index = 0;
  while (index < selector.length) {
    const character = selector[index] ?? "";
    if (character === "[") {
      index = skipAttribute(selector, index);
    } else if (character === "." || character === "#") {
      const [name, end] = readIdentifier(selector, index + 1);
      needs.push({ kind: character === "." ? "class" : "id", name });
      index = end;
    } else if (character === ":") {
      const [pseudo, end] = readIdentifier(selector, selector[index + 1] === ":" ? index + 2 : index + 1);
      index = end;
      if (selector[index] === "(") {
        const { argument, isOneSelector, end: argumentEnd } = readArgument(selector, index);
        if (isOneSelector && /^(is|where)$/i.test(pseudo)) needs.push(...selectorNeeds(argument));
        index = argumentEnd;
      }
    } else if (/[\s>+~]/.test(character)) {
      index += 1;
      startsCompound = true;
      continue;
    } else if (startsCompound && (character === "\\" || /[a-zA-Z_]/.test(character))) {
      const [name, end] = readIdentifier(selector, index);
      needs.push({ kind: "tag", name: name.toLowerCase() });
      index = end;
    } else {
      // `*`, `&`, `|` and anything unforeseen need nothing of the markup.
      index += 1;
    }
    startsCompound = false;
  }
  return needs;
};
