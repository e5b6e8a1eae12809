import { apiFetch } from '#client/lib/api.ts';

/** Turns two-factor sign-in off. */
export async function disableTwoFactor(password: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/disable', { method: 'POST', body: JSON.stringify({ password }) });
}
