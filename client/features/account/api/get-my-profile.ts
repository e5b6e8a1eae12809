import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyProfile } from '#common/schemas/profiles.ts';
import { apiFetch } from '#client/lib/api.ts';

export const myProfileQuery = queryOptions({
  queryKey: ['me', 'profile'],
  queryFn: () => apiFetch<TMyProfile>('/api/v1/me/profile'),
  staleTime: 0,
  refetchOnMount: 'always',
});

/** The signed-in user's own profile. */
export function useMyProfile(enabled: boolean) {
  return useQuery({ ...myProfileQuery, enabled });
}
