import { useQuery } from '@tanstack/react-query';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { unreadCountQuery } from '../api/get-unread-count.ts';

/**
 * Unread messages of the signed-in user (0 for a visitor). Recomputed live on any change to the
 * messages addressed to them (specification section 4) by MessagesLive, which loads with the
 * session (client/app/components/signed-in.tsx), not here: the header that shows the count is on
 * every visitor's page.
 */
export function useUnreadCount(): number {
  const { user } = useSession();
  const { data } = useQuery({ ...unreadCountQuery, enabled: Boolean(user) });
  return user ? (data ?? 0) : 0;
}
