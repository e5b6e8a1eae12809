import { apiFetch } from '#client/lib/api.ts';

/**
 * Checks a code from the authenticator app (six digits) or a backup code: finishes a pending
 * sign-in, or confirms turning two-factor sign-in on.
 */
export async function verifyTwoFactor(options: { code: string; kind: 'app' | 'backup' }): Promise<void> {
  const path = options.kind === 'app' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  await apiFetch(path, { method: 'POST', body: JSON.stringify({ code: options.code.replace(/\s+/g, '') }) });
}
