/**
 * Prerendered pages carry only the CSS their first paint needs, inline; the element names the
 * whole stylesheet in this attribute (lib/page-template.ts writes it at build).
 */
export const fullStylesheetAttribute = "data-stylesheet";

/**
 * Links the page's whole stylesheet, once: what later states and screens need (a dialog, a toast,
 * an island's form errors). Added by script, it never holds up a paint, and it only repeats the
 * inline rules for what is on screen, so nothing moves when it applies. A module that Vite loads
 * later with the same stylesheet finds this link and does not fetch it again.
 */
export const loadFullStylesheet = () => {
  const named = document.querySelector(`style[${fullStylesheetAttribute}]`)?.getAttribute(fullStylesheetAttribute);
  if (!named) return;
  const href = new URL(named, document.baseURI).href;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  if (links.some((link) => link.href === href)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.crossOrigin = "";
  link.href = href;
  document.head.append(link);
};
