import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';

const FIVE_MINUTES = 5 * 60_000;

/** The admin status query: asked once per user, cached for five minutes (specification section 9). */
export function useIsAdminQuery(userId: string | undefined, wanted: boolean) {
  return useQuery({
    queryKey: ['is-admin', userId],
    queryFn: () => apiFetch<{ isAdmin: boolean }>('/api/v1/me/is-admin'),
    enabled: Boolean(userId) && wanted,
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    retry: false,
  });
}

/**
 * Whether the signed-in user is an admin: asked once per user, cached for five minutes. Only the
 * menus that show the Admin Panel link ask, and only once they are about to open (`wanted`), so an
 * ordinary page view costs no extra request on a slow line.
 */
export function useIsAdmin(userId: string | undefined, wanted: boolean): boolean {
  return useIsAdminQuery(userId, wanted).data?.isAdmin === true;
}
