import { sql, type Kysely } from 'kysely';
import type { TCommunityLiveEvent } from '#common/schemas/communities.ts';
import type { Database } from '#server/db/pool.ts';
import type { DB } from '#server/db/types.ts';

/**
 * The channel of NOTIFY that carries community feed changes to every server process. The realtime
 * hub's channel is per user (a numbered, replayable log); a community's readers only need to know
 * that its feed changed, so these events are not stored: a reader that missed one reloads the page
 * it is on anyway when it comes back.
 */
export const COMMUNITY_CHANNEL = 'community_feed';

/** Announces a feed change at commit of the caller's transaction (`db` may be one). */
export async function publishCommunityEvent(db: Kysely<DB>, communityId: string, event: TCommunityLiveEvent): Promise<void> {
  await sql`SELECT pg_notify(${COMMUNITY_CHANNEL}, ${JSON.stringify({ c: communityId, e: event })})`.execute(db);
}

type Listener = (event: TCommunityLiveEvent) => void;

interface Hub {
  listeners: Map<string, Set<Listener>>;
  stop: Promise<() => Promise<void>> | null;
}

const hubs = new WeakMap<Database, Hub>();

/**
 * Calls `listener` with every change of one community's feed, from any server process. The
 * database is listened to while at least one reader is subscribed. Resolves with the unsubscribe.
 */
export async function subscribeCommunity(database: Database, communityId: string, listener: Listener): Promise<() => void> {
  let hub = hubs.get(database);
  if (!hub) {
    hub = { listeners: new Map(), stop: null };
    hubs.set(database, hub);
  }
  const current = hub;
  let set = current.listeners.get(communityId);
  if (!set) {
    set = new Set();
    current.listeners.set(communityId, set);
  }
  set.add(listener);
  if (!current.stop) {
    current.stop = database.listen(
      COMMUNITY_CHANNEL,
      (payload) => {
        let message: { c?: string; e?: TCommunityLiveEvent };
        try {
          message = JSON.parse(payload) as typeof message;
        } catch {
          return;
        }
        if (!message.c || !message.e) return;
        for (const each of current.listeners.get(message.c) ?? []) each(message.e);
      },
      () => {},
    );
  }
  await current.stop;
  return () => {
    const listeners = current.listeners.get(communityId);
    listeners?.delete(listener);
    if (listeners?.size === 0) current.listeners.delete(communityId);
    if (current.listeners.size === 0 && current.stop) {
      const stopping = current.stop;
      current.stop = null;
      void stopping.then((stop) => stop()).catch(() => {});
    }
  };
}
