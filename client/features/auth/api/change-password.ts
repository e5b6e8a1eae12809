import { apiFetch } from '#client/lib/api.ts';

/** Changes the password of the signed-in user; the server ends every other session. */
export async function changePassword(options: { currentPassword: string; password: string }): Promise<void> {
  await apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: JSON.stringify({ currentPassword: options.currentPassword, newPassword: options.password, revokeOtherSessions: true }),
  });
}
