import { useEffect } from 'react';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { realtimeBus } from '../hooks/use-realtime.ts';
import { RealtimeConnection } from '../lib/realtime-connection.ts';

/**
 * Keeps the page's one realtime socket open while a user is signed in and hands its events to the
 * features (useRealtimeEvent). After a reconnect or a reset the features refresh their data.
 */
export function RealtimeBridge() {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const connection = new RealtimeConnection({
      onEvent: (event) => realtimeBus.emit(event),
      onOpen: () => realtimeBus.opened(),
      onReset: () => realtimeBus.opened(),
      onState: (state) => realtimeBus.setState(state),
    });
    connection.start();
    return () => connection.stop();
  }, [userId]);
  return null;
}
