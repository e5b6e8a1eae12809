import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZTwoFactorCodeForm, type TTwoFactorCodeForm } from '#common/schemas/auth.ts';
import { verifyTwoFactor } from '../api/verify-two-factor.ts';
import { authErrorText } from '../lib/auth-error-text.ts';
import { buttonClass, FormMessage, TextField } from './form-field.tsx';

/** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
export function TwoFactorChallenge({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'app' | 'backup'>('app');
  const [error, setError] = useState<string>();
  const form = useForm<TTwoFactorCodeForm>({ resolver: zodResolver(ZTwoFactorCodeForm), defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      await verifyTwoFactor({ code, kind });
      onVerified();
    } catch (caught) {
      setError(authErrorText(caught, 'sign-in', t));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {t('auth.signIn.twoFactorTitle')}
      </h2>
      <p className="text-sm text-muted">{t('auth.signIn.twoFactorHelp')}</p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <TextField
        label={kind === 'app' ? t('auth.signIn.code') : t('auth.signIn.backupCode')}
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        dir="ltr"
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <button type="submit" className={buttonClass} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.signIn.verifying') : t('auth.signIn.verify')}
      </button>
      <button
        type="button"
        className="text-sm font-medium text-brand underline-offset-4 hover:underline"
        onClick={() => {
          setKind(kind === 'app' ? 'backup' : 'app');
          form.reset({ code: '' });
        }}
      >
        {kind === 'app' ? t('auth.signIn.useBackup') : t('auth.signIn.useApp')}
      </button>
    </form>
  );
}
