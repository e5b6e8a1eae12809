import type { TFunction } from '#common/i18n/texts.ts';
import { ApiError } from '#client/lib/api.ts';

/** Which form failed: the specification words some failures differently per flow (section 8). */
export type AuthFlow = 'sign-in' | 'sign-up' | 'reset-request' | 'other';

/**
 * The text to show for a failed auth request, in the user's language: the specification's texts
 * for rate limits, mail failures and disabled phone logins, the portal's translation for other
 * known codes, and for any other auth error the server's message passed through, in the user's
 * language: it is an i18n key (server/modules/auth/auth-errors.ts), never English text.
 */
export function authErrorText(error: unknown, flow: AuthFlow, t: TFunction): string {
  if (!(error instanceof ApiError)) return flow === 'reset-request' ? t('auth.errors.resetFailed') : t('errors.internal');
  if (error.code === 'rate_limited') {
    if (flow === 'sign-up') return t('auth.errors.signUpRateLimited');
    if (flow === 'reset-request') return t('auth.errors.resetRateLimited');
    return t('errors.rate_limited');
  }
  if (error.code === 'mail_failed') {
    if (flow === 'sign-up') return t('auth.errors.confirmationEmailFailed');
    if (flow === 'reset-request') return t('auth.errors.resetEmailFailed');
  }
  if (error.code === 'phone_login_disabled') return t('auth.errors.phoneDisabled');
  if (flow === 'reset-request' && error.code !== 'validation_failed' && error.code !== 'network') return t('auth.errors.resetFailed');
  if (error.code === 'auth_failed') return t(error.message, { defaultValue: t('errors.auth_failed') });
  return t(`errors.${error.code}`);
}
