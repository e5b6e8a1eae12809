import WebSocket from 'ws';
import type { TRealtimeFrame } from '#common/schemas/realtime.ts';

export interface TestSocket {
  /** Every frame received so far, in order. */
  frames: TRealtimeFrame[];
  /** Resolves with the first frame (received or to come) that matches. */
  waitFor(match: (frame: TRealtimeFrame) => boolean): Promise<TRealtimeFrame>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** How many pings the server sent so far. */
  pings(): number;
  close(): void;
}

/**
 * A WebSocket client of /api/realtime, as a browser of the portal connects (cookie and Origin).
 * Rejects with the HTTP status when the upgrade is refused. `answerPings: false` makes a client
 * whose connection died without closing (a phone that lost its network): it never sends a pong.
 */
export function openSocket(
  baseUrl: string,
  options: { cookie?: string; origin?: string; after?: number; answerPings?: boolean } = {},
): Promise<TestSocket> {
  const url = new URL('/api/realtime', baseUrl.replace(/^http/, 'ws'));
  if (options.after !== undefined) url.searchParams.set('after', String(options.after));
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  headers.origin = options.origin ?? baseUrl;
  const socket = new WebSocket(url, { headers, autoPong: options.answerPings ?? true });
  let pings = 0;
  socket.on('ping', () => (pings += 1));
  const frames: TRealtimeFrame[] = [];
  const waiting: Array<{ match: (frame: TRealtimeFrame) => boolean; resolve: (frame: TRealtimeFrame) => void }> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as TRealtimeFrame;
    frames.push(frame);
    for (const waiter of [...waiting]) {
      if (waiter.match(frame)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        frames,
        closed,
        pings: () => pings,
        close: () => socket.close(),
        waitFor(match) {
          const found = frames.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done) => waiting.push({ match, resolve: done }));
        },
      }),
    );
  });
}
