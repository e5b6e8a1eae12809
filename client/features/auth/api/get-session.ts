import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean;
}

export interface SessionData {
  session: { id: string; token: string; expiresAt: string };
  user: SessionUser;
}

export const sessionQueryKey = ['session'] as const;

/** The current session from the server (cookie), or null for a visitor. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ client }) => apiFetch<SessionData | null>('/api/auth/get-session', { client }),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});
