import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TRealtimeEvent } from '#common/schemas/realtime.ts';
import { useRealtimeEvent, useRealtimeOpen } from '#client/features/realtime/hooks/use-realtime.ts';
import { notificationKeys } from '../api/query-keys.ts';

/**
 * Mounted once for a signed-in user: refreshes the notifications (the badges' count and the list)
 * when one arrives or is read elsewhere, and after the realtime socket (re)opens.
 */
export function NotificationsLive() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }), [queryClient]);
  const onEvent = useCallback(
    (event: TRealtimeEvent) => {
      if (event.type === 'notification.new' || event.type === 'notification.read') refresh();
    },
    [refresh],
  );
  useRealtimeEvent(onEvent);
  useRealtimeOpen(refresh);
  return null;
}
