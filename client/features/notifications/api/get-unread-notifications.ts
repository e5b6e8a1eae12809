import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';
import { notificationKeys } from './query-keys.ts';

/** Unread notifications; kept live by realtime events. */
export const unreadNotificationsQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: async () => (await apiFetch<{ count: number }>('/api/v1/notifications/unread-count')).count,
  staleTime: Number.POSITIVE_INFINITY,
});
