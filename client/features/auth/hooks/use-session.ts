import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** better-auth's answer to GET /api/auth/get-session: null when signed out. */
type SessionResponse = { session: unknown; user: SessionUser } | null;

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionUser | null> => {
    const body = await apiFetch<SessionResponse>('/api/auth/get-session');
    return body?.user ? { id: body.user.id, email: body.user.email, name: body.user.name } : null;
  },
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** The signed-in user, or null for a visitor; `isPending` until the first answer. */
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data ?? null, isPending };
}
