import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Sets or removes query parameters of the current URL (replacing the history entry). It starts
 * from the address bar at the moment of the change, not from the last render's copy, so filter
 * changes made in quick succession, before the page has re-rendered, all survive.
 *
 * @example setSearchParams({ governorate: 'homs', cursor: undefined })
 */
export function useSetSearchParams(): (changes: Record<string, string | undefined>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { replace: true });
    },
    [setParams],
  );
}
