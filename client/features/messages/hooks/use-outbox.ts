import { useSyncExternalStore } from 'react';
import { outbox, type PendingSend } from '../lib/outbox.ts';

/** The sends to one user that wait for the server, oldest first. */
export function useOutbox(to: string): PendingSend[] {
  const entries = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
  return entries.filter((entry) => entry.to === to);
}
