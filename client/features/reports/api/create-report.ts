import { useMutation } from '@tanstack/react-query';
import type { TCreateReportRequest } from '#common/schemas/reports.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Files a report for the admin queue (POST /api/v1/reports). */
export function useCreateReport() {
  return useMutation({
    mutationFn: (request: TCreateReportRequest) => apiFetch<{ id: string }>('/api/v1/reports', { method: 'POST', body: JSON.stringify(request) }),
    retry: false,
  });
}
