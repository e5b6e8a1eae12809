import type { TMessage, TSendMessageRequest } from '#common/schemas/messages.ts';
import { apiFetch } from '#client/lib/api.ts';

/** POST /api/v1/messages; the same clientId again returns the message already made. */
export function sendMessage(request: TSendMessageRequest): Promise<TMessage> {
  return apiFetch<TMessage>('/api/v1/messages', { method: 'POST', body: JSON.stringify(request) });
}
