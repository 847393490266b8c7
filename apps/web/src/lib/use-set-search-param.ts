import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * Sets one parameter of the address's query (an empty value removes it), keeping the others.
 * `replace` updates the current history entry, as typing in a search box should. Setting the value
 * the address already has adds no entry either (Enter after a typing pause already searched), so
 * Back never lands on the same address.
 */
export const useSetSearchParam = () => {
  const [params, setParams] = useSearchParams();
  return useCallback(
    (name: string, value: string, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: replace || (params.get(name) ?? "") === value },
      ),
    [params, setParams],
  );
};
