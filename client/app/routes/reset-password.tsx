import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '#client/features/auth/api/reset-password.ts';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form.tsx';
import { FormMessage } from '#client/app/components/form-field.tsx';
import { NewPasswordForm } from '#client/features/auth/components/new-password-form.tsx';
import { ApiError } from '#client/lib/api.ts';

/**
 * /reset-password: where the reset link lands (`?token=`). Without a token, or with a bad one,
 * it offers to mail a new link.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [isDone, setDone] = useState(false);
  const [isInvalid, setInvalid] = useState(params.has('error'));

  if (isDone) {
    return (
      <AuthCard title={t('auth.resetPassword.title')}>
        <FormMessage tone="success">{t('auth.resetPassword.done')}</FormMessage>
        <Link to="/sign-in" className="mt-4 inline-block font-semibold text-brand hover:underline">
          {t('auth.resetPassword.signIn')}
        </Link>
      </AuthCard>
    );
  }
  if (!token || isInvalid) {
    return (
      <AuthCard title={t('auth.signIn.forgotTitle')}>
        {isInvalid ? (
          <div className="mb-4">
            <FormMessage tone="error">{t('auth.resetPassword.invalidLink')}</FormMessage>
          </div>
        ) : null}
        <ForgotPasswordForm />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.resetPassword.title')}>
      <NewPasswordForm
        askCurrent={false}
        submitLabel={t('auth.resetPassword.submit')}
        savingLabel={t('auth.resetPassword.saving')}
        onSave={async ({ password }) => {
          try {
            await resetPassword({ token, password });
            setDone(true);
          } catch (caught) {
            if (caught instanceof ApiError && caught.code === 'invalid_token') setInvalid(true);
            else throw caught;
          }
        }}
      />
    </AuthCard>
  );
}
