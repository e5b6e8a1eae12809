import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateVerificationRequest, TMyVerification } from '#common/schemas/admin.ts';
import { apiFetch } from '#client/lib/api.ts';
import { myVerificationQuery } from './get-my-verification.ts';

/** Sends the request to be verified; the answer is the pending request. */
export function useCreateVerificationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateVerificationRequest) =>
      apiFetch<TMyVerification>('/api/v1/me/verification', { method: 'POST', body: JSON.stringify(request) }),
    retry: false,
    onSuccess: (data) => queryClient.setQueryData(myVerificationQuery.queryKey, data),
  });
}
