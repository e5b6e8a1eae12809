import { apiFetch } from '#client/lib/api.ts';

/** Mails a reset link that lands on /reset-password; the same answer for unknown addresses. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', { method: 'POST', body: JSON.stringify({ email, redirectTo: '/reset-password' }) });
}
