import { queryOptions } from '@tanstack/react-query';
import type { TDeleteAccountRequest, TDeletionRequirements } from '#common/schemas/account-data.ts';
import { apiFetch } from '#client/lib/api.ts';

/** What deleting the signed-in account asks for (password, authenticator code, or typed e-mail). */
export const deletionRequirementsQuery = queryOptions({
  queryKey: ['me', 'delete-account'],
  queryFn: () => apiFetch<TDeletionRequirements>('/api/v1/me/delete-account'),
  staleTime: 0,
});

/** Deletes the signed-in account for good; the server ends its sessions. Throws ApiError. */
export async function deleteMyAccount(proof: TDeleteAccountRequest): Promise<void> {
  await apiFetch('/api/v1/me/delete-account', { method: 'POST', body: JSON.stringify(proof) });
}
