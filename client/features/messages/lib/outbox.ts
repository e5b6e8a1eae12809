import type { TMessage } from '#common/schemas/messages.ts';
import type { TUploadedImage } from '#common/schemas/uploads.ts';
import { ApiError } from '#client/lib/api.ts';
import { sendMessage } from '../api/send-message.ts';

/** A message the user sent that the server has not confirmed yet. */
export interface PendingSend {
  /** Made here once; every retry carries it, so the server stores the message once. */
  clientId: string;
  to: string;
  text: string;
  image: TUploadedImage | null;
  post: string | null;
  /** `pending` waits for the connection; `failed` was refused and shows why. */
  state: 'pending' | 'sending' | 'failed';
  /** i18n key of the refusal. */
  errorKey?: string;
  createdAt: string;
}

let entries: PendingSend[] = [];
const listeners = new Set<() => void>();
let flushing = false;

function update(next: PendingSend[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function patch(clientId: string, change: Partial<PendingSend>) {
  update(entries.map((entry) => (entry.clientId === clientId ? { ...entry, ...change } : entry)));
}

/** The i18n key that explains a refused send. */
function errorKeyOf(error: ApiError): string {
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  return field ?? `errors.${error.code}`;
}

/**
 * The page's queue of sends, in order. A send that cannot reach the server (offline, dropped
 * connection) stays pending and goes out on the next flush (when the connection returns); a
 * refused one is marked failed with the reason and can be retried with the same client id.
 */
export const outbox = {
  snapshot: () => entries,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  add(entry: Omit<PendingSend, 'state' | 'createdAt'>) {
    update([...entries, { ...entry, state: 'pending', createdAt: new Date().toISOString() }]);
  },
  retry(clientId: string) {
    patch(clientId, { state: 'pending', errorKey: undefined });
  },
  discard(clientId: string) {
    update(entries.filter((entry) => entry.clientId !== clientId));
  },
  /** Sends what waits, one after another; `onSent` puts the stored message where it belongs. */
  async flush(onSent: (message: TMessage) => void) {
    if (flushing) return;
    flushing = true;
    try {
      for (;;) {
        const next = entries.find((entry) => entry.state === 'pending');
        if (!next) return;
        if (typeof navigator !== 'undefined' && !navigator.onLine) return;
        patch(next.clientId, { state: 'sending' });
        try {
          const message = await sendMessage({
            to: next.to,
            clientId: next.clientId,
            text: next.text,
            imageId: next.image?.id,
            post: next.post ?? undefined,
          });
          onSent(message);
          update(entries.filter((entry) => entry.clientId !== next.clientId));
        } catch (error) {
          if (error instanceof ApiError && error.code !== 'network' && error.status !== 429 && error.status < 500) {
            patch(next.clientId, { state: 'failed', errorKey: errorKeyOf(error) });
            continue;
          }
          // No answer, too many at once, or a server error: it waits for the next flush.
          patch(next.clientId, { state: 'pending' });
          return;
        }
      }
    } finally {
      flushing = false;
    }
  },
};

/** A client id for a new send: random, unique for this sender. */
export function newClientId(): string {
  return crypto.randomUUID();
}
