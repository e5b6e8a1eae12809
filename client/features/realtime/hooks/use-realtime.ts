import { useEffect, useSyncExternalStore } from 'react';
import type { TRealtimeEvent } from '#common/schemas/realtime.ts';
import type { ConnectionState } from '../lib/realtime-connection.ts';

type Listener = (event: TRealtimeEvent) => void;
const listeners = new Set<Listener>();
const openListeners = new Set<() => void>();
let state: ConnectionState = 'connecting';
const stateListeners = new Set<() => void>();

/** Called by the connection (realtime-bridge.tsx); features listen with the hooks below. */
export const realtimeBus = {
  emit(event: TRealtimeEvent) {
    for (const listener of listeners) listener(event);
  },
  opened() {
    for (const listener of openListeners) listener();
  },
  setState(next: ConnectionState) {
    state = next;
    for (const listener of stateListeners) listener();
  },
};

/** Runs `handler` for every realtime event of the signed-in user while the component is mounted. */
export function useRealtimeEvent(handler: Listener): void {
  useEffect(() => {
    listeners.add(handler);
    return () => {
      listeners.delete(handler);
    };
  }, [handler]);
}

/** Runs `handler` whenever the realtime socket (re)opens: the moment to send what waited offline. */
export function useRealtimeOpen(handler: () => void): void {
  useEffect(() => {
    openListeners.add(handler);
    return () => {
      openListeners.delete(handler);
    };
  }, [handler]);
}

/** Whether the live channel is open, connecting or offline. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (notify) => {
      stateListeners.add(notify);
      return () => stateListeners.delete(notify);
    },
    () => state,
    () => 'connecting' as const,
  );
}
