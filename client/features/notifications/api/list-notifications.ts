import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TNotificationList } from '#common/schemas/notifications.ts';
import { apiFetch } from '#client/lib/api.ts';
import { notificationKeys } from './query-keys.ts';

export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam }) => apiFetch<TNotificationList>(`/api/v1/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The user's notifications, newest first. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQuery);
}
