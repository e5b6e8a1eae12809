import { apiFetch } from '#client/lib/api.ts';

/** Ends the session on the server; throws ApiError when the server could not be reached or refused. */
export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: '{}' });
}
