import { apiFetch } from '#client/lib/api.ts';

/** Starts Google sign-in (OAuth with offline access and consent); the browser leaves for Google. */
export async function signInWithGoogle(): Promise<void> {
  const { url } = await apiFetch<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: JSON.stringify({ provider: 'google', callbackURL: '/account', errorCallbackURL: '/sign-in' }),
  });
  window.location.assign(url);
}
