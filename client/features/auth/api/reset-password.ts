import { apiFetch } from '#client/lib/api.ts';

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(options: { token: string; password: string }): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body: JSON.stringify({ token: options.token, newPassword: options.password }) });
}
