import { apiFetch } from '#client/lib/api.ts';

/** Mails the confirmation link again. */
export async function resendConfirmation(email: string): Promise<void> {
  await apiFetch('/api/auth/send-verification-email', { method: 'POST', body: JSON.stringify({ email, callbackURL: '/verify-email' }) });
}
