import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_REFRESH_ATTEMPTS, SESSION_UPDATE_AGE_SECONDS } from '#common/constants/session.ts';
import { setClientTransport } from '#client/lib/api.ts';
import { sessionQueryKey, type SessionData } from '../api/get-session.ts';
import { isNearExpiry, refreshSession } from './session-refresh.ts';

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

const fresh: SessionData = {
  session: { id: 's1', token: 't', expiresAt: at(30 * 24 * HOUR) },
  user: { id: 'u1', email: 'buyer@example.com', name: 'Buyer' },
};

/**
 * A query client whose requests go to `answer` (given the call's number, from 1), with the time
 * of each call since the refresh started.
 */
function clientAnswering(answer: (call: number) => Response | Promise<Response>) {
  const client = new QueryClient();
  const calls: number[] = [];
  const started = Date.now();
  setClientTransport(client, async (input) => {
    expect(String(input)).toBe('/api/auth/get-session');
    calls.push(Date.now() - started);
    return answer(calls.length);
  });
  return { client, calls };
}

const unavailable = () => Response.json({ error: { code: 'internal', message: 'down' } }, { status: 503 });

describe('refreshing the session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a server error after 200 ms, then 400, then 800, and keeps the first answer', async () => {
    const { client, calls } = clientAnswering((call) => (call < 4 ? unavailable() : Response.json(fresh)));
    const refreshed = refreshSession(client);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(refreshed).resolves.toEqual(fresh);
    expect(calls).toEqual([0, 200, 600, 1400]);
    expect(client.getQueryData(sessionQueryKey)).toEqual(fresh);
  });

  it('retries a lost connection too, and gives up after five attempts with the last error', async () => {
    const { client, calls } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const refreshed = refreshSession(client);
    const outcome = expect(refreshed).rejects.toMatchObject({ code: 'network' });
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(calls).toEqual([0, 200, 600, 1400, 3000]);
    expect(calls).toHaveLength(SESSION_REFRESH_ATTEMPTS);
  });

  it('does not retry an answer that is final, and keeps the session it had', async () => {
    const { client, calls } = clientAnswering(() => Response.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }));
    client.setQueryData(sessionQueryKey, fresh);
    const outcome = expect(refreshSession(client)).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(calls).toEqual([0]);
    expect(client.getQueryData(sessionQueryKey)).toEqual(fresh);
  });

  it('takes a signed-out answer as the new state', async () => {
    const { client } = clientAnswering(() => Response.json(null));
    client.setQueryData(sessionQueryKey, fresh);
    const refreshed = refreshSession(client);
    await vi.advanceTimersByTimeAsync(0);
    await expect(refreshed).resolves.toBeNull();
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });
});
