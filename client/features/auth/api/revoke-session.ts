import { apiFetch } from '#client/lib/api.ts';

/** Ends one session of the signed-in user, or every other one. */
export async function revokeSession(target: { token: string } | 'others'): Promise<void> {
  if (target === 'others') await apiFetch('/api/auth/revoke-other-sessions', { method: 'POST', body: '{}' });
  else await apiFetch('/api/auth/revoke-session', { method: 'POST', body: JSON.stringify({ token: target.token }) });
}
