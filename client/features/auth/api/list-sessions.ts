import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';

export interface ActiveSession {
  id: string;
  token: string;
  userAgent?: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

/** Every active session of the signed-in user. */
export const sessionsQuery = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: () => apiFetch<ActiveSession[]>('/api/auth/list-sessions'),
  staleTime: 0,
  refetchOnMount: 'always',
});
