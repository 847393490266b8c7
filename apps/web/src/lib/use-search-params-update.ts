import { useCallback, useRef } from "react";
import { useSearchParams, type NavigateOptions } from "react-router";

type Update = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's query and a truly functional way to change it. React Router hands a functional
 * update the query of the last render, so two changes made before the page renders again (a search
 * reported as typing pauses, and a filter clicked in the same instant) would each start from the
 * old query and the second would undo the first. Each update here starts from the query the last
 * one asked for, until the address shows a query of its own (Back, a link). Options may depend on
 * that query too.
 */
export const useSearchParamsUpdate = () => {
  const [params, setParams] = useSearchParams();
  // The query last asked for, and the rendered query it was asked on.
  const last = useRef({ on: params, requested: params });
  const update = useCallback(
    (change: Update, options?: NavigateOptions | ((current: URLSearchParams) => NavigateOptions)) => {
      const current = last.current.on === params ? last.current.requested : params;
      const next = change(new URLSearchParams(current));
      last.current = { on: params, requested: next };
      setParams(next, typeof options === "function" ? options(current) : options);
    },
    [params, setParams],
  );
  return [params, update] as const;
};
