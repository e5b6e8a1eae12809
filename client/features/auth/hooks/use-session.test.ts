import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionData } from '../api/get-session.ts';
import { sessionUserQuery } from './use-session.ts';

const signedIn: SessionData = {
  session: { id: 's1', token: 't1', expiresAt: '2027-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'rami@example.com', name: 'Rami' },
};

/** An observer of the session as useSession makes one, reading only `user` (as most components do). */
function observeUser(client: QueryClient, answer: Promise<SessionData | null>) {
  const observer = new QueryObserver(client, { ...sessionUserQuery, queryFn: () => answer });
  // What useQuery hands a component while rendering, before it subscribes: a result that tracks the
  // props read, so that only they notify. Only `user` is read here, as useSession's getter reads it.
  const user = observer.trackResult(observer.getCurrentResult()).data ?? null;
  const untracked = observer.getCurrentResult();
  const notified: unknown[] = [];
  const unsubscribe = observer.subscribe((result) => notified.push(result.data));
  return { first: { user, isPending: untracked.isPending || untracked.isPlaceholderData }, notified, observer, unsubscribe };
}

describe('the session as components read it', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  it('tells nobody who reads only the user when the answer is a visitor', async () => {
    client = new QueryClient();
    const { first, notified, observer, unsubscribe } = observeUser(client, Promise.resolve(null));
    expect(first).toEqual({ user: null, isPending: true });
    await observer.refetch();
    expect(notified).toEqual([]);
    const after = observer.getCurrentResult();
    expect(after.isPending || after.isPlaceholderData).toBe(false);
    unsubscribe();
  });

  it('tells them the user when the answer is a signed-in reader', async () => {
    client = new QueryClient();
    const { notified, observer, unsubscribe } = observeUser(client, Promise.resolve(signedIn));
    await observer.refetch();
    expect(notified.at(-1)).toEqual(signedIn.user);
    unsubscribe();
  });
});
