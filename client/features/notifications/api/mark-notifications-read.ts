import { apiFetch } from '#client/lib/api.ts';

/** Marks one notification read, or all of them without an id. */
export function markNotificationsRead(id?: string): Promise<{ changed: number }> {
  return apiFetch(id ? `/api/v1/notifications/${encodeURIComponent(id)}/read` : '/api/v1/notifications/read-all', { method: 'POST' });
}
