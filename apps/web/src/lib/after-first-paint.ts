/**
 * Runs `work` once the page has painted (after the next frame): requests a prerendered page makes
 * for later (the live theme's event stream, the session for the header) then neither compete with
 * its first paint nor count toward it.
 */
export const afterFirstPaint = (work: () => void) => {
  requestAnimationFrame(() => setTimeout(work, 0));
};
