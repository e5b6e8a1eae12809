import { useQuery } from '@tanstack/react-query';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { unreadNotificationsQuery } from '../api/get-unread-notifications.ts';

/**
 * Unread notifications of the signed-in user (0 for a visitor). Kept live by NotificationsLive,
 * which loads with the session (client/app/components/signed-in.tsx), not here: the header that
 * shows the count is on every visitor's page.
 */
export function useUnreadNotifications(): number {
  const { user } = useSession();
  const { data } = useQuery({ ...unreadNotificationsQuery, enabled: Boolean(user) });
  return user ? (data ?? 0) : 0;
}
