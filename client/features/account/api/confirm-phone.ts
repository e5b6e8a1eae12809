import type { TConfirmPhoneRequest, TMyProfile } from '#common/schemas/profiles.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Confirms the saved phone with the code from the SMS; answers the profile, now confirmed. */
export function confirmPhone(request: TConfirmPhoneRequest): Promise<TMyProfile> {
  return apiFetch('/api/v1/me/phone/confirm', { method: 'POST', body: JSON.stringify(request) });
}
