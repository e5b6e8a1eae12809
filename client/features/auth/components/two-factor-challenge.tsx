import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import { ZTwoFactorCodeForm, type TTwoFactorCodeForm } from '#common/schemas/auth.ts';
import { verifyTwoFactor } from '../api/verify-two-factor.ts';
import { useFormRequest } from '../hooks/use-form-request.ts';
import { authErrorText } from '../lib/auth-error-text.ts';
import { AuthStepForm } from './auth-step-form.tsx';
import { buttonClass, CodeField } from '#client/app/components/form-field.tsx';

/** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
export function TwoFactorChallenge({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'app' | 'backup'>('app');
  const request = useFormRequest((caught) => authErrorText(caught, 'sign-in', t));
  const form = useForm<TTwoFactorCodeForm>({ resolver: zodResolver(ZTwoFactorCodeForm), defaultValues: { code: '' } });

  const submit = form.handleSubmit(({ code }) =>
    request.run(async () => {
      await verifyTwoFactor({ code, kind });
      onVerified();
    }),
  );

  return (
    <AuthStepForm title={t('auth.signIn.twoFactorTitle')} help={t('auth.signIn.twoFactorHelp')} error={request.error} onSubmit={submit}>
      <CodeField
        label={kind === 'app' ? t('auth.signIn.code') : t('auth.signIn.backupCode')}
        inputMode={kind === 'app' ? 'numeric' : 'text'}
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
    </AuthStepForm>
  );
}
