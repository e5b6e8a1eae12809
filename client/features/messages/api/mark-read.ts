import { apiFetch } from '#client/lib/api.ts';

/** Reads every unread message of the user (the specification's rule on /messages). */
export function markAllMessagesRead(): Promise<{ changed: number }> {
  return apiFetch('/api/v1/messages/read-all', { method: 'POST' });
}

/** Tells the senders that their messages reached this page. */
export function markMessagesDelivered(): Promise<{ changed: number }> {
  return apiFetch('/api/v1/messages/delivered', { method: 'POST' });
}
