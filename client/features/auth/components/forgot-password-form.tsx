import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZRequestResetForm } from '#common/schemas/auth.ts';
import type { z } from '#common/zod.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { authErrorText } from '../lib/auth-error-text.ts';
import { buttonClass, FormMessage, TextField } from './form-field.tsx';

/** Asks for a reset link by e-mail. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<z.input<typeof ZRequestResetForm>, unknown, z.output<typeof ZRequestResetForm>>({
    resolver: zodResolver(ZRequestResetForm),
    defaultValues: { email: defaultEmail.includes('@') ? defaultEmail : '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setError(undefined);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (caught) {
      setError(authErrorText(caught, 'reset-request', t));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="text-lg font-semibold">
        {t('auth.signIn.forgotTitle')}
      </h2>
      <p className="text-sm text-muted">{t('auth.signIn.forgotBody')}</p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {sentTo ? <FormMessage tone="success">{t('auth.signIn.forgotSent', { email: sentTo })}</FormMessage> : null}
      <TextField
        label={t('auth.signUp.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <button type="submit" className={buttonClass} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.signIn.forgotSending') : t('auth.signIn.forgotSubmit')}
      </button>
    </form>
  );
}
