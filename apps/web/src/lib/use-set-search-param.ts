import { useCallback } from "react";

import { useSearchParamsUpdate } from "./use-search-params-update.ts";

/**
 * Sets one parameter of the address's query (an empty value removes it), keeping the others.
 * `replace` updates the current history entry, as typing in a search box should. Setting the value
 * the address already has adds no entry either (Enter after a typing pause already searched), so
 * Back never lands on the same address.
 */
export const useSetSearchParam = () => {
  const [, update] = useSearchParamsUpdate();
  return useCallback(
    (name: string, value: string, replace = false) =>
      update(
        (next) => {
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        (current) => ({ replace: replace || (current.get(name) ?? "") === value }),
      ),
    [update],
  );
};
