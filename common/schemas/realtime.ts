/**
 * What the realtime channel (/api/realtime) sends. Every event of a user has the next number of
 * that user's sequence; a client that reconnects with `?after={last seq}` gets the ones it missed,
 * in order. Control frames (`hello`, `reset`) have no number.
 */
export type TRealtimeEventType =
  /** A message to or from the user: `{ message }`. */
  | 'message.new'
  /** Messages of a conversation became delivered or read: `{ conversationId, status, upToSeq }`. */
  | 'message.status'
  /** The user read a conversation (in another tab or device): `{ conversationId | null }`. */
  | 'conversation.read'
  /** A block between the user and someone changed: `{ userId }`. */
  | 'block.changed'
  /** A notification was made or grew: `{ notification }`. */
  | 'notification.new'
  /** Notifications were read: `{ ids | null }` (null: all). */
  | 'notification.read';

export interface TRealtimeEvent {
  seq: number;
  type: TRealtimeEventType;
  payload: Record<string, unknown>;
}

export type TRealtimeFrame =
  | ({ kind: 'event' } & TRealtimeEvent)
  /** First frame: the newest sequence number now, from which the client counts. */
  | { kind: 'hello'; seq: number }
  /** The events after the client's number are no longer kept: reload everything. */
  | { kind: 'reset'; seq: number };

/** What the client sends: that messages reached it (`delivered`). */
export type TRealtimeClientFrame = { kind: 'delivered'; conversationId: string; upToSeq: number };

/** Close codes of the channel beyond the standard ones. */
export const REALTIME_CLOSE = {
  /** The session ended (sign-out, revoked, expired): do not reconnect. */
  sessionEnded: 4001,
  /** The user has too many sockets open; the oldest goes. */
  tooManySockets: 4008,
} as const;
