import { useSyncExternalStore } from 'react';

/** The subscription of a `useSyncExternalStore` whose value never changes after the first read in the browser. */
export const neverChanges = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true from then on (and at once on
 * a page rendered in the browser). For controls that do nothing until the page's scripts run.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
