import { apiFetch } from '#client/lib/api.ts';

/** Ends the session on the server (better-auth); throws ApiError when it could not. */
export async function signOut(): Promise<void> {
  await apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: '{}' });
}
