import type { TPhoneCodeSent } from '#common/schemas/profiles.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Sends a confirmation code by SMS to the signed-in user's saved phone. */
export function sendPhoneCode(): Promise<TPhoneCodeSent> {
  return apiFetch('/api/v1/me/phone/code', { method: 'POST' });
}
