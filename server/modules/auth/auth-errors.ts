import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#common/errors.ts';
import en from '#common/i18n/en.json';

/**
 * better-auth's error codes, turned into the portal's codes so that the client can show the
 * specification's texts (section 8) in the user's language. A code not listed here becomes
 * `auth_failed`, and its message is passed through, as the specification asks, in the reader's
 * language: the message is the i18n key of better-auth's text (`authFailureMessage`).
 */
const AUTH_ERRORS: Record<string, { status: ContentfulStatusCode; code: ErrorCode }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'invalid_credentials' },
  INVALID_PHONE_NUMBER_OR_PASSWORD: { status: 401, code: 'invalid_credentials' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { status: 401, code: 'invalid_credentials' },
  EMAIL_NOT_VERIFIED: { status: 403, code: 'email_not_verified' },
  USER_ALREADY_EXISTS: { status: 409, code: 'account_exists' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, code: 'account_exists' },
  PHONE_NUMBER_EXIST: { status: 409, code: 'phone_unavailable' },
  INVALID_TOKEN: { status: 400, code: 'invalid_token' },
  TOKEN_EXPIRED: { status: 400, code: 'invalid_token' },
  INVALID_CODE: { status: 401, code: 'invalid_code' },
  INVALID_BACKUP_CODE: { status: 401, code: 'invalid_code' },
  OTP_HAS_EXPIRED: { status: 401, code: 'invalid_code' },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, code: 'unauthenticated' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 429, code: 'rate_limited' },
  TOO_MANY_ATTEMPTS: { status: 429, code: 'rate_limited' },
  INVALID_PASSWORD: { status: 400, code: 'invalid_password' },
  PASSWORD_TOO_SHORT: { status: 400, code: 'validation_failed' },
  PASSWORD_TOO_LONG: { status: 400, code: 'validation_failed' },
  INVALID_EMAIL: { status: 400, code: 'validation_failed' },
  MAIL_FAILED: { status: 503, code: 'mail_failed' },
  INVALID_ORIGIN: { status: 403, code: 'origin_mismatch' },
  MISSING_OR_NULL_ORIGIN: { status: 403, code: 'origin_mismatch' },
  INVALID_CALLBACK_URL: { status: 403, code: 'forbidden' },
  INVALID_REDIRECT_URL: { status: 403, code: 'forbidden' },
  INVALID_ERROR_CALLBACK_URL: { status: 403, code: 'forbidden' },
  INVALID_NEW_USER_CALLBACK_URL: { status: 403, code: 'forbidden' },
  SESSION_EXPIRED: { status: 401, code: 'unauthenticated' },
  UNAUTHORIZED: { status: 401, code: 'unauthenticated' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: { status: 403, code: 'forbidden' },
  // A suspended account (server/modules/admin/suspend-user.ts) cannot get a session.
  BANNED_USER: { status: 403, code: 'account_suspended' },
};

export function mapAuthError(authCode: string, status: number): { status: ContentfulStatusCode; code: ErrorCode } {
  const known = AUTH_ERRORS[authCode];
  if (known) return known;
  if (authCode.startsWith('YOU_ARE_NOT_ALLOWED') || authCode.startsWith('YOU_CANNOT')) return { status: 403, code: 'forbidden' };
  if (status === 429) return { status: 429, code: 'rate_limited' };
  if (status === 401) return { status: 401, code: 'unauthenticated' };
  if (status === 404) return { status: 404, code: 'not_found' };
  return { status: (status >= 400 && status < 600 ? status : 400) as ContentfulStatusCode, code: 'auth_failed' };
}

const FAILURES: Record<string, string> = en.auth.failures;

/**
 * The message of an `auth_failed` error: the i18n key of better-auth's message for this code
 * (`auth.failures.FAILED_TO_CREATE_USER`), or the general `errors.auth_failed`.
 */
export function authFailureMessage(authCode: string): string {
  return Object.hasOwn(FAILURES, authCode) ? `auth.failures.${authCode}` : 'errors.auth_failed';
}

/**
 * better-auth answers errors as `{ code, message }`; the portal answers `{ error: { code, message } }`.
 * Other responses (redirects, successes) pass unchanged.
 */
export async function toPortalError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown; error?: unknown } | null;
  if (!body || typeof body !== 'object' || 'error' in body) return response;
  const authCode = typeof body.code === 'string' ? body.code : '';
  const { status, code } = mapAuthError(authCode, response.status);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const message = code === 'auth_failed' ? authFailureMessage(authCode) : typeof body.message === 'string' && body.message ? body.message : 'The request was refused';
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers });
}
