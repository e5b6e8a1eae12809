import type { BrowserContext } from 'playwright-core';
import { findLink } from './mail.ts';
import type { RunningPortal } from './server.ts';

/**
 * Accounts made over HTTP against a running portal, for tests that need a signed-in user from
 * outside the process. When e-mail verification is required, the link is read from the outbox.
 */

/** Signs in through the HTTP API; when e-mail verification is required, follows the link in the outbox first. */
export async function signIn(portal: RunningPortal, email: string, password: string): Promise<string> {
  const post = (route: string, body: unknown) =>
    fetch(`${portal.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: portal.url }, body: JSON.stringify(body) });
  let response = await post('/api/auth/sign-in/email', { email, password });
  if (response.status === 403) {
    const mails = (await portal.outbox()).filter((mail) => mail.includes(email));
    const link = mails.map((mail) => findLink(mail, '/api/auth/verify-email')).find(Boolean);
    if (!link) throw new Error(`sign-in refused and no verification link for ${email} in the outbox`);
    await fetch(link, { redirect: 'manual' });
    response = await post('/api/auth/sign-in/email', { email, password });
  }
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Signs a new business account up (with its business details), confirms it and signs it in; returns the cookie. */
export async function signUp(portal: RunningPortal, email: string, password: string, fullName = 'Process Test'): Promise<string> {
  const response = await fetch(`${portal.url}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal.url },
    body: JSON.stringify({
      email,
      password,
      fullName,
      businessName: `${fullName} Trading`,
      businessType: 'trader',
      governorate: 'damascus',
      locale: 'en',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return signIn(portal, email, password);
}

/** Puts the session of `cookie` (as signIn and signUp return it) into a browser's cookie jar, so that its pages are signed in. */
export async function addSessionCookie(context: BrowserContext, portal: RunningPortal, cookie: string): Promise<void> {
  const url = new URL(portal.url);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...rest] = pair.split('=');
      return { name: name!, value: rest.join('='), domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' as const };
    }),
  );
}
