import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_REFRESH_TICK_MS } from '#common/constants/session.ts';
import { ApiError, apiFetch } from '#client/lib/api.ts';
import { sessionQuery, sessionQueryKey, type SessionData } from '../api/get-session.ts';
import { isNearExpiry, withBackoff } from '../lib/session-refresh.ts';

/** Lost connections and server errors are retried; any other answer is final. */
const isTransient = (error: unknown) => error instanceof ApiError && (error.code === 'network' || error.status >= 500);

/**
 * While signed in, checks every 30 s whether the session ends within a day and, if so, asks the
 * server for it (GET /api/auth/get-session), which extends it; failures retry after 200 ms,
 * doubling. Mounted once, in the app's providers.
 */
export function useSessionRefresh(): void {
  const queryClient = useQueryClient();
  const expiresAt = useQuery(sessionQuery).data?.session.expiresAt;

  useEffect(() => {
    if (!expiresAt) return;
    let stopped = false;
    let running = false;
    const tick = async () => {
      if (running || !isNearExpiry(expiresAt, Date.now())) return;
      running = true;
      try {
        const session = await withBackoff(() => apiFetch<SessionData | null>('/api/auth/get-session'), { shouldRetry: isTransient });
        if (!stopped) queryClient.setQueryData(sessionQueryKey, session);
      } catch {
        // Still unreachable after the retries: the next tick tries again.
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), SESSION_REFRESH_TICK_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [expiresAt, queryClient]);
}

/** Renders nothing; keeps the session fresh (useSessionRefresh) wherever it is mounted. */
export function SessionRefresh(): null {
  useSessionRefresh();
  return null;
}
