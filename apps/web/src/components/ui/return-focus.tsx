import { useLayoutEffect, useRef, type RefObject } from "react";

type AutoFocusHandler = (event: Event) => void;

/** Notes what had focus the moment the dialog's content mounted, before anything inside takes it. */
function RememberOpener({ openerRef }: { openerRef: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [openerRef]);
  return null;
}

/**
 * Radix dialogs give focus back to their Trigger when they close. Dialogs opened from code (a
 * link on a marketing page, a keyboard shortcut, a button elsewhere) have no Trigger, so focus
 * would fall to the page; this hands it back to whatever had it when the dialog opened. Render
 * `marker` inside the content and pass `onCloseAutoFocus` to it.
 */
export const useReturnFocus = (onCloseAutoFocus?: AutoFocusHandler) => {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    marker: <RememberOpener openerRef={openerRef} />,
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = openerRef.current;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
};
