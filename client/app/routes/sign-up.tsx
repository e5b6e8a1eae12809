import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { AuthCard } from '#client/features/auth/components/auth-card.tsx';
import { SignUpForm } from '#client/features/auth/components/sign-up-form.tsx';
import { useGoToAccount } from '#client/features/auth/hooks/use-go-to-account.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

/** /signup and /sign-up. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const goToAccount = useGoToAccount();
  useEffect(() => {
    if (user) goToAccount();
  }, [user, goToAccount]);
  if (isPending || user) return <LoadingScreen />;
  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <SignUpForm />
    </AuthCard>
  );
}
