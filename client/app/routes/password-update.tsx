import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { changePassword } from '#client/features/auth/api/change-password.ts';
import { sessionQueryKey } from '#client/features/auth/api/get-session.ts';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { FormMessage } from '#client/app/components/form-field.tsx';
import { NewPasswordForm } from '#client/features/auth/components/new-password-form.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

/** /password-update: a new password for the signed-in user; without a session, the specification's text. */
export default function PasswordUpdatePage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
  const [isDone, setDone] = useState(false);
  if (isPending) return <LoadingScreen />;
  if (!user) {
    return (
      <AuthCard title={t('auth.passwordUpdate.title')}>
        <FormMessage tone="error">{t('auth.passwordUpdate.noSession')}</FormMessage>
        <Link to="/reset-password" className="mt-4 inline-block font-semibold text-brand hover:underline">
          {t('auth.passwordUpdate.requestNew')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.passwordUpdate.title')}>
      {isDone ? (
        <div className="mb-4">
          <FormMessage tone="success">{t('auth.passwordUpdate.done')}</FormMessage>
        </div>
      ) : null}
      <NewPasswordForm
        askCurrent
        submitLabel={t('auth.passwordUpdate.submit')}
        savingLabel={t('auth.passwordUpdate.saving')}
        onSave={async (values) => {
          setDone(false);
          await changePassword(values);
          await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          setDone(true);
        }}
      />
    </AuthCard>
  );
}
