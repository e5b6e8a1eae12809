import type { TCreateReportRequest } from '#common/schemas/reports.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Files a report for the admin queue. */
export function createReport(request: TCreateReportRequest): Promise<{ id: string }> {
  return apiFetch('/api/v1/reports', { method: 'POST', body: JSON.stringify(request) });
}
