import { apiFetch } from '#client/lib/api.ts';

/** Starts turning two-factor sign-in on: the key for the app (otpauth URI) and the backup codes. */
export function enableTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  return apiFetch('/api/auth/two-factor/enable', { method: 'POST', body: JSON.stringify({ password }) });
}
