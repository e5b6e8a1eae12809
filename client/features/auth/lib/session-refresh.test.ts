import { describe, expect, it, vi } from 'vitest';
import { SESSION_REFRESH_ATTEMPTS, SESSION_UPDATE_AGE_SECONDS } from '#common/constants/session.ts';
import { isNearExpiry, retryDelays, withBackoff, type BackoffOptions } from './session-refresh.ts';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-11-21T12:00:00Z');
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

describe('isNearExpiry', () => {
  it('is true within the last day of a session and once it has ended, false before', () => {
    expect(SESSION_UPDATE_AGE_SECONDS).toBe(24 * 60 * 60);
    expect(isNearExpiry(at(29 * 24 * HOUR), now)).toBe(false);
    expect(isNearExpiry(at(24 * HOUR + 1), now)).toBe(false);
    expect(isNearExpiry(at(24 * HOUR - 1), now)).toBe(true);
    expect(isNearExpiry(at(HOUR), now)).toBe(true);
    expect(isNearExpiry(at(-HOUR), now)).toBe(true);
    expect(isNearExpiry(new Date(now + 2 * HOUR), now, 3 * HOUR)).toBe(true);
  });

  it('is false for a date it cannot read', () => {
    expect(isNearExpiry('not a date', now)).toBe(false);
  });
});

/** Runs `withBackoff` on `attempt` (given the call's number, from 1) with a sleep that only records how long it was asked to wait. */
function recordBackoff<T>(attempt: (call: number) => Promise<T>, options: Omit<BackoffOptions, 'sleep'> = {}) {
  const waited: number[] = [];
  let calls = 0;
  const result = withBackoff(() => attempt(++calls), { ...options, sleep: async (ms) => void waited.push(ms) });
  return { result, waited, calls: () => calls };
}

describe('retry back-off', () => {
  it('waits 200 ms before the first retry and doubles each time', () => {
    expect(retryDelays()).toEqual([200, 400, 800, 1600]);
    expect(retryDelays().length).toBe(SESSION_REFRESH_ATTEMPTS - 1);
    expect(retryDelays(3, 100)).toEqual([100, 200]);
    expect(retryDelays(1)).toEqual([]);
  });

  it('retries a failing call on that schedule and answers the first success', async () => {
    const run = recordBackoff(async (call) => {
      if (call < 4) throw new Error(`failure ${call}`);
      return 'session';
    });
    await expect(run.result).resolves.toBe('session');
    expect(run.calls()).toBe(4);
    expect(run.waited).toEqual([200, 400, 800]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const run = recordBackoff(async (call) => {
      throw new Error(`failure ${call}`);
    });
    await expect(run.result).rejects.toThrow('failure 5');
    expect(run.waited).toEqual([200, 400, 800, 1600]);
  });

  it('does not retry an error that is not worth it', async () => {
    const run = recordBackoff(
      async () => {
        throw new Error('unauthorised');
      },
      { shouldRetry: () => false },
    );
    await expect(run.result).rejects.toThrow('unauthorised');
    expect(run.calls()).toBe(1);
    expect(run.waited).toEqual([]);
  });

  it('waits with real timers when no sleep is given: 200 ms, then 400 ms', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      let done = false;
      const running = withBackoff(async () => {
        calls += 1;
        if (calls < 3) throw new Error('again');
      }).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(199);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(399);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      await running;
      expect(calls).toBe(3);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
