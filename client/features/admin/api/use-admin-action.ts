import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';
import { ADMIN_KEY } from './use-admin-list.ts';

/**
 * An admin action: POST (or PUT) to `/api/v1/admin/{path}` with a JSON body; on success every
 * admin list and the site settings are read again.
 *
 * @example const approve = useAdminAction(); approve.mutate({ path: `verifications/${id}/approve` })
 */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body = {}, method = 'POST' }: { path: string; body?: unknown; method?: 'POST' | 'PUT' }) =>
      apiFetch<void>(`/api/v1/admin/${path}`, { method, body: JSON.stringify(body) }),
    retry: false,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KEY }), queryClient.invalidateQueries({ queryKey: ['site'] })]),
  });
}
