import {
  SESSION_REFRESH_ATTEMPTS,
  SESSION_REFRESH_RETRY_BASE_MS,
  SESSION_UPDATE_AGE_SECONDS,
} from '#common/constants/session.ts';

/**
 * Whether a session ending at `expiresAt` should be refreshed now: when less than `windowMs` (the
 * server's update age, one day) is left, or it has already ended.
 */
export function isNearExpiry(expiresAt: string | Date, now: number, windowMs = SESSION_UPDATE_AGE_SECONDS * 1000): boolean {
  const ends = new Date(expiresAt).getTime();
  if (Number.isNaN(ends)) return false;
  return ends - now < windowMs;
}

/** The waits before each retry: 200, 400, 800, 1600 ms for five attempts. */
export function retryDelays(attempts = SESSION_REFRESH_ATTEMPTS, baseMs = SESSION_REFRESH_RETRY_BASE_MS): number[] {
  return Array.from({ length: Math.max(0, attempts - 1) }, (_, index) => baseMs * 2 ** index);
}

export interface BackoffOptions {
  attempts?: number;
  baseMs?: number;
  /** Whether a failure is worth another attempt (a lost connection, a 5xx); others end at once. */
  shouldRetry?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` until it succeeds, waiting 200 ms before the first retry and twice as long before
 * each next one; throws the last error when every attempt failed.
 *
 * @example const session = await withBackoff(() => apiFetch('/api/auth/get-session'));
 */
export async function withBackoff<T>(work: () => Promise<T>, options: BackoffOptions = {}): Promise<T> {
  const delays = retryDelays(options.attempts, options.baseMs);
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      await sleep(delay);
    }
  }
}
