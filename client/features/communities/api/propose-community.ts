import { useMutation } from '@tanstack/react-query';
import type { TProposeCommunityRequest } from '#common/schemas/communities.ts';
import { apiFetch } from '#client/lib/api.ts';

/** POST /api/v1/communities: a proposal, hidden until an admin approves it. */
export function useProposeCommunity() {
  return useMutation({
    mutationFn: (input: TProposeCommunityRequest) => apiFetch<{ id: string; status: 'pending' }>('/api/v1/communities', { method: 'POST', body: JSON.stringify(input) }),
  });
}
