import type { QueryClient } from '@tanstack/react-query';
import {
  SESSION_REFRESH_ATTEMPTS,
  SESSION_REFRESH_RETRY_BASE_MS,
  SESSION_UPDATE_AGE_SECONDS,
} from '#common/constants/session.ts';
import { ApiError } from '#client/lib/api.ts';
import { sessionQuery, type SessionData } from '../api/get-session.ts';

/**
 * Whether a session ending at `expiresAt` should be refreshed now: when less than `windowMs` (the
 * server's update age, one day) is left, or it has already ended.
 */
export function isNearExpiry(expiresAt: string | Date, now: number, windowMs = SESSION_UPDATE_AGE_SECONDS * 1000): boolean {
  const ends = new Date(expiresAt).getTime();
  if (Number.isNaN(ends)) return false;
  return ends - now < windowMs;
}

/** Lost connections and server errors are retried; any other answer is final. */
export const isTransient = (error: unknown) => error instanceof ApiError && (error.code === 'network' || error.status >= 500);

/**
 * The refresh's retries, as TanStack Query's `retry` and `retryDelay` take them: a transient
 * failure is tried again up to five attempts in all, after 200 ms and twice as long each next time.
 */
export const sessionRefreshRetry = {
  retry: (failures: number, error: unknown) => failures < SESSION_REFRESH_ATTEMPTS - 1 && isTransient(error),
  retryDelay: (failures: number) => SESSION_REFRESH_RETRY_BASE_MS * 2 ** failures,
};

/**
 * Asks the server for the session (GET /api/auth/get-session, which extends it) and puts the
 * answer in the cache; throws the last error when every attempt failed.
 */
export function refreshSession(queryClient: QueryClient): Promise<SessionData | null> {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0, ...sessionRefreshRetry });
}
