/**
 * The header's mobile menu, as a few DOM listeners on its markup (a toggle button controlling the
 * menu's `hidden`): the prerendered site attaches it without React, and the app's header the same
 * way, so both behave alike. Escape closes it and gives focus back to the toggle; following a link
 * in it (e.g. /#pricing) closes it too. Returns what detaches it.
 */
export const attachHeaderMenu = (header: HTMLElement): (() => void) => {
  const toggle = header.querySelector<HTMLButtonElement>("button[aria-controls]");
  const menu = toggle && header.ownerDocument.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !menu) throw new Error("The header has no menu toggle");

  const setOpen = (isOpen: boolean) => {
    menu.hidden = !isOpen;
    toggle.setAttribute("aria-expanded", String(isOpen));
    toggle.setAttribute("aria-label", isOpen ? "Close menu" : "Open menu");
  };
  // `hidden` may also be "until-found", which hides the menu too.
  const onToggle = () => setOpen(menu.hidden !== false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || menu.hidden) return;
    setOpen(false);
    toggle.focus();
  };
  const onMenuClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };

  toggle.addEventListener("click", onToggle);
  header.addEventListener("keydown", onKeyDown);
  menu.addEventListener("click", onMenuClick);
  return () => {
    toggle.removeEventListener("click", onToggle);
    header.removeEventListener("keydown", onKeyDown);
    menu.removeEventListener("click", onMenuClick);
  };
};
