import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useSearchParams } from 'react-router';
import { ZSignInForm, type TSignInForm } from '#common/schemas/auth.ts';
import { ApiError } from '#client/lib/api.ts';
import { sessionQueryKey } from '../api/get-session.ts';
import { resendConfirmation } from '../api/resend-confirmation.ts';
import { signIn } from '../api/sign-in.ts';
import { useGoToAccount } from '../hooks/use-go-to-account.ts';
import { authErrorText } from '../lib/auth-error-text.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { buttonClass, FormMessage, PasswordField, TextField } from '#client/app/components/form-field.tsx';
import { GoogleButton } from './google-button.tsx';
import { TwoFactorChallenge } from './two-factor-challenge.tsx';

/** Sign-in by e-mail or phone and password, or Google; then a two-factor step when the account has it on. */
export function SignInForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goToAccount = useGoToAccount();
  // A Google sign-in of an account with two-factor on comes back to /sign-in?step=two-factor.
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<'credentials' | 'two-factor' | 'forgot'>(
    searchParams.get('step') === 'two-factor' ? 'two-factor' : 'credentials',
  );
  const [error, setError] = useState<string>();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string>();
  const [resent, setResent] = useState(false);
  const form = useForm<TSignInForm>({ resolver: zodResolver(ZSignInForm), defaultValues: { identifier: '', password: '' } });

  async function finish() {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    goToAccount();
  }

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    setUnconfirmedEmail(undefined);
    setResent(false);
    try {
      const result = await signIn(values);
      if (result.twoFactorRedirect) setStep('two-factor');
      else await finish();
    } catch (caught) {
      const byPhone = !values.identifier.includes('@');
      // The same answer for an unknown, an unconfirmed or a confirmed phone with a wrong password
      // (nothing tells them apart), saying that only a confirmed phone signs in.
      setError(
        byPhone && caught instanceof ApiError && caught.code === 'invalid_credentials'
          ? t('auth.errors.phoneSignInFailed')
          : authErrorText(caught, 'sign-in', t),
      );
      if (caught instanceof ApiError && caught.code === 'email_not_verified' && values.identifier.includes('@')) {
        setUnconfirmedEmail(values.identifier.trim());
      }
    }
  });

  if (step === 'two-factor') return <TwoFactorChallenge onVerified={() => void finish()} />;
  if (step === 'forgot') {
    return (
      <div className="flex flex-col gap-4">
        <ForgotPasswordForm defaultEmail={form.getValues('identifier')} />
        <button type="button" className="text-sm font-medium text-brand hover:underline" onClick={() => setStep('credentials')}>
          {t('auth.signIn.backToSignIn')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {unconfirmedEmail ? (
          <button
            type="button"
            className="self-start text-sm font-medium text-brand hover:underline"
            onClick={async () => {
              try {
                await resendConfirmation(unconfirmedEmail);
                setResent(true);
              } catch (caught) {
                setError(authErrorText(caught, 'sign-up', t));
              }
            }}
          >
            {t('auth.signIn.resend')}
          </button>
        ) : null}
        {resent ? <FormMessage tone="success">{t('auth.signIn.resent')}</FormMessage> : null}
        <TextField
          label={t('auth.signIn.identifier')}
          placeholder={t('auth.signIn.identifierPlaceholder')}
          autoComplete="username"
          dir="ltr"
          error={form.formState.errors.identifier?.message}
          {...form.register('identifier')}
        />
        <PasswordField
          label={t('auth.signIn.password')}
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <button type="button" className="self-start text-sm font-medium text-brand hover:underline" onClick={() => setStep('forgot')}>
          {t('auth.signIn.forgot')}
        </button>
        <button type="submit" className={buttonClass} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </button>
      </form>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('auth.signIn.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <GoogleButton />
      <p className="text-center text-sm">
        {t('auth.signIn.noAccount')}{' '}
        <Link to="/sign-up" className="font-semibold text-brand hover:underline">
          {t('auth.signIn.signUpLink')}
        </Link>
      </p>
    </div>
  );
}
