import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's query and a functional update that builds on the previous update. React Router's
 * own functional `setSearchParams` reads the address of the last render, not of the last call, so
 * two changes before a re-render (two filters picked in quick succession) lost the first.
 */
export function useSearchParamsUpdate(): [
  URLSearchParams,
  (change: Change, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: Change, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
