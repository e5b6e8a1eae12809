import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyVerification } from '#common/schemas/admin.ts';
import { apiFetch } from '#client/lib/api.ts';

export const myVerificationQuery = queryOptions({
  queryKey: ['me', 'verification'],
  queryFn: () => apiFetch<TMyVerification | null>('/api/v1/me/verification'),
  staleTime: 0,
  refetchOnMount: 'always',
});

/** The signed-in user's latest verification request (with the reason of a rejection), or null. */
export function useMyVerification(enabled: boolean) {
  return useQuery({ ...myVerificationQuery, enabled });
}
