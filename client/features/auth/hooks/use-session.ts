import { useQuery } from '@tanstack/react-query';
import { sessionQuery, type SessionUser } from '../api/get-session.ts';

/** The signed-in user, or null for a visitor; `isPending` until the server has answered. */
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data?.user ?? null, isPending };
}
