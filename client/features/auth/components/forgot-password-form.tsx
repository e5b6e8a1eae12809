import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import { ZRequestResetForm } from '#common/schemas/auth.ts';
import type { z } from '#common/zod.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { authErrorText } from '../lib/auth-error-text.ts';
import { AuthStepForm } from './auth-step-form.tsx';
import { buttonClass, FormMessage, TextField } from '#client/app/components/form-field.tsx';

/** Asks for a reset link by e-mail. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const request = useFormRequest((caught) => authErrorText(caught, 'reset-request', t));
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<z.input<typeof ZRequestResetForm>, unknown, z.output<typeof ZRequestResetForm>>({
    resolver: zodResolver(ZRequestResetForm),
    defaultValues: { email: defaultEmail.includes('@') ? defaultEmail : '' },
  });

  const submit = form.handleSubmit(({ email }) =>
    request.run(async () => {
      await requestPasswordReset(email);
      setSentTo(email);
    }),
  );

  return (
    <AuthStepForm title={t('auth.signIn.forgotTitle')} help={t('auth.signIn.forgotBody')} error={request.error} onSubmit={submit}>
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
    </AuthStepForm>
  );
}
