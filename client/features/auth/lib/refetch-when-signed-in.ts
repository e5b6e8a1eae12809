import { hashKey, type QueryClient } from '@tanstack/react-query';
import { sessionQuery, type SessionData } from '../api/get-session.ts';

/**
 * The server renders every page as a visitor. Once the session is known and it is a signed-in
 * reader, the queries that came with the page are asked again, so that what depends on the reader
 * (the owner's controls of their own post) fills in.
 */
export function refetchWhenSignedIn(queryClient: QueryClient, queryHashes: string[]): void {
  const rendered = new Set(queryHashes);
  const sessionHash = hashKey(sessionQuery.queryKey);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== sessionHash || event.query.state.status === 'pending') return;
    unsubscribe();
    if ((event.query.state.data as SessionData | null | undefined)?.user) {
      // Every one of them, also one whose component has not subscribed yet (a part of the page
      // still hydrating): marked stale only, it would not be asked again when it does, as queries
      // are not refetched on mount (client/lib/query-client.ts).
      // Asked again once the page has hydrated and the browser is idle: React hydrates a page part
      // by part, and a part that took over the server's markup after its data had changed would
      // differ from it.
      whenPageHydrated(() => void queryClient.invalidateQueries({ predicate: (query) => rendered.has(query.queryHash), refetchType: 'all' }));
    }
  });
}

/** Runs `run` when the browser is next idle after the page has hydrated (`<html data-hydrated>`, client/lib/hydration-gate.tsx). */
function whenPageHydrated(run: () => void): void {
  const root = document.documentElement;
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => run()) : setTimeout(run, 50));
  if (root.hasAttribute('data-hydrated')) {
    whenIdle();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
