import type { TMyProfile, TUpdateProfileRequest } from '#common/schemas/profiles.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Saves changes to the signed-in user's profile; answers the whole profile as saved. */
export function updateMyProfile(changes: TUpdateProfileRequest): Promise<TMyProfile> {
  return apiFetch('/api/v1/me/profile', { method: 'PATCH', body: JSON.stringify(changes) });
}
