import { REALTIME_CLOSE, type TRealtimeEvent, type TRealtimeFrame } from '#common/schemas/realtime.ts';

export type ConnectionState = 'connecting' | 'open' | 'offline';

export interface RealtimeHandlers {
  /** Each event once, in the order of the user's sequence. */
  onEvent(event: TRealtimeEvent): void;
  /** The socket is (again) open and caught up: refresh what may have changed meanwhile. */
  onOpen(isReconnect: boolean): void;
  /** Events were lost (kept too long ago): reload everything. */
  onReset(): void;
  onState(state: ConnectionState): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * The page's one socket to /api/realtime (the session cookie signs it in). It remembers the
 * number of the last event it handled and, on reconnect, asks for the ones after it, so that
 * nothing is missed or handled twice. Reconnects with backoff, and at once when the browser says
 * it is online again; stops for good when the server ends the session.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private lastSeq: number | null = null;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private hasOpened = false;
  private readonly handlers: RealtimeHandlers;

  constructor(handlers: RealtimeHandlers) {
    this.handlers = handlers;
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.markOffline);
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.markOffline);
    this.socket?.close(1000);
    this.socket = null;
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.retryMs = RETRY_MIN_MS;
    this.open();
  };

  private readonly markOffline = () => this.handlers.onState('offline');

  private open(): void {
    const url = new URL('/api/realtime', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    if (this.lastSeq !== null) url.searchParams.set('after', String(this.lastSeq));
    this.handlers.onState('connecting');
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onmessage = (message) => this.receive(JSON.parse(String(message.data)) as TRealtimeFrame);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped || event.code === REALTIME_CLOSE.sessionEnded || event.code === REALTIME_CLOSE.tooManySockets) {
        this.handlers.onState('offline');
        return;
      }
      this.handlers.onState(navigator.onLine ? 'connecting' : 'offline');
      this.retryTimer = setTimeout(() => this.open(), this.retryMs * (0.75 + Math.random() / 2));
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    };
  }

  private receive(frame: TRealtimeFrame): void {
    if (frame.kind === 'hello') {
      const isReconnect = this.hasOpened;
      this.hasOpened = true;
      this.lastSeq ??= frame.seq;
      this.retryMs = RETRY_MIN_MS;
      this.handlers.onState('open');
      this.handlers.onOpen(isReconnect);
      return;
    }
    if (frame.kind === 'reset') {
      this.lastSeq = frame.seq;
      this.hasOpened = true;
      this.handlers.onState('open');
      this.handlers.onReset();
      return;
    }
    if (this.lastSeq !== null && frame.seq <= this.lastSeq) return;
    this.lastSeq = frame.seq;
    this.handlers.onEvent({ seq: frame.seq, type: frame.type, payload: frame.payload });
  }
}
