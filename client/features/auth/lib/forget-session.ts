import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../api/get-session.ts';

/** Forgets everything cached for the signed-in user (site settings stay) and marks the page signed out. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
  queryClient.setQueryData(sessionQueryKey, null);
}
