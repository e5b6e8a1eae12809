import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_REFRESH_TICK_MS } from '#common/constants/session.ts';
import { sessionQuery } from '../api/get-session.ts';
import { isNearExpiry, refreshSession } from '../lib/session-refresh.ts';

/**
 * While signed in, checks every 30 s whether the session ends within a day and, if so, asks the
 * server for it (refreshSession), which extends it; failures retry after 200 ms, doubling.
 * Mounted once, in the app's providers.
 */
export function useSessionRefresh(): void {
  const queryClient = useQueryClient();
  const expiresAt = useQuery(sessionQuery).data?.session.expiresAt;

  useEffect(() => {
    if (!expiresAt) return;
    let running = false;
    const tick = async () => {
      if (running || !isNearExpiry(expiresAt, Date.now())) return;
      running = true;
      try {
        await refreshSession(queryClient);
      } catch {
        // Still unreachable after the retries: the next tick tries again.
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), SESSION_REFRESH_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt, queryClient]);
}

/** Renders nothing; keeps the session fresh (useSessionRefresh) wherever it is mounted. */
export function SessionRefresh(): null {
  useSessionRefresh();
  return null;
}
