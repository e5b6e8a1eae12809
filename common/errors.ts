/**
 * Every error code the API answers with, in `{ error: { code, message } }`. The client shows the
 * translation of `errors.<code>` from the i18n catalogues; `message` is English, for logs and API users.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'origin_mismatch',
  'payload_too_large',
  'unsupported_media_type',
  'image_invalid',
  'internal',
  'unavailable',
  'invalid_credentials',
  'email_not_verified',
  'account_exists',
  'phone_unavailable',
  'phone_login_disabled',
  'mail_failed',
  'invalid_token',
  'invalid_code',
  'invalid_password',
  'auth_failed',
  'blocked_by_recipient',
  'recipient_blocked',
  'account_suspended',
  'session_not_fresh',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
