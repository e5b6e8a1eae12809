import type { TFunction } from '#common/i18n/texts.ts';
import { ApiError } from '#client/lib/api.ts';

/** The i18n key of what went wrong: the server's reason for a refusal, else its error code. */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = error.fields ? Object.values(error.fields)[0] : undefined;
    if (reason && /^[a-z_]+(\.[A-Za-z_]+)+$/.test(reason)) return reason;
    return `errors.${error.code}`;
  }
  return 'errors.internal';
}

/** What went wrong, in the reader's language. */
export function errorText(t: TFunction, error: unknown): string {
  return t(errorKey(error));
}
