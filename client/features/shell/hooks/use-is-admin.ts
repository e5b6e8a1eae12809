import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';

const FIVE_MINUTES = 5 * 60_000;

/** Whether the signed-in user is an admin: asked once per user, cached for five minutes. */
export function useIsAdmin(userId: string | undefined): boolean {
  const { data } = useQuery({
    queryKey: ['is-admin', userId],
    queryFn: () => apiFetch<{ isAdmin: boolean }>('/api/v1/me/is-admin'),
    enabled: Boolean(userId),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    retry: false,
  });
  return data?.isAdmin === true;
}
