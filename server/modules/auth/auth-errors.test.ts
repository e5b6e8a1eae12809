import { describe, expect, it } from 'vitest';
import ar from '#common/i18n/ar.json';
import en from '#common/i18n/en.json';
import { toPortalError } from './auth-errors.ts';

function betterAuthError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ code, message }), { status, headers: { 'content-type': 'application/json' } });
}

describe('toPortalError', () => {
  it('passes an unlisted auth error through as the i18n key of its message, never as English text', async () => {
    const response = await toPortalError(betterAuthError(400, 'FAILED_TO_CREATE_USER', 'Failed to create user'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'auth_failed', message: 'auth.failures.FAILED_TO_CREATE_USER' } });
  });

  it('falls back to the general auth_failed text for a code without a translation', async () => {
    const response = await toPortalError(betterAuthError(400, 'SOMETHING_NEW', 'Something new went wrong'));
    expect(await response.json()).toEqual({ error: { code: 'auth_failed', message: 'errors.auth_failed' } });
  });

  it('keeps the portal code of a listed error', async () => {
    const response = await toPortalError(betterAuthError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
  });

  it('has an Arabic text for every translated auth failure', () => {
    expect(Object.keys(ar.auth.failures).sort()).toEqual(Object.keys(en.auth.failures).sort());
    for (const text of Object.values(ar.auth.failures)) expect(text).toMatch(/\p{Script=Arabic}/u);
  });
});
