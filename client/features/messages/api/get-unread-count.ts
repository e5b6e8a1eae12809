import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';
import { messageKeys } from './query-keys.ts';

/** The specification's unread count; kept live by realtime events, not by polling. */
export const unreadCountQuery = queryOptions({
  queryKey: messageKeys.unread,
  queryFn: async () => (await apiFetch<{ count: number }>('/api/v1/messages/unread-count')).count,
  staleTime: Number.POSITIVE_INFINITY,
});
