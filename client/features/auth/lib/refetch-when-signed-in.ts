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
      void queryClient.invalidateQueries({ predicate: (query) => rendered.has(query.queryHash), refetchType: 'all' });
    }
  });
}
