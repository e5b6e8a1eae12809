import { describe, expect, it } from 'vitest';
import { translator } from '#common/i18n/setup.ts';
import { ApiError } from '#client/lib/api.ts';
import { authErrorText } from './auth-error-text.ts';

describe('authErrorText', () => {
  it('shows an unlisted auth failure in the reader language', () => {
    const failure = new ApiError('auth_failed', 'auth.failures.FAILED_TO_CREATE_USER', 400);
    expect(authErrorText(failure, 'sign-up', translator('ar'))).toBe('تعذّر إنشاء الحساب. يُرجى المحاولة مرة أخرى.');
    expect(authErrorText(failure, 'sign-up', translator('en'))).toBe('The account could not be created. Please try again.');
  });

  it('never shows a message that is not a key, such as English text from elsewhere', () => {
    const failure = new ApiError('auth_failed', 'Failed to create user', 400);
    expect(authErrorText(failure, 'sign-in', translator('ar'))).toBe('تعذّر إتمام الطلب.');
  });
});
