import type { TSignUpData } from '#common/schemas/auth.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Creates an account; the server mails a confirmation link in the account's language. */
export function signUp(data: TSignUpData): Promise<{ status: 'confirmation_sent'; email: string }> {
  return apiFetch('/api/v1/auth/sign-up', { method: 'POST', body: JSON.stringify(data) });
}
