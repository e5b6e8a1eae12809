import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TRealtimeEvent } from '#common/schemas/realtime.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useRealtimeEvent, useRealtimeOpen } from '#client/features/realtime/hooks/use-realtime.ts';
import { unreadNotificationsQuery } from '../api/get-unread-notifications.ts';
import { notificationKeys } from '../api/query-keys.ts';

/** Unread notifications of the signed-in user (0 for a visitor), live. */
export function useUnreadNotifications(): number {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...unreadNotificationsQuery, enabled: Boolean(user) });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }), [queryClient]);
  const onEvent = useCallback(
    (event: TRealtimeEvent) => {
      if (event.type === 'notification.new' || event.type === 'notification.read') refresh();
    },
    [refresh],
  );
  useRealtimeEvent(onEvent);
  useRealtimeOpen(refresh);
  return user ? (data ?? 0) : 0;
}
