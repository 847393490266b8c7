/**
 * After an Up/Down button moved its item, keeps the keyboard focus with the item: on the pressed
 * button at its new place, or on its twin when the item reached an end (and the pressed one is now
 * disabled). Runs after the next paint, once the list shows the new order.
 */
export const focusMovedControl = (pressedId: string, twinId: string) =>
  requestAnimationFrame(() => {
    const pressed = document.getElementById(pressedId);
    const twin = document.getElementById(twinId);
    (pressed instanceof HTMLButtonElement && pressed.disabled ? twin : pressed)?.focus();
  });
