import { useMutation } from '@tanstack/react-query';
import type { TCreateReportRequest } from '#common/schemas/reports.ts';
import { apiFetch } from '#client/lib/api.ts';

/** POST /api/v1/reports: a community post, comment or user, for the admin queue. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (input: TCreateReportRequest) => apiFetch<{ id: string }>('/api/v1/reports', { method: 'POST', body: JSON.stringify(input) }),
  });
}
