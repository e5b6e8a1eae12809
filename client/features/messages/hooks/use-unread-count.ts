import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TRealtimeEvent } from '#common/schemas/realtime.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useRealtimeEvent, useRealtimeOpen } from '#client/features/realtime/hooks/use-realtime.ts';
import { unreadCountQuery } from '../api/get-unread-count.ts';
import { messageKeys } from '../api/query-keys.ts';

/**
 * Unread messages of the signed-in user (0 for a visitor), recomputed live on any change to the
 * messages addressed to them (specification section 4): a new one, or some read elsewhere.
 */
export function useUnreadCount(): number {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...unreadCountQuery, enabled: Boolean(user) });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: messageKeys.unread }), [queryClient]);
  const onEvent = useCallback(
    (event: TRealtimeEvent) => {
      if (event.type === 'conversation.read') refresh();
      if (event.type === 'message.new' && (event.payload.message as { receiverId?: string }).receiverId === user?.id) refresh();
    },
    [refresh, user?.id],
  );
  useRealtimeEvent(onEvent);
  useRealtimeOpen(refresh);
  return user ? (data ?? 0) : 0;
}
