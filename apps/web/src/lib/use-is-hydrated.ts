import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/**
 * False while a page is prerendered and while the browser hydrates it (both render the same
 * markup), true afterwards and in any component the browser renders by itself.
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
