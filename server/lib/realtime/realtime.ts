import type { WebSocket } from 'ws';
import { REALTIME_CLOSE, type TRealtimeEvent, type TRealtimeEventType, type TRealtimeFrame } from '#common/schemas/realtime.ts';
import type { Database } from '#server/db/pool.ts';
import type { Logger } from '#server/lib/logger.ts';
import { announceSessionChange, REALTIME_CHANNEL } from '#server/lib/realtime/append-events.ts';
import { findLiveSessions } from './find-live-sessions.ts';
import { getFirstKeptSeq, getLastSeq, listEventsAfter, pruneEvents } from './list-events-after.ts';

/** Sockets one user may hold on one server process; a new one beyond closes the oldest. */
export const MAX_SOCKETS_PER_USER = 8;
/** Ping interval; a socket that has not answered the previous ping is dropped. */
export const HEARTBEAT_MS = 30_000;
/** Events are kept this long for clients that come back. */
export const EVENT_RETENTION_DAYS = 7;
const CATCH_UP_BATCH = 500;

/** An event as every process hears it: the payload is missing when it was too large for NOTIFY. */
export interface AnnouncedEvent {
  userId: string;
  seq: number;
  type: TRealtimeEventType;
  payload?: Record<string, unknown>;
}

interface Client {
  socket: WebSocket;
  userId: string;
  sessionToken: string;
  /** The number of the last event sent on this socket. */
  lastSeq: number;
  isAlive: boolean;
  /** Catching up from the database; live events wait in order behind it. */
  sync: Promise<void> | null;
  wantsSync: boolean;
}

export interface Realtime {
  /**
   * Takes an authenticated socket. With `afterSeq` the events after it are sent first, in order
   * (a reconnecting client); without, the client starts from the newest number (`hello`).
   */
  connect(socket: WebSocket, session: { userId: string; token: string }, afterSeq: number | null): Promise<void>;
  /** Tells every process that a user's sessions changed: sockets of ended sessions close at once. */
  sessionsChanged(userId: string): Promise<void>;
  /**
   * Calls `onEnded` once when this session ends (signed out, revoked, password changed, account
   * suspended or deleted), on the same signal that closes sockets; for other long-lived answers
   * such as a community's live feed. Returns the function that stops watching.
   */
  watchSession(session: { userId: string; token: string }, onEnded: () => void): () => void;
  /** Hears every event stored by any process (e.g. the notification mailer). */
  subscribe(listener: (event: AnnouncedEvent) => void): () => void;
  stats(): { sockets: number; users: number };
  /** Closes every socket (1001, going away: clients reconnect to another process) and stops listening. */
  close(): Promise<void>;
}

/**
 * The realtime hub of one server process: its WebSocket clients by user, fed by one bus, the
 * database's NOTIFY (in-process on the embedded database; LISTEN/NOTIFY on PostgreSQL, so that
 * every process hears what any process stored). Events carry per-user numbers; a socket receives
 * exactly the next number, and on any gap (a lost notification, a large event, a reconnect) reads
 * the missing ones from realtime_events. So nothing is lost or doubled, and order holds.
 */
export async function createRealtime(options: { database: Database; logger: Logger; heartbeatMs?: number; maxSocketsPerUser?: number }): Promise<Realtime> {
  const { database, logger } = options;
  const { db } = database;
  const maxSockets = options.maxSocketsPerUser ?? MAX_SOCKETS_PER_USER;
  const clients = new Map<string, Set<Client>>();
  const listeners = new Set<(event: AnnouncedEvent) => void>();
  let closed = false;

  const send = (client: Client, frame: TRealtimeFrame) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(frame));
  };

  const sendEvent = (client: Client, event: TRealtimeEvent) => {
    send(client, { kind: 'event', ...event });
    client.lastSeq = event.seq;
  };

  /** Sends what the client has not had yet, from the database, then whatever arrived meanwhile. */
  const catchUp = (client: Client) => {
    client.wantsSync = true;
    if (client.sync) return;
    client.sync = (async () => {
      try {
        while (client.wantsSync && client.socket.readyState === client.socket.OPEN) {
          client.wantsSync = false;
          for (;;) {
            const events = await listEventsAfter(db, { userId: client.userId, afterSeq: client.lastSeq, limit: CATCH_UP_BATCH });
            for (const event of events) {
              if (event.seq === client.lastSeq + 1) sendEvent(client, event);
            }
            if (events.length < CATCH_UP_BATCH) break;
          }
        }
      } catch (error) {
        if (!closed) logger.warn('realtime catch-up failed', { error });
        client.socket.close(1011);
      } finally {
        client.sync = null;
      }
    })();
  };

  const deliver = (event: AnnouncedEvent) => {
    const set = clients.get(event.userId);
    if (!set) return;
    for (const client of set) {
      if (event.seq <= client.lastSeq) continue;
      if (event.seq === client.lastSeq + 1 && event.payload && !client.sync) {
        sendEvent(client, { seq: event.seq, type: event.type, payload: event.payload });
      } else {
        catchUp(client);
      }
    }
  };

  /** Other long-lived answers bound to a session, by user. */
  const watchers = new Map<string, Set<{ token: string; onEnded: () => void }>>();

  const closeEndedSessions = async (userId?: string) => {
    const targets = userId ? [...(clients.get(userId) ?? [])] : [...clients.values()].flatMap((set) => [...set]);
    const watching = userId ? [...(watchers.get(userId) ?? [])] : [...watchers.values()].flatMap((set) => [...set]);
    if (targets.length === 0 && watching.length === 0) return;
    const live = await findLiveSessions(db, [...targets.map((client) => client.sessionToken), ...watching.map((watcher) => watcher.token)]);
    for (const client of targets) {
      if (!live.has(client.sessionToken)) client.socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
    }
    for (const watcher of watching) {
      if (!live.has(watcher.token)) watcher.onEnded();
    }
  };

  const onPayload = (text: string) => {
    let message: { k?: string; u?: string; s?: number; t?: TRealtimeEventType; p?: Record<string, unknown> };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (!message.u) return;
    if (message.k === 'session') {
      void closeEndedSessions(message.u).catch((error: unknown) => logger.warn('realtime session check failed', { error }));
      return;
    }
    if (typeof message.s !== 'number' || !message.t) return;
    const event: AnnouncedEvent = { userId: message.u, seq: message.s, type: message.t, payload: message.p };
    deliver(event);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error('realtime listener failed', { error });
      }
    }
  };

  // After a lost listening connection came back, every socket reads what it may have missed.
  const onGap = () => {
    for (const set of clients.values()) for (const client of set) catchUp(client);
  };
  const stopListening = await database.listen(REALTIME_CHANNEL, onPayload, onGap);

  const heartbeat = setInterval(() => {
    for (const set of clients.values()) {
      for (const client of set) {
        if (!client.isAlive) {
          client.socket.terminate();
          continue;
        }
        client.isAlive = false;
        client.socket.ping();
      }
    }
    // Sessions that expired or ended in a way no one announced lose their sockets here at the latest.
    void closeEndedSessions().catch((error: unknown) => logger.warn('realtime session check failed', { error }));
    if (Math.random() < 0.05) void pruneEvents(db, EVENT_RETENTION_DAYS).catch(() => {});
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const remove = (client: Client) => {
    const set = clients.get(client.userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) clients.delete(client.userId);
  };

  return {
    async connect(socket, session, afterSeq) {
      const client: Client = { socket, userId: session.userId, sessionToken: session.token, lastSeq: 0, isAlive: true, sync: null, wantsSync: false };
      socket.on('pong', () => {
        client.isAlive = true;
      });
      socket.on('close', () => remove(client));
      socket.on('error', () => socket.terminate());
      // The client only receives; anything it sends is ignored (at most a small frame, see maxPayload).
      socket.on('message', () => {});

      // The starting number first, then the socket joins: events stored after this read are read
      // back by the catch-up below, whether or not their announcement came before the socket joined.
      const last = await getLastSeq(db, session.userId);
      if (afterSeq === null || afterSeq > last) {
        client.lastSeq = last;
        send(client, { kind: 'hello', seq: last });
        if (afterSeq !== null) send(client, { kind: 'reset', seq: last });
      } else {
        const first = await getFirstKeptSeq(db, session.userId);
        if (afterSeq < last && (first === null || first > afterSeq + 1)) {
          client.lastSeq = last;
          send(client, { kind: 'reset', seq: last });
        } else {
          client.lastSeq = afterSeq;
          send(client, { kind: 'hello', seq: last });
        }
      }
      if (closed || socket.readyState !== socket.OPEN) return;
      let set = clients.get(session.userId);
      if (!set) {
        set = new Set();
        clients.set(session.userId, set);
      }
      set.add(client);
      while (set.size > maxSockets) {
        const oldest = set.values().next().value as Client;
        set.delete(oldest);
        oldest.socket.close(REALTIME_CLOSE.tooManySockets, 'too many sockets');
      }

      catchUp(client);
    },
    async sessionsChanged(userId) {
      await announceSessionChange(db, userId);
    },
    watchSession(session, onEnded) {
      let ended = false;
      const watcher = {
        token: session.token,
        onEnded: () => {
          if (ended) return;
          ended = true;
          stop();
          onEnded();
        },
      };
      const stop = () => {
        const set = watchers.get(session.userId);
        set?.delete(watcher);
        if (set?.size === 0) watchers.delete(session.userId);
      };
      let set = watchers.get(session.userId);
      if (!set) {
        set = new Set();
        watchers.set(session.userId, set);
      }
      set.add(watcher);
      return stop;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stats() {
      let sockets = 0;
      for (const set of clients.values()) sockets += set.size;
      return { sockets, users: clients.size };
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const set of clients.values()) for (const client of set) client.socket.close(1001, 'server stopping');
      clients.clear();
      for (const set of [...watchers.values()]) for (const watcher of [...set]) watcher.onEnded();
      await stopListening();
    },
  };
}
