import { apiFetch } from '#client/lib/api.ts';

export interface SignInResult {
  /** True when the account has two-factor sign-in on: a code is needed to finish. */
  twoFactorRedirect?: boolean;
}

/** Signs in with an e-mail or a Syrian phone number and the password. */
export function signIn(options: { identifier: string; password: string }): Promise<SignInResult> {
  const identifier = options.identifier.trim();
  if (identifier.includes('@')) {
    return apiFetch('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email: identifier, password: options.password }) });
  }
  return apiFetch('/api/auth/sign-in/phone-number', {
    method: 'POST',
    body: JSON.stringify({ phoneNumber: identifier, password: options.password }),
  });
}
